import { useState } from 'react';
import { toast } from '../../stores/toast';
import { retryPayment } from './checkout-api';

/**
 * Opens a new payment attempt for an unpaid online order and sends the shopper to the payment
 * page; on a refusal the server's own words are shown and the button comes back.
 */
export function useStartPayment(orderId: string): { starting: boolean; start: () => Promise<void> } {
  const [starting, setStarting] = useState(false);
  async function start() {
    setStarting(true);
    const r = await retryPayment(orderId);
    if (r.status === 200 && r.data?.paymentRedirectUrl) {
      window.location.assign(r.data.paymentRedirectUrl);
      return;
    }
    setStarting(false);
    toast.error(r.message || 'Could not start the payment. Please try again.');
  }
  return { starting, start };
}
