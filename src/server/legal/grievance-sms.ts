import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '#server/platform/db/client';
import { grievances } from '#server/platform/db/schema/index';
import { notifiers } from '#server/notify';
import { languageOf } from '#server/auth';
import { ticketOf } from '#lib/validation/grievance';
import { LOCALES, LOCALE_INFO, type Locale } from '#lib/i18n/locales';

const PayloadSchema = z.object({ grievanceId: z.number().int().positive() });

const dayFormats = Object.fromEntries(
  LOCALES.map((l) => [l, new Intl.DateTimeFormat(LOCALE_INFO[l].htmlLang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' })]),
) as Record<Locale, Intl.DateTimeFormat>;
/** '5 Dec 2026'; in the message's own language for Hindi and Tamil ('5 டிச., 2026'). */
export const formatDueDay = (d: Date, language: Locale = 'en') => dayFormats[language].format(d);

/**
 * Sends a complaint's SMS acknowledgement once. The sender claims it by setting the sent time
 * (only one claim can win), so the at-once send and its safety-net job never both send; a
 * failure clears the claim and throws, and the job tries again later.
 */
export async function sendGrievanceAcknowledgement(grievanceId: number, now = new Date()): Promise<'sent' | 'already'> {
  const db = await getDb();
  const [claimed] = await db
    .update(grievances)
    .set({ ackSmsSentAt: now })
    .where(and(eq(grievances.id, grievanceId), isNull(grievances.ackSmsSentAt)))
    .returning();
  if (!claimed) return 'already';
  // A complaint from a shopper with an account is answered in their language; anyone else's in English.
  const language = claimed.customerId ? await languageOf(claimed.customerId) : 'en';
  const result = await notifiers().sms.send({
    template: 'grievance_received',
    to: claimed.mobileNumber,
    params: [claimed.name.split(/\s+/)[0] ?? claimed.name, ticketOf(claimed.id), formatDueDay(claimed.resolveBy, language)],
    reference: `grievance:${claimed.id}`,
    language,
  });
  if (result.ok) {
    await db.update(grievances).set({ ackSmsError: null }).where(eq(grievances.id, grievanceId));
    return 'sent';
  }
  await db.update(grievances).set({ ackSmsSentAt: null, ackSmsError: result.reason }).where(eq(grievances.id, grievanceId));
  if (result.kind === 'permanent') return 'already';
  throw new Error(`grievance sms not sent: ${result.reason}`);
}

export async function grievanceAcknowledgementJob(payload: unknown, ctx: { now: Date }): Promise<void> {
  const { grievanceId } = PayloadSchema.parse(payload);
  await sendGrievanceAcknowledgement(grievanceId, ctx.now);
}
