import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { grievances } from '#server/platform/db/schema/index';
import { schedule } from '#server/platform/jobs/job-queue';
import { recordAudit } from '#server/audit';
import { badRequest, conflict, notFound, unauthorized } from '#server/platform/errors';
import { log } from '#server/platform/log';
import type { Locale } from '#lib/i18n/locales';
import { INVALID_OTP_MESSAGE, startChallenge, verifyChallenge, countOtpRequest, countOtpSend, takeOtpGuess, otpSender, bearerToken, customerForToken, type Customer } from '#server/auth';
import type { StaffMember, AuditCtx } from '#server/staff';
import { sendGrievanceAcknowledgement } from './grievance-sms';
import { ticketOf, type GrievanceRequest } from '#lib/validation/grievance';
import { ACKNOWLEDGE_WITHIN_MS, clocksOf, resolveByOf } from '#lib/grievance-clocks';

export { clocksOf };

export type FiledGrievance = { ticket: string; acknowledgeBy: string; resolveBy: string };

const NEEDS_MOBILE = 'Sign in, or enter your mobile number and the OTP we send to it.';

/** Who is complaining: the signed-in shopper, or the owner of a mobile number proved by OTP. */
async function complainant(input: GrievanceRequest, customer: Customer | null, clientAddress: string | null): Promise<{ customerId: string | null; mobileNumber: string }> {
  if (customer) return { customerId: customer.id, mobileNumber: customer.mobileNumber };
  const errors = [
    ...(input.mobileNumber ? [] : [{ path: 'mobileNumber', message: 'Mobile number must be 10 digits' }]),
    ...(input.session_id ? [] : [{ path: 'session_id', message: 'Ask for an OTP first' }]),
    ...(input.otp ? [] : [{ path: 'otp', message: 'OTP must be 4 digits' }]),
  ];
  if (errors.length > 0) throw badRequest(NEEDS_MOBILE, errors);
  const guess = await takeOtpGuess(input.mobileNumber!, clientAddress);
  let outcome: 'verified' | 'wrong';
  try {
    outcome = await verifyChallenge(input.session_id!, input.mobileNumber!, input.otp!);
  } catch (err) {
    await guess.release();
    throw err;
  }
  if (outcome === 'wrong') throw badRequest(INVALID_OTP_MESSAGE, [{ path: 'otp', message: INVALID_OTP_MESSAGE }]);
  await guess.release();
  return { customerId: null, mobileNumber: input.mobileNumber! };
}

/**
 * Files a complaint: the ticket number and both due times at once, the SMS acknowledgement
 * straight after (its job, written with the complaint, is the safety net when the send fails).
 */
export async function fileGrievance(input: GrievanceRequest, customer: Customer | null, clientAddress: string | null, now = new Date()): Promise<FiledGrievance> {
  const who = await complainant(input, customer, clientAddress);
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(grievances)
      .values({
        customerId: who.customerId,
        name: input.name,
        mobileNumber: who.mobileNumber,
        email: input.email ?? customer?.email ?? null,
        orderNumber: input.orderNumber ?? null,
        topic: input.topic,
        description: input.description,
        createdAt: now,
        acknowledgeBy: new Date(now.getTime() + ACKNOWLEDGE_WITHIN_MS),
        resolveBy: resolveByOf(now),
      })
      .returning();
    await schedule('grievance-acknowledgement', new Date(now.getTime() + 60_000), { grievanceId: inserted!.id }, tx);
    return inserted!;
  });
  try {
    await sendGrievanceAcknowledgement(row.id, now);
  } catch (err) {
    log('warn', 'grievance sms not sent at once; its job will retry', { ticket: ticketOf(row.id), error: err instanceof Error ? err.message : String(err) });
  }
  return { ticket: ticketOf(row.id), acknowledgeBy: row.acknowledgeBy.toISOString(), resolveBy: row.resolveBy.toISOString() };
}

export type GrievanceRow = typeof grievances.$inferSelect;

/** The console queue: open ones first, oldest first (the nearest deadline), then the rest newest first. */
export async function grievanceQueue(status: 'open' | 'acknowledged' | 'resolved' | 'all', now = new Date()) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(grievances)
    .where(status === 'all' ? undefined : eq(grievances.status, status))
    .orderBy(sql`case when ${grievances.status} = 'resolved' then 1 else 0 end`, asc(grievances.resolveBy), desc(grievances.id))
    .limit(200);
  return rows.map((g) => ({ ...g, ticket: ticketOf(g.id), ...clocksOf(g, now) }));
}

export async function grievanceById(id: number) {
  const db = await getDb();
  const [g] = await db.select().from(grievances).where(eq(grievances.id, id));
  return g;
}

/** Acknowledges (open → acknowledged) or resolves (open or acknowledged → resolved), with the note in the audit log. */
export async function moveGrievance(staff: StaffMember, id: number, to: 'acknowledged' | 'resolved', note: string, ctx: AuditCtx, now = new Date()) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const from = to === 'acknowledged' ? ['open'] : ['open', 'acknowledged'];
    const set =
      to === 'acknowledged'
        ? { status: to, acknowledgedAt: now, acknowledgementNote: note }
        : { status: to, resolvedAt: now, resolutionNote: note };
    const [moved] = await tx
      .update(grievances)
      .set(set)
      .where(and(eq(grievances.id, id), inArray(grievances.status, from as GrievanceRow['status'][])))
      .returning();
    if (!moved) {
      const [exists] = await tx.select({ status: grievances.status }).from(grievances).where(eq(grievances.id, id));
      if (!exists) throw notFound(`No complaint has the ticket ${ticketOf(id)}.`);
      throw conflict(`Complaint ${ticketOf(id)} is already ${exists.status}: reload the page to see it.`);
    }
    // A resolution without an acknowledgement counts as both: the shopper had their answer.
    if (to === 'resolved' && !moved.acknowledgedAt) {
      await tx.update(grievances).set({ acknowledgedAt: now, acknowledgementNote: note }).where(eq(grievances.id, id));
    }
    await recordAudit(tx, {
      staff,
      action: to === 'acknowledged' ? 'grievance.acknowledge' : 'grievance.resolve',
      entity: 'grievance',
      entityId: ticketOf(id),
      after: { status: to, note },
      ...ctx,
    });
    return { ticket: ticketOf(id), status: to };
  });
}

/**
 * An OTP for a complaint from someone not signed in: any number may complain, registered or not,
 * so the code is worded in the language of the page asking (English when none said).
 */
export async function requestGrievanceOtp(mobileNumber: string, clientAddress: string | null, language: Locale | null = null): Promise<{ session_id: string }> {
  await countOtpRequest(clientAddress);
  const { ownNetwork } = await countOtpSend(mobileNumber, clientAddress);
  return { session_id: await startChallenge(mobileNumber, otpSender(), ownNetwork, language ?? 'en') };
}

/** The signed-in shopper of a request that may also come without a token (a wrong or old token is a 401). */
export async function optionalCustomer(request: Request): Promise<Customer | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const customer = await customerForToken(token);
  if (!customer) throw unauthorized();
  return customer;
}
