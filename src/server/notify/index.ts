// The notify domain's only door: what other domains and the pages use of it.
export { applyWhatsAppWebhook, verifySubscription } from './delivery-status';
export { notifiers } from './notifiers';
export { describeMessage, messagesByEvent } from './order-message-log';
export type { MessageLogEntry } from './order-message-log';
export { queueOrderMessages } from './queue-order-messages';
export { sendOrderMessage } from './send-order-message';
export { getWhatsAppChoice, setWhatsAppChoice } from './whatsapp-choice';
export type { NotifyResult } from './notifier';
export type { RecoveryTemplateName } from './recovery-templates';
export { checkReviewToken, REVIEW_DAYS, reviewDeadline, signReviewToken } from './review-link';
export type { ReviewTokenCheck } from './review-link';
