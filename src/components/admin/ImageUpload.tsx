import { useState, type DragEvent } from 'react';
import Photo from '../ui/Photo';
import { labelClass, secondaryButtonClass } from './form-styles';
import { sendFile, type UploadLimits } from './send-file';

type Props = {
  id: string;
  label: string;
  /** the saved or just-uploaded image reference; '' for none */
  value: string;
  onChange: (image: string) => void;
  /** the form's error for this field after a save */
  error?: string | undefined;
  limits: UploadLimits;
  /** an optional image (a size chart) can be taken off again */
  optional?: boolean;
};

const UPLOAD_URL = '/api/admin/images';

/**
 * One image of a form (a category, subcategory or collection tile, a size chart), uploaded by
 * file picker or drag and drop through the product photo pipeline, with progress and the
 * server's reason for a refusal. The upload answers a reference that the form saves with its
 * other fields, so nothing changes in the shop until Save.
 */
export default function ImageUpload({ id, label, value, onChange, error, limits, optional = false }: Props) {
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const busy = percent !== null;

  async function upload(file: File | undefined) {
    if (!file || busy) return;
    setProblem(null);
    setDone(null);
    // The server says the same; saying it here spares sending 10 MB to hear it.
    if (file.size > limits.maxBytes) return setProblem(`${file.name}: ${limits.tooLargeMessage}`);
    setPercent(0);
    const r = await sendFile<{ image: string }>(UPLOAD_URL, file, setPercent);
    setPercent(null);
    if (r.status !== 201 || !r.data) return setProblem(`${file.name}: ${r.message}`);
    onChange(r.data.image);
    setDone(r.message);
  }

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    void upload(e.dataTransfer.files[0]);
  }

  const described = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={`rounded-md border-2 border-dashed p-3 text-sm ${dragging ? 'border-plum bg-plum/5' : 'border-gray-400'}`}
    >
      <div className="flex gap-3">
        {value ? (
          <Photo src={value} alt={`${label}, as the shop shows it`} sizes="80px" width={80} height={100} className="h-[100px] w-20 shrink-0 rounded bg-paper object-cover" />
        ) : (
          <span className="grid h-[100px] w-20 shrink-0 place-items-center rounded bg-paper text-center text-xs text-muted">No image yet</span>
        )}
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className={labelClass}>{label}</label>
          <p id={`${id}-hint`} className="mb-2 text-xs text-muted">
            Drop a JPEG, PNG, WebP or AVIF file here, or choose one. At most 10 MB, at least 600 px wide.
          </p>
          <input
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            aria-describedby={described}
            aria-invalid={error ? true : undefined}
            disabled={busy}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              void upload(file);
            }}
            className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-plum file:bg-white file:px-3 file:py-1.5 file:text-plum"
          />
          {optional && value && (
            <button type="button" disabled={busy} onClick={() => onChange('')} className={`${secondaryButtonClass} mt-2`}>
              Remove {label.replace(/ \(optional\)$/, '').toLowerCase()}
            </button>
          )}
        </div>
      </div>
      {busy && (
        <div className="mt-2 flex items-center gap-2">
          <progress max={100} value={percent} aria-label={`Uploading ${label.toLowerCase()}`} className="h-2 flex-1 accent-plum" />
          <span className="tabular w-28 text-right">{percent < 100 ? `${percent}%` : 'Making sizes…'}</span>
        </div>
      )}
      <div aria-live="polite">
        {problem ? (
          <p role="alert" className="mt-1 text-sm font-medium text-error">{problem}</p>
        ) : done ? (
          <p className="mt-1 text-sm font-medium text-success">{done}</p>
        ) : null}
      </div>
      {error && <p id={`${id}-error`} className="mt-1 text-sm font-medium text-error">{error}</p>}
    </div>
  );
}
