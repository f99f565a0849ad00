import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { formatINR, toPaise } from '#lib/money';
import { fetchSearch, POPULAR_SEARCHES, productUrl, searchPageUrl, type SearchHit } from './search-client';
import type { Locale } from '#lib/i18n/locales';
import type { SearchKey } from '#lib/i18n/messages/product';
import { IslandWords, useWords } from '../ui/island-words';

/**
 * The header search (spec section 2), an ARIA 1.2 combobox with a listbox popup: the input keeps
 * focus, arrow keys move aria-activedescendant, Enter chooses, Escape and outside clicks close.
 * Requests are debounced; an answer for older text never replaces a newer one.
 */
type Props = { variant?: 'desktop' | 'mobile'; initialText?: string };

type Option =
  | { kind: 'product'; id: string; hit: SearchHit }
  | { kind: 'search'; id: string; text: string }
  | { kind: 'popular'; id: string; text: string };

type Results = { text: string; hits: SearchHit[] } | { text: string; failed: true };

const DEBOUNCE_MS = 200;

function go(url: string) {
  window.location.assign(url);
}

/** `words`: its texts in the page's language (SEARCH_KEYS), handed by the navbar. */
export default function SearchBox({ words, locale, ...props }: Props & { words: Record<SearchKey, string>; locale?: Locale | undefined }) {
  return (
    <IslandWords words={words} locale={locale}>
      <Search {...props} />
    </IslandWords>
  );
}

