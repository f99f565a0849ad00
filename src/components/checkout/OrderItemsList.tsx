import { formatINR2 } from '#lib/money';
import type { OrderItem } from '#lib/order-types';
import { ORDER_STATUS_EN, type OrderStatusKey } from '#lib/i18n/messages/order-status-en';
import { useWordsOr } from '../ui/island-words';


/** What was bought: image, name, colour, size, quantity and line subtotal, money with 2 decimals. */
export default function OrderItemsList({ items, label }: { items: readonly OrderItem[]; label: string }) {
  const { t } = useWordsOr<OrderStatusKey>(ORDER_STATUS_EN);
  return (
    <ul className="divide-y divide-line" aria-label={label}>
      {items.map((item, i) => (
        <li key={`${item.productId}-${item.selectedColor}-${item.selectedSize}-${i}`} className="flex gap-3 py-3">
          <img src={item.selectedImage} alt="" width={56} height={70} loading="lazy" className="h-[70px] w-14 shrink-0 rounded-lg bg-paper object-cover" />
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-semibold">{item.productName}</p>
            <p className="text-muted">
              {t('order.itemLine', { color: item.colorName, size: item.selectedSize, quantity: item.quantity })}
            </p>
          </div>
          <p className="tabular text-sm font-semibold">{formatINR2(Math.round(item.subTotal * 100))}</p>
        </li>
      ))}
    </ul>
  );
}
