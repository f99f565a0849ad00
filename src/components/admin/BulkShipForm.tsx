import { useRef, useState } from 'react';
import { adminCall } from './admin-api';
import FormMessage from './FormMessage';
import CsvProblemTable from './CsvProblemTable';
import { buttonClass, inputClass, labelClass, secondaryButtonClass } from './form-styles';

type Problem = { line: number; column: string; message: string };
type Row = { line: number; orderId: string; number: string; courier: string; awb: string };
type Report = { rows: number; ready: Row[]; problems: Problem[] };
type Outcome = { shipped: Row[]; problems: Problem[] };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function RowList({ rows, label }: { rows: Row[]; label: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-line rounded-md border border-line text-sm">
      {rows.map((r) => (
        <li key={r.line} className="flex flex-wrap gap-x-3 px-3 py-2">
          <span className="text-muted">Line {r.line}</span>
          <a href={`/admin/orders/${r.orderId}`} className="font-mono font-semibold text-plum underline">#{r.number}</a>
          <span>{r.courier}</span>
          <span className="font-mono">{r.awb}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Bulk shipping: staff choose or paste a sheet of order number, courier, AWB number and tracking
 * link, check it (a dry run that changes nothing and names each row's problem), then ship the
 * ready rows. Each ships on its own; the answer lists what shipped and what did not, and why.
 */
export default function BulkShipForm() {
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [pasted, setPasted] = useState('');
  const [report, setReport] = useState<Report | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function changed() {
    setReport(null);
    setOutcome(null);
    setMessage(null);
  }

  async function send(dryRun: boolean) {
    setError(null);
    const csv = file ? await file.text() : pasted;
    if (csv.trim() === '') {
      setError('Choose the shipping CSV file or paste its rows first.');
      return;
    }
    setBusy(true);
    const r = await adminCall<Report & Outcome>('POST', '/api/admin/orders/bulk-ship', { csv, dryRun });
    setBusy(false);
    if (r.status !== 200) {
      setError(r.errors?.[0]?.message ?? r.message);
      return;
    }
    setMessage(r.message);
    if (dryRun) {
      setReport(r.data);
      setOutcome(null);
    } else {
      setReport(null);
      setOutcome(r.data);
    }
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void send(true);
      }}
      noValidate
      className="space-y-4 rounded-(--radius-card) border border-line bg-white p-4"
    >
      <div>
        <label htmlFor="ship-csv" className={labelClass}>Shipping CSV file</label>
        <input
          id="ship-csv"
          ref={fileInput}
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={(e) => {
            changed();
            setFile(e.target.files?.[0] ?? null);
          }}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="ship-rows" className={labelClass}>Or paste the rows, the column names first</label>
        <textarea
          id="ship-rows"
          rows={6}
          value={pasted}
          disabled={file !== null}
          onChange={(e) => {
            changed();
            setPasted(e.target.value);
          }}
          placeholder={'order number,courier,AWB number,tracking link\n#3fa9c,Delhivery,DLV12345678,https://www.delhivery.com/track/package/DLV12345678'}
          className={`${inputClass} font-mono text-sm`}
        />
        {file && (
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
            The chosen file is checked, not the pasted rows.
            <button
              type="button"
              className="font-medium text-plum underline"
              onClick={() => {
                if (fileInput.current) fileInput.current.value = '';
                setFile(null);
                changed();
              }}
            >
              Remove the file
            </button>
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={secondaryButtonClass}>{busy ? 'Working…' : 'Check the sheet'}</button>
        {report && report.ready.length > 0 && (
          <button type="button" disabled={busy} onClick={() => void send(false)} className={buttonClass}>
            Ship {plural(report.ready.length, 'order', 'orders')}
          </button>
        )}
      </div>
      <FormMessage error={error} success={outcome ? message : null} />
      {report && (
        <section aria-label="Check of the sheet" className="space-y-3">
          <p role="status" className="font-medium">{message}</p>
          {report.ready.length > 0 && (
            <>
              <h2 className="text-base font-semibold">Ready to ship</h2>
              <RowList rows={report.ready} label="Ready to ship" />
            </>
          )}
          {report.problems.length > 0 && (
            <>
              <h2 className="text-base font-semibold">Problems (these rows will not ship)</h2>
              <CsvProblemTable problems={report.problems} />
            </>
          )}
        </section>
      )}
      {outcome && (
        <section aria-label="Result" className="space-y-3">
          {outcome.shipped.length > 0 && (
            <>
              <h2 className="text-base font-semibold">Shipped</h2>
              <RowList rows={outcome.shipped} label="Shipped" />
            </>
          )}
          {outcome.problems.length > 0 && (
            <>
              <h2 className="text-base font-semibold">Not shipped</h2>
              <CsvProblemTable problems={outcome.problems} />
            </>
          )}
          <p className="text-sm"><a href="/admin/orders?status=6" className="font-medium text-plum underline">See shipped orders in the queue</a></p>
        </section>
      )}
    </form>
  );
}
