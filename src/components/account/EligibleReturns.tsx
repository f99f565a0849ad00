import { useEffect, useState } from 'react';
import { apiFetch, storedToken } from '../../client/api-client';
import { orderNumber } from '#lib/order-status';

type Eligible = { orderId: string; deliveredAt: string; closesAt: string };

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** On the returns policy page: a signed-in shopper's orders that can still be returned or exchanged, each a link to ask. */
export default function EligibleReturns() {
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
        Return or exchange an order
      </h2>
      {orders.length === 0 ? (
        <p className="mt-2">None of your orders can be returned right now: returns open when an order is delivered and close when its return window ends.</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {orders.map((o) => (
            <li key={o.orderId}>
              <a className="font-semibold text-plum underline" href={`/profile/orders/${o.orderId}`}>
                Order #{orderNumber(o.orderId)}
              </a>{' '}
              · delivered {day.format(new Date(o.deliveredAt))}, return or exchange until {day.format(new Date(o.closesAt))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
