import { desc, eq } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { smsOutbox } from '#server/platform/db/schema/index';
import type { OtpSender } from './otp-sender';
import { otpMessage } from './otp-wording';

/** Local development: the "SMS" lands in a table that GET /api/dev/sms reads back. */
export const devSender: OtpSender = {
  name: 'dev',
  async send(mobileNumber, code, language) {
    const db = await getDb();
    await db.insert(smsOutbox).values({ toNumber: mobileNumber, text: otpMessage(code, language) });
  },
};

export type OutboxMessage = { to: string; text: string; createdAt: string };

export async function recentOutbox(opts: { to?: string | undefined; limit?: number } = {}): Promise<OutboxMessage[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(opts.to ? eq(smsOutbox.toNumber, opts.to) : undefined)
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(opts.limit ?? 50);
  return rows.map((r) => ({ to: r.toNumber, text: r.text, createdAt: r.createdAt.toISOString() }));
}
