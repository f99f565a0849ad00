import { RETURN_EVENT_KINDS, RETURN_STATUSES } from '#lib/returns/return-types';
import type { ReturnStep, ShopperReturn } from '#lib/returns/return-view';
import { formatINR2 } from '#lib/money';
import { orderNumber } from '#lib/order-status';
import OrderTimeline from './OrderTimeline';
import { useAccountWords } from './use-account-words';

/** A step's order event kind back to the return status it marks, whose name the step shows. */
const STATUS_OF_KIND = new Map<string, (typeof RETURN_STATUSES)[number]>(RETURN_STATUSES.map((s) => [RETURN_EVENT_KINDS[s], s]));

/** The shopper's return or exchange once asked: where it stands, each step so far, and what comes back to them. */
export default function ReturnSteps({ request }: { request: ShopperReturn }) {
  const { t, href } = useAccountWords();
  const what = request.kind === 'exchange' ? t('account.exchange') : t('account.returnRefund');
  const stepName = (step: ReturnStep) => {
    const status = STATUS_OF_KIND.get(step.kind);
    return status ? t(`returnStatus.${status}`) : step.label;
  };
  return (
    <div className="space-y-3">
      <p>
        <span className="font-semibold">{what}</span> · {t(`reason.${request.reason}`)} ·{' '}
        <span className="font-semibold">{t('account.returnStatus', { status: t(`returnStatus.${request.status}`) })}</span>
      </p>
      <ul className="list-disc pl-5 text-sm">
        {request.lines.map((l) => (
          <li key={l.orderItemId}>
            {t('account.returnLine', { quantity: l.quantity, name: l.productName, color: l.colorName, size: l.sizeName })}
            {l.exchangeLabel && <> → {l.exchangeLabel}</>}
          </li>
        ))}
      </ul>
      {request.rejectionReason && (
        <p className="rounded-lg border border-[#b42318] p-3 text-sm">
          <span className="font-semibold">{t('account.whyNot')}</span> {request.rejectionReason}
        </p>
      )}
      {request.pickup && (
        <p className="text-sm">
          {t('account.pickupBy', { courier: request.pickup.courier, awb: request.pickup.awb })}{' '}
          <a className="font-semibold text-plum underline" href={request.pickup.trackingUrl} target="_blank" rel="noopener noreferrer">
            {t('account.trackPickup')}
          </a>
        </p>
      )}
      {request.payoutMasked && <p className="text-sm">{t('account.refundTo', { to: request.payoutMasked })}</p>}
      {request.refundMethod === 'original' && <p className="text-sm">{t('account.refundOriginal')}</p>}
      {request.refundAmount !== null && (
        <p className="text-sm">
          {t('account.refunded', { amount: formatINR2(Math.round(request.refundAmount * 100)) })}
          {request.creditNoteNumber && <> · {t('account.creditNote', { number: request.creditNoteNumber })}</>}
        </p>
      )}
      {request.exchangeOrderId && (
        <p className="text-sm">
          {t('account.exchangeShips')}{' '}
          <a className="font-semibold text-plum underline" href={href(`/profile/orders/${request.exchangeOrderId}`)}>
            {t('account.exchangeOrder', { number: orderNumber(request.exchangeOrderId) })}
          </a>
          .
        </p>
      )}
      <OrderTimeline entries={request.steps} label={t('account.returnSteps')} name={stepName} />
    </div>
  );
}
