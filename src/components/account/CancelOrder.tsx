import { useId, useState, type FormEvent } from 'react';
import { apiFetch } from '../../client/api-client';
import { toast } from '../../stores/toast';
import Dialog from '../ui/Dialog';
import { errorClass, inputClass, labelClass } from './form-styles';
import { CANCEL_REASON_MAX, shopperCancelRefusal } from '#lib/order-cancel';
import { PAYMENT_METHOD } from '#lib/shipping';
import { orderNumber, PAYMENT_STATUS } from '#lib/order-status';
import type { Order } from '#lib/order-types';
import { formatINR2 } from '#lib/money';
import { useAccountWords } from './use-account-words';

type Props = { order: Order; onCancelled: () => void };

/**
 * 'Cancel order' on My Account's order page: shown only while the shopper may cancel (the same
 * rule the server refuses with), asks for confirmation and an optional reason, and says what
 * happens to the money before the shopper decides.
 */
export default function CancelOrder({ order, onCancelled }: Props) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();
  const { t } = useAccountWords();
  if (shopperCancelRefusal(order.status)) return null;

  const paidOnline = order.paymentMethod === PAYMENT_METHOD.ONLINE && order.paymentStatus === PAYMENT_STATUS.PAID;
  const money = paidOnline
    ? t('account.cancelRefund', { amount: formatINR2(Math.round(order.total * 100)) })
    : order.paymentMethod === PAYMENT_METHOD.ONLINE
      ? t('account.cancelUnpaid')
      : t('account.cancelCod');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const r = await apiFetch<{ status: number }>('/order/cancel', { body: { orderId: order._id, ...(reason.trim() ? { reason } : {}) } });
    setBusy(false);
    if (r.status === 200) {
      setOpen(false);
      toast.success(r.message);
      onCancelled();
      return;
    }
    setError(r.errors?.[0]?.message ?? r.message);
  }

  return (
    <div className="mt-4 flex justify-end">
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex h-10 items-center rounded-full border border-[#b42318] px-5 font-semibold text-[#b42318] hover:bg-[#b42318]/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#b42318]"
      >
        {t('account.cancel')}
      </button>
      <Dialog open={open} onOpenChange={(o) => !busy && setOpen(o)} title={t('account.cancelTitle', { number: orderNumber(order._id) })} description={money}>
        <form noValidate onSubmit={submit} className="space-y-4">
          <div>
            <label htmlFor={reasonId} className={labelClass}>
              {t('account.cancelReason')}
            </label>
            <textarea
              id={reasonId}
              name="reason"
              rows={3}
              maxLength={CANCEL_REASON_MAX}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              className={`${inputClass} h-auto py-2`}
            />
          </div>
          {error && (
            <p role="alert" className={errorClass}>
              {error}
            </p>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={() => setOpen(false)}
              disabled={busy}
              className="inline-flex h-11 items-center justify-center rounded-lg border border-line px-4 font-semibold text-ink hover:bg-plum/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#5b2a86]"
            >
              {t('account.keepOrder')}
            </button>
            <button
              type="submit"
              disabled={busy}
              className="inline-flex h-11 items-center justify-center rounded-lg bg-[#b42318] px-4 font-semibold text-white hover:bg-[#8f1c13] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#b42318] disabled:opacity-60"
            >
              {busy ? t('account.cancelling') : t('account.yesCancel')}
            </button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