function Search({ variant = 'desktop', initialText = '' }: Props) {
  const { t, href, locale } = useWords<SearchKey>();
  const uid = useId();
  const listId = `${uid}-list`;
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [results, setResults] = useState<Results | null>(null);
  const query = text.trim();

  useEffect(() => {
    // A term carried in from the results page is only looked up once the shopper opens the box.
    if (!query || !open) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetchSearch(query, controller.signal, locale).then(
        (hits) => setResults({ text: query, hits }),
        (err: unknown) => {
          if (!controller.signal.aborted) setResults({ text: query, failed: true });
          if (!(err instanceof DOMException)) console.warn('search failed', err);
        },
      );
    }, DEBOUNCE_MS);
    // A newer text aborts the older request, so a late answer can never overwrite it.
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, open, locale]);

  // On small screens the navbar shows this island inside a <details> toggle: focus the field
  // when it opens, and let Escape fold it away again.
  useEffect(() => {
    const details = variant === 'mobile' ? rootRef.current?.closest('details') : null;
    if (!details) return;
    const onToggle = () => {
      if (details.open) inputRef.current?.focus();
    };
    details.addEventListener('toggle', onToggle);
    return () => details.removeEventListener('toggle', onToggle);
  }, [variant]);

  function closeDisclosure(): boolean {
    const details = rootRef.current?.closest('details');
    if (!details?.open) return false;
    details.open = false;
    details.querySelector('summary')?.focus();
    return true;
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) {
        setOpen(false);
        setActive(-1);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const current = results && results.text === query ? results : null;
  const hits = useMemo(() => (current && 'hits' in current ? current.hits : []), [current]);
  const options = useMemo<Option[]>(() => {
    if (!query) return POPULAR_SEARCHES.map((key, i) => ({ kind: 'popular', id: `${uid}-pop-${i}`, text: t(key) }));
    return [
      ...hits.map((hit, i): Option => ({ kind: 'product', id: `${uid}-p-${i}`, hit })),
      { kind: 'search', id: `${uid}-search`, text: query },
    ];
  }, [query, hits, uid, t]);

  function choose(option: Option) {
    setOpen(false);
    if (option.kind === 'product') go(href(productUrl(option.hit.slug)));
    else go(href(searchPageUrl(option.text)));
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(e.key === 'ArrowDown' ? 0 : options.length - 1);
        return;
      }
      const last = options.length - 1;
      if (e.key === 'ArrowDown') setActive((i) => (i >= last ? 0 : i + 1));
      else setActive((i) => (i <= 0 ? last : i - 1));
    } else if (e.key === 'Enter' && open && active >= 0 && options[active]) {
      e.preventDefault();
      choose(options[active]);
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (variant === 'mobile' && closeDisclosure()) {
        e.preventDefault();
      } else if (text) {
        setText('');
      }
    }
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    // The box's own text, as Check delivery does: words typed in the instant the island woke can
    // be in the box before they are in React's copy.
    const words = inputRef.current?.value.trim() ?? query;
    if (!words) return;
    setOpen(false);
    go(href(searchPageUrl(words)));
  }

  const activeId = open && active >= 0 ? options[active]?.id : undefined;
  const waiting = Boolean(query) && !current;
  const form = (
    <form role="search" onSubmit={onSubmit} className="relative w-full">
      <label htmlFor={`${uid}-input`} className="sr-only">
        {t('search.label')}
      </label>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.5" className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" strokeLinecap="round" />
      </svg>
      <input
        ref={inputRef}
        id={`${uid}-input`}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-full border border-line bg-white pl-9 pr-4 text-sm text-ink placeholder:text-muted focus:border-plum"
      />
      <div
        className={`${open ? '' : 'hidden '}absolute left-0 right-0 top-full z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-[12px] border border-line bg-white p-2 text-sm shadow-lg`}
      >
        <p role="status" className={query && current ? 'px-2 py-1 text-muted' : 'sr-only'}>
          {!query
            ? ''
            : waiting
              ? t('search.searching')
              : 'failed' in (current ?? {})
                ? t('search.unavailable')
                : hits.length === 0
                  ? t('search.none', { term: query })
                  : t(hits.length === 1 ? 'search.found_one' : 'search.found_other', { count: hits.length })}
        </p>
        {!query && (
          <p id={`${uid}-popular`} className="px-2 pb-1 pt-1 text-xs font-semibold uppercase tracking-wide text-muted">
            {t('search.popular')}
          </p>
        )}
        <ul id={listId} role="listbox" aria-label={query ? t('search.suggestions') : t('search.popular')}>
          {options.map((option, i) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- keys are handled on the combobox input (aria-activedescendant), as the listbox pattern asks
            <li
              key={option.id}
              id={option.id}
              role="option"
              aria-selected={i === active}
              onPointerDown={(e) => e.preventDefault()}
              onClick={() => choose(option)}
              onPointerMove={() => setActive(i)}
              className={`flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 ${i === active ? 'bg-plum/10' : ''}`}
            >
              {option.kind === 'product' ? <ProductRow hit={option.hit} /> : option.kind === 'search' ? (
                <span className="font-medium text-plum">{t('search.searchFor', { term: option.text })}</span>
              ) : (
                <span>{option.text}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </form>
  );

  return (
    <div ref={rootRef} data-search={variant} className={variant === 'desktop' ? 'relative w-full max-w-md' : 'relative w-full'}>
      {form}
    </div>
  );
}

function ProductRow({ hit }: { hit: SearchHit }) {
  const { t } = useWords<SearchKey>();
  const where = [hit.categoryName, hit.subCategoryName].filter(Boolean).join(' · ');
  return (
    <>
      {hit.image ? (
        <img src={hit.image} alt="" width={40} height={50} loading="lazy" className="h-[50px] w-10 shrink-0 rounded-md bg-paper object-cover" />
      ) : (
        <span aria-hidden="true" className="h-[50px] w-10 shrink-0 rounded-md bg-paper" />
      )}
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-ink">{hit.name}</span>
        {where && <span className="block truncate text-xs text-muted">{where}</span>}
      </span>
      <span className="tabular shrink-0 font-semibold text-ink">{hit.price === null ? t('search.na') : formatINR(toPaise(hit.price))}</span>
    </>
  );
}
