import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { creditNotes, orderItems, orders, returnEvidence, returnLines, returnRequests } from '#server/platform/db/schema/index';
import { notFound } from '#server/platform/errors';
import { RETURNS_TO_ACT_ON, type ReturnQueueFilter } from '#lib/returns/return-types';

/** The console's returns queue (newest first, one status or all) and one return with everything staff decide on. */
export const RETURN_QUEUE_LIMIT = 200;

const filterCondition = (status?: ReturnQueueFilter) =>
  status === 'toActOn' ? inArray(returnRequests.status, [...RETURNS_TO_ACT_ON]) : status ? eq(returnRequests.status, status) : undefined;

/** How many requests wait on staff (the home page's tile; its link is the queue's 'toActOn'). */
export async function countReturnsToActOn(): Promise<number> {
  const db = await getDb();
  const [r] = await db.select({ n: count() }).from(returnRequests).where(filterCondition('toActOn'));
  return Number(r!.n);
}

export async function returnQueue(status?: ReturnQueueFilter) {
  const db = await getDb();
  return db
    .select({
      id: returnRequests.id,
      orderId: returnRequests.orderId,
      kind: returnRequests.kind,
      reason: returnRequests.reason,
      status: returnRequests.status,
      createdAt: returnRequests.createdAt,
      customerName: orders.customerName,
      pieces: sql<number>`(select coalesce(sum(${returnLines.quantity}), 0)::int from ${returnLines} where ${returnLines.returnId} = ${returnRequests.id})`,
    })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(filterCondition(status))
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
    .limit(RETURN_QUEUE_LIMIT);
}

export async function returnForStaff(returnId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ r: returnRequests, order: orders })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(eq(returnRequests.id, returnId))
    .limit(1);
  if (!row) throw notFound('No return request has that id.');
  const lines = await db
    .select({ line: returnLines, item: orderItems })
    .from(returnLines)
    .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
    .where(eq(returnLines.returnId, returnId))
    .orderBy(asc(orderItems.position));
  const evidence = await db
    .select({ id: returnEvidence.id, contentType: returnEvidence.contentType, byteSize: returnEvidence.byteSize })
    .from(returnEvidence)
    .where(eq(returnEvidence.returnId, returnId))
    .orderBy(asc(returnEvidence.createdAt));
  const [note] = row.r.creditNoteId ? await db.select({ number: creditNotes.number }).from(creditNotes).where(eq(creditNotes.id, row.r.creditNoteId)) : [];
  // The sealed refund details never leave the server from here: staff see the masked copy.
  const { payoutSealed: _sealed, ...request } = row.r;
  return { request, order: row.order, lines, evidence, creditNoteNumber: note?.number ?? null };
}

/** One evidence file of a return, for the console to stream. */
export async function evidenceOf(returnId: string, evidenceId: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(returnEvidence)
    .where(and(eq(returnEvidence.id, evidenceId), eq(returnEvidence.returnId, returnId)))
    .limit(1);
  if (!row) throw notFound('No such file on this return.');
  return row;
}
