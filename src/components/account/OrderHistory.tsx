import { useEffect, useState } from 'react';
import { apiFetch } from '../../client/api-client';
import type { Order } from '#lib/order-types';
import OrderCard from '../checkout/OrderCard';

type State = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; orders: Order[] };

/** My Account's Order History: the signed-in customer's orders, newest first. */
export default function OrderHistory() {
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
        Loading...
      </p>
    );
  }
  if (state.kind === 'error') return <p role="alert">We could not load your orders. Refresh the page to try again.</p>;
  if (state.orders.length === 0) return <p>You haven't placed any orders yet.</p>;
  return (
    <ul className="space-y-4" aria-label="Your orders">
      {state.orders.map((order) => (
        <li key={order._id}>
          <OrderCard order={order} />
        </li>
      ))}
    </ul>
  );
}
