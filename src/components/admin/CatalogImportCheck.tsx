import { useEffect, useRef, useState } from 'react';
import { adminCall } from './admin-api';
import { followTask } from './follow-task';
import FormMessage from './FormMessage';
import CsvProblemTable from './CsvProblemTable';
import { buttonClass, inputClass, labelClass } from './form-styles';

type Problem = { line: number; column: string; message: string };
type Report = { rows: number; products: number; creates: number; updates: number; problems: Problem[]; photoFiles: string[] };
type Applied = { creates: number; updates: number; photos: number; stockChanges: number };

/** A file's bytes as base64, the way the console's JSON carries a zip. */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * The catalog import: the merchant picks a catalog CSV and, when it names photos by file name,
 * their zip. A check reports every problem by line and column and writes nothing; only a clean
 * check of the files as they are now offers 'Apply import', which the server checks again.
 */
export default function CatalogImportCheck() {
  const [file, setFile] = useState<File | null>(null);
  const [zip, setZip] = useState<File | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [summary, setSummary] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'check' | 'apply' | null>(null);
  const [applied, setApplied] = useState<{ result: Applied; message: string } | null>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const appliedBox = useRef<HTMLDivElement>(null);
  // The Apply button goes away once used; focus moves to what was written instead of the page's top.
  useEffect(() => {
    if (applied) appliedBox.current?.focus();
  }, [applied]);

  function choose(set: (f: File | null) => void, f: File | null) {
    // A check answers for the files it saw: a new choice needs a new check before applying.
    set(f);
    setReport(null);
    setSummary(null);
    setApplied(null);
    setError(null);
  }

  async function body() {
    return { csv: await file!.text(), ...(zip ? { zip: await base64Of(zip) } : {}) };
  }

  async function check(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    setReport(null);
    setSummary(null);
    setApplied(null);
    if (!file) {
      setError('Choose the CSV file to check first.');
      return;
    }
    setBusy('check');
    const answer = await adminCall<Report>('POST', '/api/admin/catalog/import-dry-run', await body());
    setBusy(null);
    if (answer.status !== 200) {
      setError(answer.errors?.[0]?.message ?? answer.message);
      return;
    }
    setReport(answer.data);
    setSummary(answer.message);
  }

  async function apply() {
    if (!file) return;
    setError(null);
    setBusy('apply');
    const started = await adminCall<{ id: string } | Report | null>('POST', '/api/admin/catalog/import-apply', await body());
    // The import runs as a job: the answer at once is its task, followed here to its end.
    const answer =
      started.status === 202 && started.data && 'id' in started.data
        ? await followTask<Applied | Report | null>(started.data.id, (done, total) =>
            setProgress(total > 0 ? `Making photos into AVIF and WebP: ${done} of ${total}.` : 'Checking the file again before writing…'),
          )
        : (started as typeof started & { data: Applied | Report | null });
    setProgress(null);
    setBusy(null);
    if (answer.status === 200) {
      setApplied({ result: answer.data as Applied, message: answer.message });
      setReport(null);
      setSummary(null);
      return;
    }
    if (answer.data && 'problems' in answer.data) {
      // The shop or the file changed since the check: show what the server found now.
      setReport(answer.data);
      setSummary(answer.message);
      return;
    }
    setError(answer.errors?.[0]?.message ?? answer.message);
  }

  const clean = report !== null && report.problems.length === 0;

  return (
    <form onSubmit={check} noValidate className="space-y-4 rounded-(--radius-card) border border-line bg-white p-4">
      <h2 className="text-lg font-semibold">Import a catalog file</h2>
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <label htmlFor="catalog-csv" className={labelClass}>Catalog CSV file</label>
          <input id="catalog-csv" type="file" accept=".csv,text/csv" onChange={(e) => choose(setFile, e.target.files?.[0] ?? null)} className={inputClass} />
        </div>
        <div>
          <label htmlFor="catalog-zip" className={labelClass}>Zip of photos (when the file names photos by file name)</label>
          <input
            id="catalog-zip"
            type="file"
            accept=".zip,application/zip"
            aria-describedby="catalog-zip-hint"
            onChange={(e) => choose(setZip, e.target.files?.[0] ?? null)}
            className={inputClass}
          />
          <p id="catalog-zip-hint" className="mt-1 text-sm text-muted">JPEG, PNG, WebP or AVIF photos, each at most 10 MB and at least 600 px wide; the zip at most 40 MB.</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy !== null} className={buttonClass}>{busy === 'check' ? 'Checking…' : 'Check the file'}</button>
        {clean && !applied && (
          <button type="button" onClick={apply} disabled={busy !== null} className={buttonClass}>{busy === 'apply' ? 'Applying…' : 'Apply import'}</button>
        )}
      </div>
      {progress && <p role="status" className="text-sm text-muted">{progress}</p>}
      <FormMessage error={error} success={clean && !applied ? summary : null} />
      {applied && (
        <div ref={appliedBox} tabIndex={-1} role="status" className="space-y-1 rounded-md border border-line bg-paper p-3 text-sm focus-visible:outline-2 focus-visible:outline-plum">
          <p className="font-medium text-success">{applied.message}</p>
          <ul className="list-disc pl-5">
            <li>New products: {applied.result.creates}</li>
            <li>Products updated: {applied.result.updates}</li>
            <li>Photos from the zip, made into AVIF and WebP: {applied.result.photos}</li>
            <li>Stock counts changed, kept in the stock ledger as a catalog import: {applied.result.stockChanges}</li>
          </ul>
        </div>
      )}
      {report && (
        <div className="space-y-3">
          <p className="text-sm">
            {report.rows} rows · {report.products} products · {report.updates} already in the shop · {report.creates} new
          </p>
          {report.problems.length > 0 && (
            <>
              <p role="alert" className="font-medium text-error">{summary}</p>
              <CsvProblemTable problems={report.problems} />
            </>
          )}
          {report.photoFiles.length > 0 && (
            <p className="text-sm text-muted">Photo files from the zip: {report.photoFiles.join(', ')}.</p>
          )}
        </div>
      )}
    </form>
  );
}
