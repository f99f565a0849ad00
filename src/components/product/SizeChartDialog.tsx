import { useState } from 'react';
import type { FitRow } from '#lib/review-fit';
import { FIT_WORDS } from '#lib/review-fit';
import Dialog from '../ui/Dialog';
import Photo from '../ui/Photo';

/** The size chart's image and, once buyers have answered, how each size fitted them (issue 30). */
export default function SizeChartDialog({ image, productName, fitRows = [] }: { image: string | null; productName: string; fitRows?: FitRow[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="text-sm font-medium text-plum underline underline-offset-4 hover:text-plum-dark">
        Size Chart
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Size Chart" size="lg">
        <div className="flex flex-col gap-4">
          {image && <Photo src={image} alt={`Size chart for ${productName}`} sizes="(min-width: 768px) 640px, 100vw" className="mx-auto h-auto max-w-full" />}
          {fitRows.length > 0 && (
            <table className="w-full text-left text-sm">
              <caption className="mb-2 text-left font-semibold">How each size fits, from buyers' answers</caption>
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="py-2 pr-3">Size</th>
                  <th scope="col" className="py-2 pr-3">{FIT_WORDS.small}</th>
                  <th scope="col" className="py-2 pr-3">{FIT_WORDS.true}</th>
                  <th scope="col" className="py-2">{FIT_WORDS.large}</th>
                </tr>
              </thead>
              <tbody>
                {fitRows.map((r) => (
                  <tr key={r.size} className="border-b border-line last:border-0">
                    <th scope="row" className="py-2 pr-3 font-medium">{r.size}</th>
                    <td className="py-2 pr-3 tabular">{r.small}</td>
                    <td className="py-2 pr-3 tabular">{r.true}</td>
                    <td className="py-2 tabular">{r.large}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </Dialog>
    </>
  );
}
