import { useState, type FormEvent, type ReactNode } from 'react';
import { storedToken } from '../../client/api-client';
import { FIT_WORDS, REVIEW_BODY_MAX, REVIEW_FITS, REVIEW_PHOTOS_MAX, REVIEW_TITLE_MAX } from '#lib/validation/reviews';
import { errorClass, inputClass, labelClass, linkButtonClass, primaryButtonClass } from '../account/form-styles';

/** One delivered line and its review, as GET /api/web/reviews/order and the /review/[token] page give it. */
export type ReviewLine = {
  orderItemId: string;
  productName: string;
  productSlug: string;
  colorName: string;
  sizeName: string;
  review: { status: 'pending' | 'published' | 'rejected' | 'hidden'; rating: number; rejectReason: string | null } | null;
};

export type ReviewFormProps = {
  orderNumber: string;
  open: boolean;
  lines: ReviewLine[];
  /** The signed link's token; without it the shopper's session sends the review. */
  token?: string | null;
  /** My Account's order page: each form opens from its line's 'Write a review' button. */
  collapsed?: boolean;
};

const fieldset = 'space-y-2';
const legend = 'text-sm font-semibold text-ink';
const radioRow = 'flex flex-wrap gap-2';
const choice =
  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line px-3 text-base has-[:checked]:border-[#5b2a86] has-[:checked]:bg-[#f3edf8] has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-[#5b2a86]';

function statusText(review: NonNullable<ReviewLine['review']>): string {
  if (review.status === 'published') return `You gave this ${review.rating} ${review.rating === 1 ? 'star' : 'stars'}. Your review is on the product page.`;
  if (review.status === 'pending') return 'Thank you! Your review is waiting to be read by our team.';
  if (review.status === 'hidden') return 'Your review is no longer shown on the product page.';
  return `We did not publish your review: ${review.rejectReason ?? 'it did not follow our review guidelines.'}`;
}

/**
 * The buyer's review form (issue 30): for each delivered line, stars (a radio group), how it fits,
 * an optional title and text and up to four photos. The server is the judge; its messages are
 * shown as they come. Reached by the review request's link or from My Account's order page.
 */
export default function ReviewForm({ orderNumber, open, lines, token = null, collapsed = false }: ReviewFormProps) {
  return (
    <div className="space-y-6">
      {lines.map((line) => (
        <section key={line.orderItemId} aria-labelledby={`line-${line.orderItemId}`} className="rounded-lg border border-line p-4">
          <Heading id={`line-${line.orderItemId}`} level={collapsed ? 3 : 2}>
            {line.productName}
          </Heading>
          <p className="text-sm text-muted">
            {line.colorName}, size {line.sizeName} · order #{orderNumber}
          </p>
          {line.review ? (
            <p className="mt-3 text-base">{statusText(line.review)}</p>
          ) : open ? (
            <LineForm line={line} token={token} collapsed={collapsed} />
          ) : (
            <p className="mt-3 text-base">Reviews for this order have closed: they can be written for 60 days after delivery.</p>
          )}
        </section>
      ))}
    </div>
  );
}

function Heading({ id, level, children }: { id: string; level: 2 | 3; children: ReactNode }) {
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag id={id} className="text-lg font-semibold">
      {children}
    </Tag>
  );
}

