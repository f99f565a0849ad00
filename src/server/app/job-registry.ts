import type { JobName } from '#server/platform/jobs/job-queue';
import { paymentWindowJob, sweepPaymentWindows } from '#server/payments';
import { sendOrderMessage } from '#server/notify';
import { codConfirmationJob, sweepUnconfirmedCod } from '#server/workflows';
import { grievanceAcknowledgementJob } from '#server/legal';
import { evidenceExpiresJob, sweepLegacyEvidence, sweepUnclaimedEvidence } from '#server/returns';
import { consoleTaskJob } from './console-task';
import { sweepOldExports } from '#server/exports';
import { metaDeliveryJob, sweepMetaDelivery } from '#server/analytics';
import { checkoutReminderJob } from '#server/recovery';
import { reviewRequestJob } from '#server/reviews';
import { forgetPhotosJob } from '#server/media';

type Ctx = { now: Date };

/** What each job does; every handler is idempotent (a job may run twice after a crash). */
export const JOB_HANDLERS: Record<JobName, (payload: unknown, ctx: Ctx) => Promise<void>> = {
  'payment-window-ends': paymentWindowJob,
  'order-message': sendOrderMessage,
  'cod-confirmation-ends': codConfirmationJob,
  'grievance-acknowledgement': grievanceAcknowledgementJob,
  'evidence-expires': evidenceExpiresJob,
  'console-task': consoleTaskJob,
  'meta-delivery': metaDeliveryJob,
  'checkout-reminder': checkoutReminderJob,
  'review-request': reviewRequestJob,
  'photo-files-forget': forgetPhotosJob,
};

/** Periodic checks that catch what a lost or failed job would have done. */
export const SWEEPS: ReadonlyArray<(ctx: Ctx) => Promise<void>> = [sweepPaymentWindows, sweepUnconfirmedCod, sweepUnclaimedEvidence, sweepLegacyEvidence, sweepOldExports, sweepMetaDelivery];
