import { useState } from 'react';
import { adminCall } from './admin-api';
import { useAdminSubmit } from './use-admin-submit';
import FormMessage from './FormMessage';
import { buttonClass, inputClass, labelClass } from './form-styles';

/**
 * Refund a received return: online orders through the gateway at a click; cash-on-delivery ones
 * after the merchant has paid the shopper, with the transfer reference. A credit note follows.
 */
export default function ReturnRefundForm({ returnId, amount, online }: { returnId: string; amount: string; online: boolean }) {
  const [reference, setReference] = useState('');
  const { error, busy, submit } = useAdminSubmit(() => adminCall('POST', `/api/admin/returns/${returnId}/refund`, online ? {} : { payoutReference: reference }));
  return (
    <form onSubmit={submit} noValidate aria-labelledby="refund-heading" className="space-y-2 rounded-md border border-line p-3">
      <h3 id="refund-heading" className="font-semibold">
        Refund {amount}
      </h3>
      {online ? (
        <p className="text-sm">The money goes back to the shopper's original payment through the gateway.</p>
      ) : (
        <>
          <label htmlFor="payout-reference" className={labelClass}>
            UPI or bank transfer reference
          </label>
          <input id="payout-reference" required value={reference} onChange={(e) => setReference(e.target.value)} className={inputClass} />
        </>
      )}
      <FormMessage error={error} />
      <button type="submit" disabled={busy} className={buttonClass}>
        {busy ? 'Refunding…' : online ? 'Refund through the gateway' : 'Record refund'}
      </button>
    </form>
  );
}
