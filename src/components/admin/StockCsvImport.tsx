import { useState } from 'react';
import { adminCall, type AdminAnswer } from './admin-api';
import { followTask } from './follow-task';
import FormMessage from './FormMessage';
import CsvProblemTable from './CsvProblemTable';
import { buttonClass, inputClass, labelClass } from './form-styles';

type Report = { rows: number; changes: number; unchanged: number; problems: { line: number; column: string; message: string }[] };

/**
 * The stock import: the merchant picks a stock CSV, checks it (a dry run that writes nothing and
 * lists each problem by line and column), then applies a clean file in one go, as a job whose
 * progress shows here.
 */
export default function StockCsvImport() {
  // The File itself is kept, and read only when sent, so a quick click cannot beat the read.
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<string | null>(null);

  async function send(dryRun: boolean) {
    setError(null);
    setDone(null);
    if (!file) {
      setError('Choose the stock CSV file first.');
      return;
    }
    setBusy(true);
    const csv = await file.text();
    const started = await adminCall<Report | { id: string }>('POST', '/api/admin/stock/import', { csv, dryRun });
    // Applying runs as a job: the answer at once is its task, followed here to its end.
    const answer: AdminAnswer<Report> =
      started.status === 202 && started.data && 'id' in started.data
        ? await followTask<Report>(started.data.id, (_done, total) =>
            setProgress(total > 0 ? `Writing ${total} ${total === 1 ? 'change' : 'changes'}…` : 'Checking the file again before writing…'),
          )
        : (started as AdminAnswer<Report>);
    setProgress(null);
    setBusy(false);
    if (answer.status !== 200) {
      const data = answer.data as Report | null;
      if (data && Array.isArray(data.problems)) setReport(data);
      setError(answer.errors?.[0]?.message ?? answer.message);
      return;
    }
    if (dryRun) {
      setReport(answer.data);
      setMessage(answer.message);
    } else {
      setReport(null);
      setMessage(null);
      setDone(answer.message);
    }
  }

  const ready = report !== null && report.problems.length === 0 && report.changes > 0;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void send(true);
      }}
      noValidate
      className="space-y-4 rounded-(--radius-card) border border-line bg-white p-4"
    >
      <h2 className="text-lg font-semibold">Import stock counts</h2>
      <p className="text-sm">Download the stock CSV, fill in on_hand for each size, then check the file here. Checking writes nothing.</p>
      <div>
        <label htmlFor="stock-csv" className={labelClass}>Stock CSV file</label>
        <input
          id="stock-csv"
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => {
            setReport(null);
            setFile(e.target.files?.[0] ?? null);
          }}
          className={inputClass}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={buttonClass}>{busy ? 'Working…' : 'Check the file'}</button>
        {ready && (
          <button type="button" disabled={busy} onClick={() => void send(false)} className={buttonClass}>
            Apply {report.changes} {report.changes === 1 ? 'change' : 'changes'}
          </button>
        )}
      </div>
      {progress && <p role="status" className="text-sm text-muted">{progress}</p>}
      <FormMessage error={error} success={done ?? (report && report.problems.length === 0 ? message : null)} />
      {report && (
        <div className="space-y-3">
          <p className="text-sm">{report.rows} {report.rows === 1 ? 'row' : 'rows'} · {report.changes} to change · {report.unchanged} unchanged</p>
          {report.problems.length > 0 && message && <p role="alert" className="font-medium text-error">{message}</p>}
          {report.problems.length > 0 && (
            <CsvProblemTable problems={report.problems} />
          )}
        </div>
      )}
    </form>
  );
}
