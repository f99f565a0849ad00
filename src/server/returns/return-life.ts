import { eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { returnRequests } from '#server/platform/db/schema/index';
import { conflict, notFound } from '#server/platform/errors';
import { moveOrder, recordOrderEvent, orderLedger } from '#server/orders';
import { issueCreditNote } from '#server/gst';
import type { PriceDifference, ReturnedPieces } from '#server/gst';
import type { StaffActionContext } from '#server/orders';
import { stepRefusal, type StepRule } from '#server/machine';
import { RETURN_EVENT_KINDS, STATUS_LABELS, type ReturnKind, type ReturnStatus } from '#lib/returns/return-types';

/**
 * The one place that moves a return request, on the same small machine as the order (issue 35):
 * each step declares the statuses it leaves from, its guard (the kind of request it is for), its
 * effect, and writes its event on the order (so both timelines show it) and its audit row
 * (`return.<step>`), all in the caller's transaction. A refused step is a 409 naming the rule and
 * writes nothing.
 */
type ReturnRow = typeof returnRequests.$inferSelect;

export type StepDetails = {
  set?: Partial<typeof returnRequests.$inferInsert>;
  note?: string | null;
  data?: Record<string, unknown>;
  /**
   * Money going back, and what its credit note credits: for `refund` the returned pieces, for
   * `shipExchange` to cheaper sizes the price differences
   */
  refund?: { credit: readonly ReturnedPieces[] | { differences: readonly PriceDifference[] }; amountPaise: number; online: boolean; payoutReference?: string | null };
};

type StepRun = StepDetails & { actorId: string };

type ReturnStep = StepRule<ReturnRow, ReturnStatus, undefined, StepRun> & {
  /** what follows on the order once the step's own event is written (so timelines read in order) */
  follow?: (tx: Db, r: ReturnRow, details: StepRun) => Promise<unknown>;
};

const kindIs = (kind: ReturnKind) => (r: ReturnRow) =>
  r.kind === kind ? null : `This is ${r.kind === 'exchange' ? 'an exchange' : 'a refund'} request, so it cannot be handled that way.`;

/** The credit note agrees with the money going back: the returned pieces, or an exchange's price differences. */
async function refundEffect(tx: Db, r: ReturnRow, d: StepRun): Promise<Record<string, unknown>> {
  if (!d.refund) return {};
  const reason = 'differences' in d.refund.credit ? `Exchange ${r.id}: price difference` : `Return ${r.id}`;
  const note = await issueCreditNote(tx, r.orderId, reason, new Date(), d.refund.credit);
  await tx.update(returnRequests).set({ creditNoteId: note?.id ?? null }).where(eq(returnRequests.id, r.id));
  return { creditNote: note?.number ?? null };
}

/**
 * A cash-on-delivery order's payment follows the transfer through the order machine (an online
 * refund's follows the gateway's answer).
 */
async function refundFollow(tx: Db, r: ReturnRow, d: StepRun): Promise<void> {
  const refund = d.refund;
  if (refund && !refund.online) {
    const ledger = await orderLedger(tx, r.orderId);
    await moveOrder(tx, r.orderId, ledger.refundedPaise >= ledger.collectedPaise ? 'paymentRefunded' : 'paymentPartiallyRefunded', {
      actor: { kind: 'staff', id: d.actorId },
      data: { returnId: r.id, amountPaise: refund.amountPaise, payoutReference: refund.payoutReference ?? null },
    });
  }
}

export const RETURN_MOVES = {
  approve: { from: ['requested'], to: 'approved' },
  reject: { from: ['requested'], to: 'rejected' },
  schedulePickup: { from: ['approved'], to: 'pickupScheduled' },
  receive: { from: ['approved', 'pickupScheduled'], to: 'received' },
  shipExchange: { from: ['received'], to: 'exchangeShipped', guard: kindIs('exchange'), rule: 'an exchange request; a cheaper size pays the difference back with a credit note', effect: refundEffect, follow: refundFollow },
  refund: { from: ['received'], to: 'refunded', guard: kindIs('refund'), rule: 'a refund request; issues the credit note', effect: refundEffect, follow: refundFollow },
} as const satisfies Record<string, ReturnStep>;

export type ReturnMove = keyof typeof RETURN_MOVES;

export async function lockReturn(tx: Db, returnId: string): Promise<ReturnRow> {
  const [row] = await tx.select().from(returnRequests).where(eq(returnRequests.id, returnId)).limit(1).for('update');
  if (!row) throw notFound('No return request has that id.');
  return row;
}

/** Why the step cannot happen to the request now, or null. The kind is asked first: no status makes a refund an exchange. */
export function returnRefusal(r: ReturnRow, move: ReturnMove): string | null {
  const step: ReturnStep = RETURN_MOVES[move];
  const wrongKind = step.guard?.(r, undefined);
  if (wrongKind) return wrongKind;
  return stepRefusal(step, r.status, r, undefined, () => `This return is ${STATUS_LABELS[r.status]}, so it cannot be moved that way.`);
}

/** Checks and applies one step to a request already locked with `lockReturn`. */
export async function stepReturn(tx: Db, ctx: StaffActionContext, r: ReturnRow, move: ReturnMove, details: StepDetails = {}): Promise<ReturnRow> {
  const refusal = returnRefusal(r, move);
  if (refusal) throw conflict(refusal, { status: r.status });
  const step: ReturnStep = RETURN_MOVES[move];
  const to = step.to;
  const [updated] = await tx
    .update(returnRequests)
    .set({ ...details.set, status: to, updatedAt: new Date() })
    .where(eq(returnRequests.id, r.id))
    .returning();
  const run: StepRun = { ...details, actorId: ctx.staff.id };
  const effected = (await step.effect?.(tx, updated!, run)) as Record<string, unknown> | undefined;
  const data = { ...details.data, ...effected };
  await recordOrderEvent(tx, r.orderId, RETURN_EVENT_KINDS[to], {
    actor: { kind: 'staff', id: ctx.staff.id },
    note: details.note ?? null,
    data: { returnId: r.id, ...data },
  });
  await ctx.audit(tx, {
    staff: ctx.staff,
    action: `return.${move}`,
    entity: 'return',
    entityId: r.id,
    before: { status: r.status },
    after: { status: to, ...data },
    requestId: ctx.requestId ?? null,
    clientAddress: ctx.clientAddress ?? null,
  });
  await step.follow?.(tx, updated!, run);
  const [fresh] = await tx.select().from(returnRequests).where(eq(returnRequests.id, r.id)).limit(1);
  return fresh!;
}
