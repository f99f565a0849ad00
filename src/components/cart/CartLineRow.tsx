import type { CartLine } from '#lib/cart-schema';
import { formatINR, toPaise } from '#lib/money';
import { removeFromCart, updateQuantity } from '../../stores/cart';
import QuantityStepper from '../ui/QuantityStepper';
import type { PriceNotice } from './use-cart-quote';
import type { CartKey } from '#lib/i18n/messages/cart';
import { useWords } from '../ui/island-words';

type Props = { line: CartLine; unavailable: boolean; notice: PriceNotice | undefined; stockProblem?: string | undefined };

/** One size/colour variant of a product in the cart. */
export default function CartLineRow({ line, unavailable, notice, stockProblem }: Props) {
  const { t } = useWords<CartKey>();
  const what = `${line.name} (${line.color}, ${line.size})`;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
      <span aria-hidden="true" style={{ backgroundColor: line.selectedColor.colorCode ?? 'transparent' }} className="h-5 w-5 shrink-0 rounded-full border border-black/20" />
      {/* On a phone the words take the row and the controls wrap below, instead of one word per line. */}
      <div className="min-w-0 flex-1 basis-[calc(100%-2rem)] text-sm sm:basis-0">
        <p>
          <span className="font-medium">{line.color}</span>
          <span className="text-muted">{` · ${t('cart.size')} `}</span>
          <span className="font-medium">{line.size}</span>
        </p>
        <p className="tabular text-muted">{t('cart.each', { price: formatINR(toPaise(line.price)) })}</p>
        {notice && (
          <p className="text-sm font-medium text-error">{t('cart.priceChanged', { from: formatINR(toPaise(notice.from)), to: formatINR(toPaise(notice.to)) })}</p>
        )}
        {unavailable && <p className="text-sm font-semibold text-error">{t('cart.noLongerAvailable')}</p>}
        {!unavailable && stockProblem && <p className="text-sm font-semibold text-error">{stockProblem}</p>}
      </div>
      {!unavailable && (
        <div className="ml-8 sm:ml-0">
          <QuantityStepper
            size="sm"
            value={line.quantity}
            onChange={(q) => updateQuantity(line.customId, q)}
            label={t('cart.quantityOf', { what })}
            decreaseLabel={t('cart.decrease', { what })}
            increaseLabel={t('cart.increase', { what })}
          />
        </div>
      )}
      <button
        type="button"
        onClick={() => removeFromCart(line.customId)}
        aria-label={t('cart.removeWhat', { what })}
        className="ml-auto inline-flex h-9 items-center gap-1 rounded-full px-3 text-sm font-medium text-muted hover:bg-error/10 hover:text-error"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round">
          <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
        </svg>
        {t('cart.remove')}
      </button>
    </li>
  );
}
