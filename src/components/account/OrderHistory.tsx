import { useEffect, useState } from 'react';
import { apiFetch } from '../../client/api-client';
import type { Order } from '#lib/order-types';
import OrderCard from '../checkout/OrderCard';
import { useAccountWords } from './use-account-words';

type State = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; orders: Order[] };

/** My Account's Order History: the signed-in customer's orders, newest first. */
export default function OrderHistory() {
  const { t } = useAccountWords();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    void apiFetch<Order[]>('/order/history').then((r) => {
      if (!live) return;
      setState(r.status === 200 && r.data ? { kind: 'ready', orders: r.data } : { kind: 'error' });
    });
    return () => {
      live = false;
    };
  }, []);

  if (state.kind === 'loading') {
    return (
      <p role="status" className="text-muted">
        {t('account.loading')}
      </p>
    );
  }
  if (state.kind === 'error') return <p role="alert">{t('account.ordersFailed')}</p>;
  if (state.orders.length === 0) return <p>{t('account.noOrders')}</p>;
  return (
    <ul className="space-y-4" aria-label={t('account.yourOrders')}>
      {state.orders.map((order) => (
        <li key={order._id}>
          <OrderCard order={order} />
        </li>
      ))}
    </ul>
  );
}
