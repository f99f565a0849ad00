import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { returnRequests } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { recordOrderEvent } from '../orders/transitions';
import type { StaffActionContext } from '../orders/staff-action';
import { RETURN_EVENT_KINDS, STATUS_LABELS, type ReturnKind, type ReturnStatus } from '../../lib/returns/return-types';

/**
 * The one place that moves a return request, like the order transition table: each step names
 * the statuses it may start from (and the kind of request it is for); anything else is a 409
 * naming where the request stands. Every step writes its event on the order (so both
 * timelines show it) and its audit row, in the caller's transaction.
 */
type ReturnRow = typeof returnRequests.$inferSelect;

export const RETURN_MOVES = {
  approve: { from: ['requested'], to: 'approved' },
  reject: { from: ['requested'], to: 'rejected' },
  schedulePickup: { from: ['approved'], to: 'pickupScheduled' },
  receive: { from: ['approved', 'pickupScheduled'], to: 'received' },
  shipExchange: { from: ['received'], to: 'exchangeShipped', kind: 'exchange' },
  refund: { from: ['received'], to: 'refunded', kind: 'refund' },
} as const satisfies Record<string, { from: readonly ReturnStatus[]; to: ReturnStatus; kind?: ReturnKind }>;

export type ReturnMove = keyof typeof RETURN_MOVES;

export async function lockReturn(tx: Db, returnId: string): Promise<ReturnRow> {
  const [row] = await tx.select().from(returnRequests).where(eq(returnRequests.id, returnId)).limit(1).for('update');
  if (!row) throw notFound('No return request has that id.');
  return row;
}

/** Why the step cannot happen to the request now, or null. */
export function returnRefusal(r: ReturnRow, move: ReturnMove): string | null {
  const rule: { from: readonly ReturnStatus[]; kind?: ReturnKind } = RETURN_MOVES[move];
  if (rule.kind && rule.kind !== r.kind) return `This is ${r.kind === 'exchange' ? 'an exchange' : 'a refund'} request, so it cannot be handled that way.`;
  if (!rule.from.includes(r.status)) return `This return is ${STATUS_LABELS[r.status]}, so it cannot be moved that way.`;
  return null;
}

export type StepDetails = {
  set?: Partial<typeof returnRequests.$inferInsert>;
  note?: string | null;
  data?: Record<string, unknown>;
};

/** Checks and applies one step to a request already locked with `lockReturn`. */
export async function stepReturn(tx: Db, ctx: StaffActionContext, r: ReturnRow, move: ReturnMove, details: StepDetails = {}): Promise<ReturnRow> {
  const refusal = returnRefusal(r, move);
  if (refusal) throw conflict(refusal, { status: r.status });
  const to = RETURN_MOVES[move].to;
  const [updated] = await tx
    .update(returnRequests)
    .set({ ...details.set, status: to, updatedAt: new Date() })
    .where(eq(returnRequests.id, r.id))
    .returning();
  await recordOrderEvent(tx, r.orderId, RETURN_EVENT_KINDS[to], {
    actor: { kind: 'staff', id: ctx.staff.id },
    note: details.note ?? null,
    data: { returnId: r.id, ...details.data },
  });
  await ctx.audit(tx, {
    staff: ctx.staff,
    action: `return.${move}`,
    entity: 'return',
    entityId: r.id,
    before: { status: r.status },
    after: { status: to, ...details.data },
    requestId: ctx.requestId ?? null,
    clientAddress: ctx.clientAddress ?? null,
  });
  return updated!;
}
