import { createHash, randomBytes } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { APIContext } from 'astro';
import { getDb, query } from '#server/platform/db/client';
import { sessions } from '#server/platform/db/schema/index';
import { newId } from '#server/platform/db/ids';
import { unauthorized } from '#server/platform/errors';
import { clockNow } from '#server/platform/clock';

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
  const [row] = await query<{ customer: unknown }>(db, sql`select (${liveSessionSql(hashToken(token))}) as customer`);
  return customerOf(row?.customer ?? null);
}

/** The signed-in customer of this request, or a 401. */
export async function requireCustomer(ctx: Pick<APIContext, 'request'>): Promise<Customer> {
  const token = bearerToken(ctx.request);
  if (!token) throw unauthorized();
  const customer = await customerForToken(token);
  if (!customer) throw unauthorized();
  return customer;
}

/**
 * order/create's sign-in (issue 33: on a sale day most order requests are refusals, and reading
 * the session was a round trip of each). A token this instance found live a moment ago names
 * its customer without a read; the order then checks the session in its own first statement
 * (`liveSessionSql`), so a revoked or expired token is still refused, and the customer's name and
 * number come fresh from that statement. `check` is the token's hash to check, or null when the
 * session was read just now.
 */
export const REMEMBERED_SESSION_MS = 60_000;
const remembered = new Map<string, { customer: Customer; until: number }>();

export async function customerForOrder(ctx: Pick<APIContext, 'request'>): Promise<{ customer: Customer; check: string | null }> {
  const token = bearerToken(ctx.request);
  if (!token) throw unauthorized();
  const hash = hashToken(token);
  const now = clockNow();
  const seen = remembered.get(hash);
  if (seen && seen.until > now) return { customer: seen.customer, check: hash };
  const customer = await customerForToken(token);
  if (!customer) throw unauthorized();
  if (remembered.size >= 10_000) for (const [k, v] of remembered) if (v.until <= now) remembered.delete(k);
  if (remembered.size < 10_000) remembered.set(hash, { customer, until: now + REMEMBERED_SESSION_MS });
  return { customer, check: null };
}

/**
 * What makes a session live (not revoked, not expired by this process's clock), once for every reader: the customer of the
 * session with this token hash as one json value, null when it is not live. `customerId`: the
 * customer the token is expected to name (order/create's remembered one).
 */
export function liveSessionSql(tokenHash: string, customerId?: string): SQL {
  return sql`select json_build_object('id', c.id, 'name', c.name, 'email', c.email, 'mobileNumber', c.mobile_number)
             from sessions s join customers c on c.id = s.customer_id
             where s.token_hash = ${tokenHash} and s.revoked_at is null and s.expires_at > ${new Date().toISOString()}::timestamptz
               ${customerId === undefined ? sql`` : sql`and s.customer_id = ${customerId}`} limit 1`;
}

function customerOf(value: unknown): Customer | null {
  return (typeof value === 'string' ? JSON.parse(value) : value) as Customer | null;
}

/** The customer `liveSessionSql` read; a session no longer live is forgotten and refused (401). */
export function liveCustomerOf(tokenHash: string, value: unknown): Customer {
  const customer = customerOf(value);
  if (!customer) {
    remembered.delete(tokenHash);
    throw unauthorized();
  }
  return customer;
}

export async function revokeToken(token: string): Promise<void> {
  remembered.delete(hashToken(token));
  const db = await getDb();
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, hashToken(token)));
}
