import { useEffect, useState } from 'react';
import { apiFetch, storedToken } from '../../client/api-client';
import { orderNumber } from '#lib/order-status';
import { dateFormat, useAccountWords } from './use-account-words';
import { IslandWords } from '../ui/island-words';
import type { Locale } from '#lib/i18n/locales';

type Eligible = { orderId: string; deliveredAt: string; closesAt: string };

/** The refund policy page hands its words (eligible.*, account.orderNumber) in the page's language. */
export default function EligibleReturns({ words = {}, locale }: { words?: Readonly<Record<string, string>>; locale?: Locale | undefined }) {
  return (
    <IslandWords words={words} locale={locale}>
      <Eligible />
    </IslandWords>
  );
}

/** On the returns policy page: a signed-in shopper's orders that can still be returned or exchanged, each a link to ask. */
function Eligible() {
  const { t, href, locale } = useAccountWords();
  const day = dateFormat(locale, 'day');
  const [orders, setOrders] = useState<Eligible[] | null>(null);

  useEffect(() => {
    if (!storedToken()) return;
    void apiFetch<Eligible[]>('/order/return/eligible').then((r) => {
      if (r.status === 200 && r.data) setOrders(r.data);
    });
  }, []);

  if (!orders) return null;
  return (
    <section aria-labelledby="eligible-returns" className="mt-6 rounded-(--radius-card) border border-line bg-white p-5 md:p-10">
      <h2 id="eligible-returns" className="text-xl font-semibold">
        {t('eligible.heading')}
      </h2>
      {orders.length === 0 ? (
        <p className="mt-2">{t('eligible.none')}</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {orders.map((o) => (
            <li key={o.orderId}>
              <a className="font-semibold text-plum underline" href={href(`/profile/orders/${o.orderId}`)}>
                {t('account.orderNumber', { number: orderNumber(o.orderId) })}
              </a>{' '}
              {t('eligible.line', { delivered: day.format(new Date(o.deliveredAt)), until: day.format(new Date(o.closesAt)) })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
