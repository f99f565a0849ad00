import { useState } from 'react';
import { INVALID_VIDEO_URL, parseYouTubeId, youTubeEmbedUrl } from '#lib/video';
import Dialog from '../ui/Dialog';
import type { PickerKey } from '#lib/i18n/messages/product';
import { useWords } from '../ui/island-words';

/** The promo video: a thumbnail button; the player loads only once the dialog opens. */
type Props = { url: string; thumbnail: string | null; productName: string };

export default function VideoDialog({ url, thumbnail, productName }: Props) {
  const { t } = useWords<PickerKey>();
  const [open, setOpen] = useState(false);
  const id = parseYouTubeId(url);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="group relative flex w-full items-center gap-3 rounded-[12px] border border-line bg-white p-2 text-left text-sm font-medium text-ink hover:border-plum"
      >
        {thumbnail ? (
          <img src={thumbnail} alt="" width={96} height={54} loading="lazy" className="h-[54px] w-24 rounded-lg object-cover" />
        ) : null}
        <span aria-hidden="true" className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-plum text-white group-hover:bg-plum-dark">
          <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor">
            <path d="M8 5v14l11-7z" />
          </svg>
        </span>
        {t('picker.watchVideo')}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={t('picker.video', { name: productName })} size="lg" closeLabel={t('picker.close')}>
        {id ? (
          <div className="aspect-video w-full">
            <iframe
              src={youTubeEmbedUrl(id)}
              title={t('picker.video', { name: productName })}
              allow="autoplay; encrypted-media; picture-in-picture"
              allowFullScreen
              className="h-full w-full rounded-lg"
            />
          </div>
        ) : (
          <p role="alert" className="text-error">
            {INVALID_VIDEO_URL}
          </p>
        )}
      </Dialog>
    </>
  );
}
