// The cod domain's only door: what other domains and the pages use of it.
export { callQueue } from './call-queue';
export { CONFIRMATION_HOURS, UNCONFIRMED_HOLD, checkConfirmationToken, confirmationDeadline, signConfirmationToken } from './confirmation-link';
