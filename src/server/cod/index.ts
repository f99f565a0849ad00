// The cod domain's only door: what other domains and the pages use of it.
export { CALL_EVENT_KINDS, callQueue, callRefusal } from './call-queue';
export type { CallQueueEntry } from './call-queue';
export { CONFIRMATION_HOURS, UNCONFIRMED_HOLD, checkConfirmationToken, confirmationDeadline, signConfirmationToken } from './confirmation-link';
