// The workflows domain's only door: what other domains and the pages use of it.
export { answerLink, linkOrderView } from './answer-cod-link';
export type { LinkDecision, LinkOrderView } from './answer-cod-link';
export { applyBulkShip, checkBulkShipSheet } from './bulk-ship';
export type { BulkShipOutcome } from './bulk-ship';
export type { BulkShipReport } from './bulk-ship-check';
export { documentOrderIds, orderDocumentsPdf, planDocuments } from './order-documents';
export { codConfirmationJob, holdUnconfirmed, sweepUnconfirmedCod } from './cod-confirmation-timer';
export { createOrder } from './create-order';
export { addOrderNote, bulkConfirm, cancelOrder, deliverOrder, refundOrder, runSimpleAction, shipOrder, shipWithCourier } from './order-actions';
export type { SimpleAction } from './order-actions';
export { startPayNow } from './pay-now';
export { getPaymentStatus } from './payment-status';
export { retryPayment } from './retry-payment';
