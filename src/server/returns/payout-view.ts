import { eq } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { returnRequests } from '#server/platform/db/schema/index';
import { openPayout } from './payout-seal';

/** The unmasked refund account of a cash-on-delivery return, in one line for the staff member who pays it. */
export async function payoutForRefund(returnId: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ sealed: returnRequests.payoutSealed }).from(returnRequests).where(eq(returnRequests.id, returnId)).limit(1);
  if (!row?.sealed) return null;
  const p = openPayout(row.sealed);
  return p.method === 'upi' ? `UPI ${p.upiId}` : `${p.accountName}, account ${p.accountNumber}, IFSC ${p.ifsc}`;
}
