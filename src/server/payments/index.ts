// The payments domain's only door: what other domains and the pages use of it.
export { CallbackResultSchema } from './answer-schemas';
export { lockAttempts } from './apply-update';
export { MAX_ATTEMPTS, latestAttempt, openAttempt, redirectForReplay, startAttempt } from './attempts';
export type { Attempt } from './attempts';
export { checkAttemptAtGateway } from './check-at-gateway';
export { activeGateway } from './gateways';
export { handleCallback } from './handle-callback';
export { paymentWindowEndOf, paymentWindowJob, schedulePaymentWindowEnd, sweepPaymentWindows } from './payment-window';
export { readRawBody } from './raw-body';
export { recordRefundIn, refreshRefund, refundPayment } from './refunds';
export { finishSandboxPayment, getSandboxPage } from './sandbox-checkout';
export type { SandboxPage } from './sandbox-checkout';
