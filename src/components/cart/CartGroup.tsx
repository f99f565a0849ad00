import { useId, useState } from 'react';
import type { CartPricedLine } from '#lib/cart-lines';
import { formatINR, toPaise } from '#lib/money';
import type { PriceGroup } from '#lib/pricing';
import { mrpTotalPaise } from '#lib/mrp';
import CartLineRow from './CartLineRow';
import Photo from '../ui/Photo';
import type { QuoteState } from './use-cart-quote';
import type { CartKey } from '#lib/i18n/messages/cart';
import { useWords } from '../ui/island-words';

type Props = { group: PriceGroup<CartPricedLine>; unavailableLines: CartPricedLine[]; quote: QuoteState };

/** A product in the cart: its combined quantity and offer-priced subtotal, variants expandable. */
export default function CartGroup({ group, unavailableLines, quote }: Props) {
  const { t, href } = useWords<CartKey>();
  const uid = useId();
  const [expanded, setExpanded] = useState(true);
  const lines = [...group.lines, ...unavailableLines];
  const first = lines[0]!.line;
  const saving = group.listSubtotalPaise - group.subtotalPaise;
  const mrp = mrpTotalPaise(group.lines.map((l) => ({ unitPricePaise: l.unitPricePaise, mrpPaise: l.line.selectedSize.strikedPrice === undefined ? null : toPaise(l.line.selectedSize.strikedPrice), quantity: l.quantity })));
  const category = first.productDetails?.product.categoryName;
  return (
    <li className="rounded-[12px] border border-line bg-white p-4">
      <div className="flex gap-4">
        <Photo src={first.image} alt="" sizes="64px" width={64} height={80} className="h-20 w-16 shrink-0 rounded-lg bg-paper object-cover" />
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold">
            <a href={href(`/product/${encodeURIComponent(first.slug)}`)} className="hover:text-plum hover:underline">
              {first.name}
            </a>
          </h2>
          {category && <p className="text-sm text-muted">{category}</p>}
          <p className="text-sm text-muted">{group.quantity === 0 ? t('cart.notAvailable') : t(group.quantity === 1 ? 'cart.items_one' : 'cart.items_other', { count: group.quantity })}</p>
        </div>
        <div className={group.quantity === 0 ? 'hidden' : 'tabular text-right'}>
          <p className="font-semibold" data-testid="group-subtotal">
            {formatINR(group.subtotalPaise)}
          </p>
          {mrp > group.subtotalPaise && (
            <p className="text-sm text-muted" data-testid="group-mrp">
              {t('cart.mrp')} <s>{formatINR(mrp)}</s>
            </p>
          )}
        </div>
      </div>
      {saving > 0 && <p className="mt-2 text-sm font-medium text-success">{t('cart.offerApplied', { amount: formatINR(saving) })}</p>}
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={`${uid}-variants`}
        onClick={() => setExpanded((v) => !v)}
        className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-plum hover:text-plum-dark"
      >
        {t(expanded ? 'cart.hideSizes' : 'cart.showSizes', { count: lines.length })}
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.5" className={expanded ? 'rotate-180' : ''}>
          <path d="m6 9 6 6 6-6" />
        </svg>
      </button>
      <ul id={`${uid}-variants`} hidden={!expanded} className="mt-1 divide-y divide-line">
        {lines.map((l) => (
          <CartLineRow
            key={l.line.customId}
            line={l.line}
            unavailable={quote.unavailable.has(l.line.customId)}
            notice={quote.notices.get(l.line.customId)}
            stockProblem={quote.short.get(l.line.customId)}
          />
        ))}
      </ul>
    </li>
  );
}
