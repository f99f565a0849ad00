import type { CartLine } from '#lib/cart-schema';
import Photo from '../ui/Photo';
import type { CheckoutKey } from '#lib/i18n/messages/checkout';
import { useWords } from '../ui/island-words';


/** The 'Cart Summary' side panel; its list scrolls once it is taller than 400 px. */
export default function CartSummaryPanel({ items }: { items: readonly CartLine[] }) {
  const { t } = useWords<CheckoutKey>();
  return (
    <section aria-labelledby="cart-summary-heading" className="rounded-[12px] border border-line bg-white p-5">
      <h2 id="cart-summary-heading" className="text-lg font-semibold">
        {t('checkout.cartSummary')}
      </h2>
      <ul className="mt-4 max-h-[400px] space-y-4 overflow-y-auto pr-1" aria-label={t('checkout.itemsInOrder')}>
        {items.map((line) => (
          <li key={line.customId} className="flex gap-3">
            <Photo src={line.image} alt="" sizes="64px" width={64} height={80} loading="lazy" className="h-20 w-16 shrink-0 rounded-lg bg-paper object-cover" />
            <div className="min-w-0 text-sm">
              <p className="font-semibold">{line.name}</p>
              <p className="text-muted">{t('checkout.size', { size: line.size })}</p>
              <p className="text-muted">{t('checkout.color', { color: line.color })}</p>
              <p className="text-muted">{t('checkout.quantity', { quantity: line.quantity })}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
