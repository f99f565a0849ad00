import { formatDeliveryWindow } from '#lib/delivery-window';
import { orderNumber } from '#lib/order-status';
import type { Order } from '#lib/order-types';
import { LOCALE_INFO } from '#lib/i18n/locales';
import { useAccountWords } from './use-account-words';

/**
 * Where an order is on its way: the expected delivery days, the courier and AWB once shipped,
 * and the courier's tracking page (a new tab; the courier's page gets no hold on ours).
 */
export default function OrderProgress({ order, showDetailsLink = false }: { order: Order; showDetailsLink?: boolean }) {
  const { t, href, locale } = useAccountWords();
  const number = orderNumber(order._id);
  const { shipment, expectedDelivery } = order;
  if (!shipment && !expectedDelivery && !showDetailsLink) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3 text-sm">
      <div className="space-y-1">
        {expectedDelivery && (
          <p>
            <span className="text-muted">{t('account.expectedDelivery')} </span>
            <span className="font-semibold">{formatDeliveryWindow(expectedDelivery, LOCALE_INFO[locale].htmlLang)}</span>
          </p>
        )}
        {shipment && (
          <p className="text-muted">
            {t(shipment.deliveredAt ? 'account.deliveredBy' : 'account.shippedWith', { courier: shipment.courier })} · AWB <span className="font-mono">{shipment.awb}</span>
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        {shipment && (
          <a
            href={shipment.trackingUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('account.trackLabel', { number })}
            className="inline-flex h-10 items-center rounded-full bg-plum px-5 font-semibold text-white hover:bg-plum-dark"
          >
            {t('account.track')}
          </a>
        )}
        {showDetailsLink && (
          <a href={href(`/profile/orders/${order._id}`)} aria-label={t('account.detailsLabel', { number })} className="inline-flex h-10 items-center rounded-full border border-plum px-5 font-semibold text-plum hover:bg-plum/5">
            {t('account.details')}
          </a>
        )}
      </div>
    </div>
  );
}
