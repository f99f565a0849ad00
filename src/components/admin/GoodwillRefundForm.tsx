import { useState } from 'react';
import { adminCall } from './admin-api';
import { useAdminSubmit } from './use-admin-submit';
import FormMessage from './FormMessage';
import TextField from './TextField';
import { buttonClass, secondaryButtonClass } from './form-styles';
import { formatINR2 } from '#lib/money';
import { reloadSaying, SavedMessage } from './OrderChangeForm';

/**
 * A goodwill refund: an amount in rupees (at most what was paid less what was refunded, shown)
 * and a reason; a cash-on-delivery order's is paid by the merchant first and its transfer
 * reference entered. The server issues the credit note and sends an online refund.
 */
export default function GoodwillRefundForm({ orderId, maximumPaise, cod, waiting }: { orderId: string; maximumPaise: number; cod: boolean; waiting: boolean }) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [payoutReference, setPayoutReference] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});

  const give = useAdminSubmit(() => adminCall('POST', `/api/admin/orders/${orderId}/goodwill-refund`, { amount, reason, ...(cod ? { payoutReference } : {}) }), {
    onDone: reloadSaying,
    onRefused: (r) => {
      setFieldErrors(Object.fromEntries((r.errors ?? []).map((e) => [e.path, e.message])));
      return r.errors?.[0]?.message ?? r.message;
    },
  });
  const resend = useAdminSubmit(() => adminCall('POST', `/api/admin/orders/${orderId}/resend-refunds`, {}), { onDone: reloadSaying });

  return (
    <div className="space-y-3">
      <SavedMessage />
      {waiting && (
        <form onSubmit={resend.submit} className="space-y-1 rounded-md border border-line p-2">
          <p className="text-sm">A refund of this order is waiting: the payment gateway did not take it.</p>
          <FormMessage error={resend.error} />
          <button type="submit" disabled={resend.busy} className={secondaryButtonClass}>
            {resend.busy ? 'Sending…' : 'Send refund again'}
          </button>
        </form>
      )}
      <form onSubmit={give.submit} noValidate aria-label="Goodwill refund" className="space-y-2">
        <p className="text-sm">
          At most {formatINR2(maximumPaise)}: what was paid less what was already refunded. A credit note for the amount is issued against the tax invoice.
          {cod ? ' Pay the shopper by UPI or bank transfer first, then enter its reference.' : ' The money goes back through the payment gateway.'}
        </p>
        <TextField id="goodwill-amount" label="Amount (₹)" value={amount} onChange={setAmount} inputMode="decimal" error={fieldErrors.amount} />
        <TextField id="goodwill-reason" label="Reason" value={reason} onChange={setReason} error={fieldErrors.reason} />
        {cod && <TextField id="goodwill-reference" label="Transfer reference" value={payoutReference} onChange={setPayoutReference} error={fieldErrors.payoutReference} />}
        <FormMessage error={give.error} />
        <button type="submit" disabled={give.busy} className={buttonClass}>
          {give.busy ? 'Refunding…' : 'Give goodwill refund'}
        </button>
      </form>
    </div>
  );
}
