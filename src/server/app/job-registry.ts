import type { JobName } from '../platform/job-queue';
import { paymentWindowJob, sweepPaymentWindows } from '../payments/payment-window';
import { sendOrderMessage } from '../notify/send-order-message';
import { codConfirmationJob, sweepUnconfirmedCod } from '../workflows/cod-confirmation-timer';
import { grievanceAcknowledgementJob } from '../legal/grievance-sms';
import { evidenceExpiresJob, sweepUnclaimedEvidence } from '../returns/evidence';
import { sweepLegacyEvidence } from '../returns/legacy-evidence';
import { consoleTaskJob } from './console-task';
import { sweepOldExports } from '../exports/export-task';

type Ctx = { now: Date };

/** What each job does; every handler is idempotent (a job may run twice after a crash). */
export const JOB_HANDLERS: Record<JobName, (payload: unknown, ctx: Ctx) => Promise<void>> = {
  'payment-window-ends': paymentWindowJob,
  'order-message': sendOrderMessage,
  'cod-confirmation-ends': codConfirmationJob,
  'grievance-acknowledgement': grievanceAcknowledgementJob,
  'evidence-expires': evidenceExpiresJob,
  'console-task': consoleTaskJob,
};

/** Periodic checks that catch what a lost or failed job would have done. */
export const SWEEPS: ReadonlyArray<(ctx: Ctx) => Promise<void>> = [sweepPaymentWindows, sweepUnconfirmedCod, sweepUnclaimedEvidence, sweepLegacyEvidence, sweepOldExports];
