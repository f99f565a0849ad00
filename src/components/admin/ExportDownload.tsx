import { useState } from 'react';
import { adminCall } from './admin-api';
import { followTask } from './follow-task';
import type { ExportFileView } from './export-file-view';

/**
 * `selectionFormId`: a form of checkboxes named ids (the order queue's selection); when any is
 * checked, the export is of those (?ids=a,b on href's path) instead of href's own query.
 */
type Props = { href: string; label: string; className: string; selectionFormId?: string };

function withSelection(href: string, formId: string | undefined): string {
  const form = formId ? document.getElementById(formId) : null;
  const ids = form ? [...form.querySelectorAll<HTMLInputElement>('input[name="ids"]:checked')].map((i) => i.value) : [];
  return ids.length ? `${href.split('?')[0]}?ids=${ids.join(',')}` : href;
}

/**
 * A console export: the request starts a job (202 with its task), the task is followed here with
 * its progress, then the finished file is downloaded from the task, which only its starter can do.
 */
export default function ExportDownload({ href, label, className, selectionFormId }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start() {
    setError(null);
    setBusy(true);
    const started = await adminCall<{ id: string }>('GET', withSelection(href, selectionFormId));
    const answer = started.status === 202 ? await followTask<ExportFileView>(started.data.id, () => undefined) : started;
    setBusy(false);
    if (answer.status !== 200) {
      setError(answer.errors?.[0]?.message ?? answer.message);
      return;
    }
    const link = document.createElement('a');
    link.href = `/api/admin/tasks/${started.data.id}/file`;
    link.download = (answer.data as ExportFileView).filename;
    document.body.append(link);
    link.click();
    link.remove();
  }

  return (
    <span className="inline-flex flex-col gap-1">
      <button type="button" disabled={busy} onClick={() => void start()} className={className}>
        {busy ? 'Making the file…' : label}
      </button>
      {busy && <span role="status" className="text-sm text-muted">The file is being made; it downloads when ready.</span>}
      {error && <span role="alert" className="text-sm text-error">{error}</span>}
    </span>
  );
}
