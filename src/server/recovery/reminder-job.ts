import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Db } from '#server/platform/db/client';
import { checkoutRecoveries, customers } from '#server/platform/db/schema/index';
import { env } from '#server/platform/env';
import { log } from '#server/platform/log';
import { schedule } from '#server/platform/jobs/job-queue';
import { codeByText, codeOpenNow } from '#server/discounts';
import { getWhatsAppChoice, notifiers, type NotifyResult, type RecoveryTemplateName } from '#server/notify';
import { nextSendableTime } from '#lib/quiet-hours';
import { recoverySettings } from './recovery-settings';
import { signRecoveryToken } from './recovery-link';
import { CHECKOUT_REMINDER_JOB, endOpenRecovery, FIRST_REMINDER_MS, savedCartLines } from './saved-cart';

/** The second reminder follows the first by a day. */
export const SECOND_REMINDER_MS = 24 * 3_600_000;
const RETRY_MS = 10 * 60_000;

const PayloadSchema = z.object({ recoveryId: z.number().int().positive(), step: z.union([z.literal(1), z.literal(2)]) });

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/**
 * The `checkout-reminder` job: sends step 1 (an hour after /shipping) or step 2 (a day after
 * step 1) of one sequence, once. It stops the sequence instead when the merchant turned
 * reminders off, the kept cart is empty or the shopper turned WhatsApp off in My Account (that
 * choice is the consent for reminders on any channel); an order has ended it already. At night
 * in India it schedules itself for 09:00 IST. The step is claimed by writing its sent time before
 * sending, so two runs never send it twice; a provider's fault clears the claim and tries later.
 */
export async function checkoutReminderJob(payload: unknown, ctx: { now: Date }): Promise<void> {
  const { recoveryId, step } = PayloadSchema.parse(payload);
  const now = ctx.now;
  const db = await getDb();
  const [r] = await db.select().from(checkoutRecoveries).where(eq(checkoutRecoveries.id, recoveryId)).limit(1);
  if (!r || r.endedAt) return;
  if (step === 1 ? r.firstSentAt !== null : r.secondSentAt !== null || r.firstSentAt === null) return;
  const due = step === 1 ? r.reachedAt.getTime() + FIRST_REMINDER_MS : r.firstSentAt!.getTime() + SECOND_REMINDER_MS;
  // The shopper came back to /shipping since this job was written: a later job has the new hour.
  if (now.getTime() < due) return;

  const settings = await recoverySettings();
  if (!settings.enabled) return endOpenRecovery(db, r.customerId, 'off', now);
  if (step === 2 && !settings.secondReminder) return endOpenRecovery(db, r.customerId, 'done', now);
  const lines = await savedCartLines(r.customerId);
  if (lines.length === 0) return endOpenRecovery(db, r.customerId, 'emptied', now);
  if (!(await getWhatsAppChoice(r.customerId)).whatsapp) return endOpenRecovery(db, r.customerId, 'opted-out', now);
  const sendable = nextSendableTime(now);
  if (sendable > now) return schedule(CHECKOUT_REMINDER_JOB, sendable, { recoveryId, step });

  const [customer] = await db.select().from(customers).where(eq(customers.id, r.customerId)).limit(1);
  if (!customer) return;
  const sentColumn = step === 1 ? checkoutRecoveries.firstSentAt : checkoutRecoveries.secondSentAt;
  const [claimed] = await db
    .update(checkoutRecoveries)
    .set(step === 1 ? { firstSentAt: now, lines } : { secondSentAt: now, lines })
    .where(and(eq(checkoutRecoveries.id, recoveryId), isNull(checkoutRecoveries.endedAt), isNull(sentColumn)))
    .returning({ id: checkoutRecoveries.id });
  if (!claimed) return;

  const e = env();
  const all = notifiers(e);
  const notifier = all.whatsapp ?? all.sms;
  const link = `${e.PUBLIC_SITE_URL.replace(/\/+$/, '')}/cart/restore/${signRecoveryToken(recoveryId, step, now, e)}`;
  const name = firstName(customer.name);
  const code = step === 2 ? await offerableCode(db, settings.secondReminderCode, now) : null;
  const template: RecoveryTemplateName = step === 1 ? 'cart_reminder' : code ? 'cart_reminder_code' : 'cart_reminder_again';
  const result: NotifyResult = await notifier.send({
    template,
    to: customer.mobileNumber,
    params: code ? [name, code] : [name],
    link,
    reference: `recovery-${recoveryId}:${step}`,
    language: customer.language,
  });
  if (!result.ok) {
    await db.update(checkoutRecoveries).set(step === 1 ? { firstSentAt: null } : { secondSentAt: null }).where(eq(checkoutRecoveries.id, recoveryId));
    log('warn', 'cart reminder not sent', { recoveryId, step, reason: result.reason });
    if (result.kind === 'retryable') await schedule(CHECKOUT_REMINDER_JOB, new Date(now.getTime() + Math.max(RETRY_MS, result.retryAfterMs ?? 0)), { recoveryId, step });
    else await endOpenRecovery(db, r.customerId, `failed:${result.reason}`, now);
    return;
  }
  await db.update(checkoutRecoveries).set({ channel: notifier.channel }).where(eq(checkoutRecoveries.id, recoveryId));
  // After the last message the sequence stays open only to count a restore and an order.
  if (step === 1 && settings.secondReminder) await schedule(CHECKOUT_REMINDER_JOB, new Date(now.getTime() + SECOND_REMINDER_MS), { recoveryId, step: 2 });
}

/** For the dev hook: runs the next step of one shopper's open sequence at `now`. */
export async function runCustomerReminder(mobileNumber: string, now: Date): Promise<'ran' | 'none'> {
  const db = await getDb();
  const [r] = await db
    .select({ id: checkoutRecoveries.id, firstSentAt: checkoutRecoveries.firstSentAt })
    .from(checkoutRecoveries)
    .innerJoin(customers, eq(customers.id, checkoutRecoveries.customerId))
    .where(and(eq(customers.mobileNumber, mobileNumber), isNull(checkoutRecoveries.endedAt)))
    .limit(1);
  if (!r) return 'none';
  await checkoutReminderJob({ recoveryId: r.id, step: r.firstSentAt ? 2 : 1 }, { now });
  return 'ran';
}

/** The merchant's code for the second reminder, unless it is paused, expired or used up by now. */
async function offerableCode(db: Db, text: string | null, now: Date): Promise<string | null> {
  if (text === null) return null;
  const code = await codeByText(db, text);
  return code && codeOpenNow(code, now) ? code.code : null;
}
