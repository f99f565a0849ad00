import { useEffect, useRef, useState, type DragEvent } from 'react';
import { adminCall } from './admin-api';
import FormMessage from './FormMessage';
import { secondaryButtonClass } from './form-styles';
import { sendFile } from './send-file';

export type ColourPhotos = { id: string; name: string; colorCode: string; photos: string[] };
type Props = { productId: string; productName: string; colours: ColourPhotos[]; tooLargeMessage: string; maxBytes: number };

/** The console's photo desk for one product: each colour's photos, added, put in order and removed. */
export default function PhotoManager(props: Props) {
  return (
    <div className="space-y-6">
      {props.colours.map((c) => (
        <ColourPhotoList key={c.id} colour={c} {...props} />
      ))}
    </div>
  );
}

type Upload = { name: string; percent: number };
function ColourPhotoList({ colour, productId, productName, tooLargeMessage, maxBytes }: Props & { colour: ColourPhotos }) {
  const [photos, setPhotos] = useState(colour.photos);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focusKey, setFocusKey] = useState<string | null>(null);
  useEffect(() => {
    if (!focusKey) return;
    buttons.current.get(focusKey)?.focus();
    setFocusKey(null);
  }, [focusKey, photos]);
  const base = `/api/admin/products/${productId}/colours/${colour.id}/photos`;
  const inputId = `photos-${colour.id}`;
  const headingId = `colour-${colour.id}`;

  async function upload(files: File[]) {
    const images = files.filter((f) => f.size > 0);
    if (images.length === 0) return;
    setBusy(true);
    setError(null);
    setDone(null);
    const failed: string[] = [];
    let added = 0;
    for (const file of images) {
      // The server says the same; saying it here spares sending 10 MB to hear it.
      if (file.size > maxBytes) {
        failed.push(`${file.name}: ${tooLargeMessage}`);
        continue;
      }
      setUploads((u) => [...u, { name: file.name, percent: 0 }]);
      const r = await sendFile<{ photos?: string[] }>(base, file, (percent) => setUploads((u) => u.map((x) => (x.name === file.name ? { ...x, percent } : x))));
      setUploads((u) => u.filter((x) => x.name !== file.name));
      if (r.status === 201 && r.data?.photos) {
        setPhotos(r.data.photos);
        added += 1;
      } else failed.push(`${file.name}: ${r.message}`);
    }
    setBusy(false);
    if (failed.length) setError(failed.join(' '));
    if (added) setDone(added === 1 ? 'Photo added.' : `${added} photos added.`);
  }

  async function move(from: number, to: number, which: 'earlier' | 'later') {
    if (busy) return;
    const order = [...photos];
    const [moved] = order.splice(from, 1);
    order.splice(to, 0, moved!);
    setBusy(true);
    setError(null);
    setDone(null);
    const r = await adminCall<{ photos: string[] }>('PATCH', base, { photos: order });
    setBusy(false);
    if (r.status !== 200) return setError(r.message);
    setPhotos(r.data.photos);
    setDone(`Photo moved to position ${to + 1}.`);
    // Keep the keyboard where it was: on the moved photo's same button, or the other one at an end.
    const end = which === 'earlier' ? to === 0 : to === order.length - 1;
    setFocusKey(`${moved}|${end ? (which === 'earlier' ? 'later' : 'earlier') : which}`);
  }

  async function remove(photo: string, index: number) {
    if (busy) return;
    setBusy(true);
    setError(null);
    setDone(null);
    const r = await adminCall<{ photos: string[] }>('POST', `${base}/remove`, { photo });
    setBusy(false);
    if (r.status !== 200) return setError(r.message);
    setPhotos(r.data.photos);
    setDone(`Photo ${index + 1} removed.`);
    document.getElementById(inputId)?.focus();
  }

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    if (!busy) void upload([...e.dataTransfer.files]);
  }

  const keep = (key: string) => (el: HTMLButtonElement | null) => {
    if (el) buttons.current.set(key, el);
    else buttons.current.delete(key);
  };

  return (
    <section aria-labelledby={headingId} className="rounded-(--radius-card) border border-line bg-white p-4">
      <h2 id={headingId} className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <span aria-hidden="true" className="size-4 rounded-full border border-black/20" style={{ backgroundColor: colour.colorCode }} />
        {colour.name}
      </h2>
      {photos.length === 0 ? (
        <p className="mb-3 text-sm">No photos yet: the shop shows the product&apos;s first photo for this colour.</p>
      ) : (
        <ol aria-busy={busy} aria-label={`${colour.name} photos, in the order the shop shows them`} className="mb-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {photos.map((p, i) => (
            <li key={p} className="flex flex-col gap-2 rounded-md border border-line p-2">
              <img src={p} alt={`${productName} in ${colour.name}, ${i + 1} of ${photos.length}`} width={160} height={200} loading="lazy" decoding="async" className="aspect-[4/5] w-full rounded bg-paper object-cover" />
              <div className="flex flex-wrap gap-1">
                <button type="button" ref={keep(`${p}|earlier`)} disabled={i === 0} onClick={() => void move(i, i - 1, 'earlier')} className={secondaryButtonClass} aria-label={`Move ${colour.name} photo ${i + 1} earlier`}>
                  Earlier
                </button>
                <button type="button" ref={keep(`${p}|later`)} disabled={i === photos.length - 1} onClick={() => void move(i, i + 1, 'later')} className={secondaryButtonClass} aria-label={`Move ${colour.name} photo ${i + 1} later`}>
                  Later
                </button>
                <button type="button" onClick={() => void remove(p, i)} className={secondaryButtonClass} aria-label={`Remove ${colour.name} photo ${i + 1}`}>
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`rounded-md border-2 border-dashed p-4 text-sm ${dragging ? 'border-plum bg-plum/5' : 'border-gray-400'}`}
      >
        <label htmlFor={inputId} className="block font-medium">
          Add photos of {colour.name}
        </label>
        <p id={`${inputId}-hint`} className="mb-2 text-muted">
          Drop JPEG, PNG, WebP or AVIF files here, or choose them. At most 10 MB each, at least 600 px wide.
        </p>
        <input
          id={inputId}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/avif"
          aria-describedby={`${inputId}-hint`}
          disabled={busy}
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            void upload(files);
          }}
          className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-plum file:bg-white file:px-3 file:py-1.5 file:text-plum"
        />
        {uploads.map((u) => (
          <div key={u.name} className="mt-2 flex items-center gap-2">
            <progress max={100} value={u.percent} aria-label={`Uploading ${u.name}`} className="h-2 flex-1 accent-plum" />
            <span className="tabular w-28 text-right">{u.percent < 100 ? `${u.percent}%` : 'Making sizes…'}</span>
          </div>
        ))}
      </div>
      <FormMessage error={error} success={done} />
    </section>
  );
}
