import { useState, type FormEvent, type ReactNode } from 'react';
import { storedToken } from '../../client/api-client';
import { REVIEW_BODY_MAX, REVIEW_FITS, REVIEW_PHOTOS_MAX, REVIEW_TITLE_MAX } from '#lib/validation/reviews';
import { errorClass, inputClass, labelClass, linkButtonClass, primaryButtonClass } from '../account/form-styles';
import { useAccountWords } from '../account/use-account-words';
import { IslandWords } from '../ui/island-words';
import { LOCALE_INFO, type Locale } from '#lib/i18n/locales';

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
  /** The review link's page hands its words (review.*); My Account's order page has them already. */
  words?: Readonly<Record<string, string>>;
  locale?: Locale | undefined;
};

type T = ReturnType<typeof useAccountWords>['t'];

const fieldset = 'space-y-2';
const legend = 'text-sm font-semibold text-ink';
const radioRow = 'flex flex-wrap gap-2';
const choice =
  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line px-3 text-base has-[:checked]:border-[#5b2a86] has-[:checked]:bg-[#f3edf8] has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-[#5b2a86]';

/** '{count} stars' in the page's language: the key's _one or _other form by its plural rules. */
function counted(t: T, locale: Locale, key: 'review.published' | 'review.stars', count: number): string {
  const form = new Intl.PluralRules(LOCALE_INFO[locale].htmlLang).select(count) === 'one' ? 'one' : 'other';
  return t(`${key}_${form}`, { count });
}

function statusText(t: T, locale: Locale, review: NonNullable<ReviewLine['review']>): string {
  if (review.status === 'published') return counted(t, locale, 'review.published', review.rating);
  if (review.status === 'pending') return t('review.pending');
  if (review.status === 'hidden') return t('review.hidden');
  return t('review.rejected', { reason: review.rejectReason ?? t('review.rejectedDefault') });
}

/**
 * The buyer's review form (issue 30): for each delivered line, stars (a radio group), how it fits,
 * an optional title and text and up to four photos. The server is the judge; its messages are
 * shown as they come. Reached by the review request's link or from My Account's order page.
 */
export default function ReviewForm({ words, locale, ...props }: ReviewFormProps) {
  if (!words) return <Lines {...props} />;
  return (
    <IslandWords words={words} locale={locale}>
      <Lines {...props} />
    </IslandWords>
  );
}

function Lines({ orderNumber, open, lines, token = null, collapsed = false }: Omit<ReviewFormProps, 'words' | 'locale'>) {
  const { t, locale } = useAccountWords();
  return (
    <div className="space-y-6">
      {lines.map((line) => (
        <section key={line.orderItemId} aria-labelledby={`line-${line.orderItemId}`} className="rounded-lg border border-line p-4">
          <Heading id={`line-${line.orderItemId}`} level={collapsed ? 3 : 2}>
            {line.productName}
          </Heading>
          <p className="text-sm text-muted">
            {t('review.lineMeta', { color: line.colorName, size: line.sizeName, number: orderNumber })}
          </p>
          {line.review ? (
            <p className="mt-3 text-base">{statusText(t, locale, line.review)}</p>
          ) : open ? (
            <LineForm line={line} token={token} collapsed={collapsed} />
          ) : (
            <p className="mt-3 text-base">{t('review.closed')}</p>
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
  const { t, href, locale } = useAccountWords();
  // The server's sentences are English: another language says it in the page's words.
  const said = (message: string | undefined, fallback: string) => (locale === 'en' && message ? message : fallback);
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
    if (!form.get('rating')) return fail(t('review.chooseStars'), { rating: t('review.chooseStars') });
    if (!form.get('fit')) return fail(t('review.sayFit'), { fit: t('review.sayFitShort') });
    if (photos.length > REVIEW_PHOTOS_MAX) return fail(t('review.tooManyPhotos', { max: REVIEW_PHOTOS_MAX }), { photos: t('review.tooManyPhotosShort', { max: REVIEW_PHOTOS_MAX }) });
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
        return fail(said(body?.message, t('review.saveFailed')), locale === 'en' ? byField : {});
      }
      setDone(said(body?.message, t('review.thanks')));
    } catch {
      fail(t('review.offline'));
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
      <button type="button" className={`${linkButtonClass} mt-3 inline-block`} onClick={() => setShown(true)} aria-label={t('review.writeLabel', { name: line.productName })}>
        {t('review.write')}
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
        <legend className={legend}>{t('review.rating')}</legend>
        <div className={radioRow}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={choice}>
              <input type="radio" name="rating" value={n} className="h-4 w-4 accent-[#5b2a86]" />
              <span aria-hidden="true">{'★'.repeat(n)}</span>
              <span className="sr-only">{counted(t, locale, 'review.stars', n)}</span>
            </label>
          ))}
        </div>
        {fields.rating && <p className={errorClass}>{fields.rating}</p>}
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>{t('review.howFits', { size: line.sizeName })}</legend>
        <div className={radioRow}>
          {REVIEW_FITS.map((fit) => (
            <label key={fit} className={choice}>
              <input type="radio" name="fit" value={fit} className="h-4 w-4 accent-[#5b2a86]" />
              {t(`review.fit.${fit}`)}
            </label>
          ))}
        </div>
        {fields.fit && <p className={errorClass}>{fields.fit}</p>}
      </fieldset>
      <div>
        <label htmlFor={id('title')} className={labelClass}>
          {t('review.title')}
        </label>
        <input id={id('title')} name="title" maxLength={REVIEW_TITLE_MAX} className={inputClass} aria-invalid={fields.title ? true : undefined} />
        {fields.title && <p className={errorClass}>{fields.title}</p>}
      </div>
      <div>
        <label htmlFor={id('body')} className={labelClass}>
          {t('review.body')}
        </label>
        <textarea id={id('body')} name="body" rows={4} maxLength={REVIEW_BODY_MAX} className={`${inputClass} h-auto py-2`} aria-invalid={fields.body ? true : undefined} />
        {fields.body && <p className={errorClass}>{fields.body}</p>}
      </div>
      <div>
        <label htmlFor={id('photos')} className={labelClass}>
          {t('review.photos', { max: REVIEW_PHOTOS_MAX })}
        </label>
        <input id={id('photos')} name="photos" type="file" accept="image/jpeg,image/png,image/webp,image/avif" multiple className="mt-1 block w-full text-base" aria-describedby={id('photos-hint')} />
        <p id={id('photos-hint')} className="mt-1 text-sm text-muted">
          {t('review.photosHint')}
        </p>
      </div>
      {error && (
        <p id={id('error')} role="alert" className={errorClass}>
          {error}
        </p>
      )}
      <p className="text-sm text-muted">
        {t('review.readFirst')}{' '}
        <a href={href('/static/review-guidelines')} className="font-semibold text-[#5b2a86] underline">
          {t('review.guidelines')}
        </a>
      </p>
      <button type="submit" className={primaryButtonClass} disabled={busy}>
        {busy ? t('review.sending') : t('review.send')}
      </button>
    </form>
  );
}
