import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { APIContext } from 'astro';
import { getDb } from '#server/platform/db/client';
import { customers, sessions } from '#server/platform/db/schema/index';
import { newId } from '#server/platform/db/ids';
import { unauthorized } from '#server/platform/errors';

export const SESSION_DAYS = 30;

export type Customer = { id: string; name: string; email: string | null; mobileNumber: string };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A 256-bit random bearer token; only its hash is stored. */
export async function createSession(customerId: string, now = new Date()): Promise<string> {
  const db = await getDb();
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    id: newId(),
    customerId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000),
  });
  return token;
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+([A-Za-z0-9_\-.~+/=]{16,200})$/.exec(header.trim());
  return match?.[1] ?? null;
}

export async function customerForToken(token: string): Promise<Customer | null> {
  const db = await getDb();
  const rows = await db
    .select({ id: customers.id, name: customers.name, email: customers.email, mobileNumber: customers.mobileNumber })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return rows[0] ?? null;
}

/** The signed-in customer of this request, or a 401. */
export async function requireCustomer(ctx: Pick<APIContext, 'request'>): Promise<Customer> {
  const token = bearerToken(ctx.request);
  if (!token) throw unauthorized();
  const customer = await customerForToken(token);
  if (!customer) throw unauthorized();
  return customer;
}

export async function revokeToken(token: string): Promise<void> {
  const db = await getDb();
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, hashToken(token)));
}