function LineForm({ line, token, collapsed }: { line: ReviewLine; token: string | null; collapsed: boolean }) {
  const [shown, setShown] = useState(!collapsed);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const id = (name: string) => `${name}-${line.orderItemId}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const photos = form.getAll('photos').filter((p) => p instanceof File && p.size > 0);
    if (!form.get('rating')) return fail('Choose from 1 to 5 stars.', { rating: 'Choose from 1 to 5 stars.' });
    if (!form.get('fit')) return fail('Say how it fits: runs small, true to size or runs large.', { fit: 'Say how it fits.' });
    if (photos.length > REVIEW_PHOTOS_MAX) return fail(`Add at most ${REVIEW_PHOTOS_MAX} photos to one review.`, { photos: `At most ${REVIEW_PHOTOS_MAX} photos.` });
    form.set('orderItemId', line.orderItemId);
    const session = token ? null : storedToken();
    setBusy(true);
    setError(null);
    setFields({});
    try {
      const r = await fetch('/api/web/reviews', { method: 'POST', body: form, headers: { Accept: 'application/json', ...(token ? { 'X-Review-Link': token } : {}), ...(session ? { Authorization: `Bearer ${session}` } : {}) } });
      const body = (await r.json().catch(() => null)) as { message?: string; errors?: { path: string; message: string }[] } | null;
      if (!r.ok) {
        const byField = Object.fromEntries((body?.errors ?? []).map((e) => [e.path, e.message]));
        return fail(body?.message ?? 'We could not save your review. Please try again.', byField);
      }
      setDone(body?.message ?? 'Thank you for your review!');
    } catch {
      fail('Could not reach the shop. Check your connection and send it again.');
    } finally {
      setBusy(false);
    }
  }

  function fail(message: string, byField: Record<string, string> = {}) {
    setError(message);
    setFields(byField);
  }

  if (!shown) {
    return (
      <button type="button" className={`${linkButtonClass} mt-3 inline-block`} onClick={() => setShown(true)} aria-label={`Write a review of ${line.productName}`}>
        Write a review
      </button>
    );
  }
  if (done) {
    return (
      <p role="status" className="mt-3 text-base font-semibold text-[#1f6f3f]">
        {done}
      </p>
    );
  }
  return (
    <form className="mt-4 space-y-5" onSubmit={submit} noValidate aria-describedby={error ? id('error') : undefined}>
      <fieldset className={fieldset} aria-invalid={fields.rating ? true : undefined}>
        <legend className={legend}>Your rating</legend>
        <div className={radioRow}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={choice}>
              <input type="radio" name="rating" value={n} className="h-4 w-4 accent-[#5b2a86]" />
              <span aria-hidden="true">{'★'.repeat(n)}</span>
              <span className="sr-only">{n === 1 ? '1 star' : `${n} stars`}</span>
            </label>
          ))}
        </div>
        {fields.rating && <p className={errorClass}>{fields.rating}</p>}
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>How does size {line.sizeName} fit?</legend>
        <div className={radioRow}>
          {REVIEW_FITS.map((fit) => (
            <label key={fit} className={choice}>
              <input type="radio" name="fit" value={fit} className="h-4 w-4 accent-[#5b2a86]" />
              {FIT_WORDS[fit]}
            </label>
          ))}
        </div>
        {fields.fit && <p className={errorClass}>{fields.fit}</p>}
      </fieldset>
      <div>
        <label htmlFor={id('title')} className={labelClass}>
          Title (optional)
        </label>
        <input id={id('title')} name="title" maxLength={REVIEW_TITLE_MAX} className={inputClass} aria-invalid={fields.title ? true : undefined} />
        {fields.title && <p className={errorClass}>{fields.title}</p>}
      </div>
      <div>
        <label htmlFor={id('body')} className={labelClass}>
          Your review (optional)
        </label>
        <textarea id={id('body')} name="body" rows={4} maxLength={REVIEW_BODY_MAX} className={`${inputClass} h-auto py-2`} aria-invalid={fields.body ? true : undefined} />
        {fields.body && <p className={errorClass}>{fields.body}</p>}
      </div>
      <div>
        <label htmlFor={id('photos')} className={labelClass}>
          Photos (optional, up to {REVIEW_PHOTOS_MAX})
        </label>
        <input id={id('photos')} name="photos" type="file" accept="image/jpeg,image/png,image/webp,image/avif" multiple className="mt-1 block w-full text-base" aria-describedby={id('photos-hint')} />
        <p id={id('photos-hint')} className="mt-1 text-sm text-muted">
          JPEG, PNG, WebP or AVIF, at most 10 MB each and at least 600 px wide.
        </p>
      </div>
      {error && (
        <p id={id('error')} role="alert" className={errorClass}>
          {error}
        </p>
      )}
      <p className="text-sm text-muted">
        Reviews with words or photos are read before they are published; we never edit them. <a href="/static/review-guidelines" className="font-semibold text-[#5b2a86] underline">Review guidelines</a>
      </p>
      <button type="submit" className={primaryButtonClass} disabled={busy}>
        {busy ? 'Sending…' : 'Send review'}
      </button>
    </form>
  );
}
