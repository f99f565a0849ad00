// The workflows domain's only door: what other domains and the pages use of it.
export { answerLink, linkOrderView } from './answer-cod-link';
export type { LinkDecision, LinkOrderView } from './answer-cod-link';
export { codConfirmationJob, holdUnconfirmed, sweepUnconfirmedCod } from './cod-confirmation-timer';
export { changeAddress } from './change-address';
export { changeLine, removeLine } from './change-order';
export type { ChangeOutcome } from './settle-change';
export { recordCallOutcome } from './call-outcome';
export type { RecordedCall } from './call-outcome';
export { createOrder } from './create-order';
export { goodwillRefund, refundsWaiting, resendRefunds } from './goodwill-refund';
export type { GoodwillOutcome } from './goodwill-refund';
export { addOrderNote, bulkConfirm, cancelOrder, deliverOrder, refundOrder, runSimpleAction, shipOrder, shipWithCourier } from './order-actions';
export type { SimpleAction } from './order-actions';
export { startPayNow } from './pay-now';
export { getPaymentStatus } from './payment-status';
export { retryPayment } from './retry-payment';
export { cancelOwnOrder, REFUND_PENDING_MESSAGE } from './shopper-cancel';
export type { ShopperCancelOutcome } from './shopper-cancel';
