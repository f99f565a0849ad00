import { useEffect, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

// Only the pieces these charts draw, so the console page loads a fraction of chart.js. This
// island is rendered by /admin/reports/rto alone; no shop page can reach it (layering rules).
Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

export type ChartSeries = { label: string; values: (number | null)[]; colour: string };

type Props = {
  kind: 'bar' | 'line';
  /** Read by screen readers; the figures themselves are in the table beside the chart. */
  description: string;
  labels: string[];
  series: ChartSeries[];
  unit: 'count' | 'rupees' | 'percent';
  stacked?: boolean;
};

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

function tick(unit: Props['unit'], value: number): string {
  if (unit === 'rupees') return rupees.format(value);
  if (unit === 'percent') return `${value}%`;
  return String(value);
}

/** One chart of the RTO report, drawn on a canvas once the page has loaded. */
export default function RtoChart({ kind, description, labels, series, unit, stacked = false }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: kind,
      data: {
        labels,
        datasets: series.map((s) => ({ label: s.label, data: s.values, backgroundColor: s.colour, borderColor: s.colour, spanGaps: true })),
      },
      options: {
        animation: false,
        maintainAspectRatio: false,
        scales: {
          x: { stacked },
          y: { stacked, beginAtZero: true, ...(unit === 'percent' ? { suggestedMax: 100 } : {}), ticks: { callback: (v) => tick(unit, Number(v)), ...(unit === 'percent' ? {} : { precision: 0 }) } },
        },
        plugins: { legend: { display: series.length > 1 } },
      },
    });
    return () => chart.destroy();
  }, [kind, labels, series, unit, stacked]);
  return (
    <div className="relative h-64 w-full">
      <canvas ref={canvas} role="img" aria-label={description} />
    </div>
  );
}
