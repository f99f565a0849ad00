import type { Locale } from '#lib/i18n/locales';
import type { CartKey } from '#lib/i18n/messages/cart';
import { IslandWords, useWords } from '../ui/island-words';

/** The empty cart; inside the cart island it uses the island's words, on the page's first paint its own. */
export default function EmptyCart({ words, locale }: { words?: Readonly<Partial<Record<CartKey, string>>>; locale?: Locale | undefined }) {
  if (words) {
    return (
      <IslandWords words={words as Record<string, string>} locale={locale}>
        <Empty />
      </IslandWords>
    );
  }
  return <Empty />;
}

function Empty() {
  const { t, href } = useWords<CartKey>();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="56" height="56" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" className="text-plum">
        <path d="M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4Z" />
        <path d="M3 6h18" />
        <path d="M16 10a4 4 0 0 1-8 0" />
      </svg>
      <h2 className="mt-4 text-xl font-semibold">{t('cart.emptyTitle')}</h2>
      <p className="mt-2 text-muted">{t('cart.emptyText')}</p>
      <a href={href('/categories')} className="mt-6 inline-flex h-11 items-center rounded-full bg-plum px-6 font-semibold text-white hover:bg-plum-dark">
        {t('cart.continueShopping')}
      </a>
    </div>
  );
}
