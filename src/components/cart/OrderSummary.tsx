import { formatINR } from '#lib/money';
import { freeShippingSentence } from '#lib/free-shipping';
import { freeShippingProgress } from '#lib/free-shipping-progress';
import type { CartCharges } from './use-cart-charges';
import type { CartKey } from '#lib/i18n/messages/cart';
import { FREE_SHIPPING_KEYS, type FreeShippingKey } from '#lib/i18n/messages/promises-en';
import { LOCALE_INFO } from '#lib/i18n/locales';
import { useWords } from '../ui/island-words';

type Props = { totalItems: number; listTotalPaise: number; totalPaise: number; blocked: boolean; charges?: CartCharges | null };

/**
 * The spec's order summary: list price, the grouped offer saving, the total before shipping, and
 * every charge checkout may add (shipping by payment method, the COD charge, the free-shipping
 * rule), so nothing new appears at checkout (issue 32).
 */
export default function OrderSummary({ totalItems, listTotalPaise, totalPaise, blocked, charges = null }: Props) {
  const { t, href, locale } = useWords<CartKey | FreeShippingKey>();
  const saving = listTotalPaise - totalPaise;
  // The rule's sentences from the templates pages/cart.astro hands over, in the page's language.
  const rule = { tag: LOCALE_INFO[locale].htmlLang, text: Object.fromEntries(FREE_SHIPPING_KEYS.map((k) => [k, t(k)])) as Record<FreeShippingKey, string> };
  const progress = charges ? freeShippingProgress(charges.freeShipping, totalPaise, rule) : null;
  return (
    <section aria-labelledby="order-summary-heading" className="rounded-[12px] border border-line bg-white p-5 lg:sticky lg:top-24">
      <h2 id="order-summary-heading" className="text-lg font-semibold">
        {t('cart.summary')}
      </h2>
      <dl className="tabular mt-4 space-y-2 text-sm">
        <div className="flex justify-between">
          <dt>{t('cart.itemsCount', { count: totalItems })}</dt>
          <dd>{formatINR(listTotalPaise)}</dd>
        </div>
        {saving > 0 && (
          <div className="flex justify-between text-success">
            <dt>{t('cart.offerSavings')}</dt>
            <dd>{`−${formatINR(saving)}`}</dd>
          </div>
        )}
        {charges === null ? (
          <div className="flex justify-between text-muted">
            <dt>{t('cart.shipping')}</dt>
            <dd>{t('cart.shippingLater')}</dd>
          </div>
        ) : (
          <>
            <div className="flex justify-between text-muted">
              <dt>{t('cart.shippingOnline')}</dt>
              <dd data-testid="cart-shipping-online">{formatINR(charges.onlinePaise)}</dd>
            </div>
            <div className="flex justify-between text-muted">
              <dt>{t('cart.shippingCod')}</dt>
              <dd data-testid="cart-shipping-cod">{formatINR(charges.codPaise)}</dd>
            </div>
            {charges.codFeePaise > 0 && (
              <div className="flex justify-between text-muted">
                <dt>{t('cart.codFee')}</dt>
                <dd data-testid="cart-cod-fee">{formatINR(charges.codFeePaise)}</dd>
              </div>
            )}
          </>
        )}
        <div className="flex justify-between border-t border-line pt-3 text-base font-semibold">
          <dt>{t('cart.subtotal')}</dt>
          <dd data-testid="cart-subtotal">{formatINR(totalPaise)}</dd>
        </div>
      </dl>
      {progress && (
        <p className="mt-4 rounded-[8px] bg-success/10 px-3 py-2 text-sm font-semibold text-ink" data-testid="cart-free-shipping-progress">
          {progress}
        </p>
      )}
      {charges?.freeShipping && (
        <p className="mt-2 text-sm text-success" data-testid="cart-free-shipping">
          {t('cart.appliedAtCheckout', { rule: freeShippingSentence(charges.freeShipping, rule) })}
        </p>
      )}
      {blocked ? (
        <>
          <button type="button" disabled className="mt-5 h-12 w-full cursor-not-allowed rounded-full bg-plum/50 font-semibold text-white">
            {t('cart.proceed')}
          </button>
          <p className="mt-2 text-sm text-error">{t('cart.blocked')}</p>
        </>
      ) : (
        <a href={href('/shipping')} className="mt-5 flex h-12 w-full items-center justify-center rounded-full bg-plum font-semibold text-white hover:bg-plum-dark">
          {t('cart.proceed')}
        </a>
      )}
    </section>
  );
}
