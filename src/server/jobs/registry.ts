import type { JobName } from './queue';
import { paymentWindowJob, sweepPaymentWindows } from './payment-window';
import { sendOrderMessage } from '../notify/send-order-message';
import { codConfirmationJob, sweepUnconfirmedCod } from '../cod/confirmation-timer';

type Ctx = { now: Date };

/** What each job does; every handler is idempotent (a job may run twice after a crash). */
export const JOB_HANDLERS: Record<JobName, (payload: unknown, ctx: Ctx) => Promise<void>> = {
  'payment-window-ends': paymentWindowJob,
  'order-message': sendOrderMessage,
  'cod-confirmation-ends': codConfirmationJob,
};

/** Periodic checks that catch what a lost or failed job would have done. */
export const SWEEPS: ReadonlyArray<(ctx: Ctx) => Promise<void>> = [sweepPaymentWindows, sweepUnconfirmedCod];
