import { useEffect, useState } from 'react';
import Dialog from '../ui/Dialog';
import Photo from '../ui/Photo';
import { fill } from '#lib/i18n/fill';
import type { PhotoKey } from '#lib/i18n/messages/reviews';

/** One buyer's photo as the strip and the dialog show it (from #server/reviews' StripPhoto). */
export type ReviewPhotoItem = { photo: string; width: number; height: number; alt: string };

/** Thumbnails shown in the strip before 'See all photos'; the dialog holds every one. */
const IN_STRIP = 6;

/**
 * The product page's strip of buyers' photos and the dialog that shows them all, one at a time
 * (issue 30). The strip is server HTML until it is touched (client:interact): the page loads no
 * React for it, and the tap that wakes it opens the dialog. In the dialog the arrow keys and the
 * Previous and Next buttons move between photos; Escape closes it and focus returns to the
 * thumbnail that opened it (DialogPanel).
 */
/** `words`: its texts in the page's language (PHOTO_KEYS), handed by ProductReviews.astro. */
export default function ReviewPhotos({ photos, words }: { photos: ReviewPhotoItem[]; words: Record<PhotoKey, string> }) {
  const t = (key: PhotoKey, vars?: Record<string, string | number>) => fill(words[key], vars);
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const count = photos.length;
  const show = (i: number) => {
    setIndex(i);
    setOpen(true);
  };
  const step = (by: number) => setIndex((i) => (i + by + count) % count);
  // Arrows move wherever focus is inside the dialog (its close button comes first).
  useEffect(() => {
    if (!open || count < 2) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'ArrowRight') setIndex((i) => (i + 1) % count);
      else if (e.key === 'ArrowLeft') setIndex((i) => (i - 1 + count) % count);
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, count]);
  const current = photos[index];
  const label = (i: number) => t('photos.of', { n: i + 1, count, alt: photos[i]?.alt ?? '' });
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-base font-semibold">{t('photos.title')}</h3>
      <ul className="flex gap-2 overflow-x-auto pb-1">
        {photos.slice(0, IN_STRIP).map((p, i) => (
          <li key={`${p.photo}-${i}`} className="shrink-0">
            <button
              type="button"
              onClick={() => show(i)}
              aria-label={t('photos.open', { label: label(i) })}
              className="block size-20 overflow-hidden rounded-md ring-1 ring-line hover:ring-plum focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum"
            >
              <Photo src={p.photo} alt="" sizes="80px" width={80} height={80} loading="lazy" className="size-20 object-cover" />
            </button>
          </li>
        ))}
        {count > IN_STRIP && (
          <li className="shrink-0">
            <button
              type="button"
              onClick={() => show(IN_STRIP)}
              className="grid size-20 place-items-center rounded-md bg-white text-center text-sm font-medium text-plum ring-1 ring-line hover:ring-plum"
            >
              {t('photos.seeAll', { count })}
            </button>
          </li>
        )}
      </ul>
      {count > 1 && count <= IN_STRIP && (
        <button type="button" onClick={() => show(0)} className="self-start text-sm font-medium text-plum underline underline-offset-4">
          {t('photos.seeAll', { count })}
        </button>
      )}
      <Dialog open={open} onOpenChange={setOpen} title={t('photos.title')} size="lg" closeLabel={t('photos.close')}>
        {current && (
          <div className="flex flex-col gap-3">
            <figure className="flex flex-col items-center gap-2">
              <Photo
                src={current.photo}
                alt={current.alt}
                sizes="(min-width: 768px) 640px, 100vw"
                width={current.width}
                height={current.height}
                className="max-h-[60vh] w-auto max-w-full rounded-md object-contain"
              />
              <figcaption aria-live="polite" className="text-sm text-muted">
                {label(index)}
              </figcaption>
            </figure>
            {count > 1 && (
              <div className="flex justify-between gap-3">
                <button type="button" onClick={() => step(-1)} className="h-11 rounded-full px-5 font-medium ring-1 ring-line hover:ring-plum">
                  {t('photos.previous')}
                </button>
                <button type="button" onClick={() => step(1)} className="h-11 rounded-full px-5 font-medium ring-1 ring-line hover:ring-plum">
                  {t('photos.next')}
                </button>
              </div>
            )}
          </div>
        )}
      </Dialog>
    </div>
  );
}
