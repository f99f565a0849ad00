import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { creditNotes, orderEvents, orderItems, returnLines, returnRequests } from '#server/platform/db/schema/index';
import { RETURN_EVENT_KINDS, STATUS_LABELS, RETURN_STATUSES } from '#lib/returns/return-types';
import type { ShopperReturn } from '#lib/returns/return-view';

export type ReturnRow = typeof returnRequests.$inferSelect;

const STEP_LABEL = new Map<string, string>(RETURN_STATUSES.map((s) => [RETURN_EVENT_KINDS[s], STATUS_LABELS[s]]));

/** A return as its shopper sees it: the lines, where it stands, and each step with its time. Never the sealed refund details. */
export async function shopperReturnView(db: Db, r: ReturnRow): Promise<ShopperReturn> {
  const lines = await db
    .select({ line: returnLines, item: orderItems })
    .from(returnLines)
    .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
    .where(eq(returnLines.returnId, r.id))
    .orderBy(asc(orderItems.position));
  const events = await db
    .select({ kind: orderEvents.kind, at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, r.orderId), inArray(orderEvents.kind, [...STEP_LABEL.keys()])))
    .orderBy(asc(orderEvents.id));
  const [note] = r.creditNoteId ? await db.select({ number: creditNotes.number }).from(creditNotes).where(eq(creditNotes.id, r.creditNoteId)) : [];
  return {
    id: r.id,
    kind: r.kind,
    reason: r.reason,
    status: r.status,
    rejectionReason: r.rejectionReason,
    refundMethod: r.refundMethod,
    payoutMasked: r.payoutMasked,
    pickup: r.courier && r.awb && r.trackingUrl ? { courier: r.courier, awb: r.awb, trackingUrl: r.trackingUrl } : null,
    refundAmount: r.refundPaise === null ? null : r.refundPaise / 100,
    creditNoteNumber: note?.number ?? null,
    exchangeOrderId: r.exchangeOrderId,
    lines: lines.map(({ line, item }) => ({
      orderItemId: item.id,
      productName: item.productName,
      colorName: item.colorName,
      sizeName: item.sizeName,
      quantity: line.quantity,
      exchangeLabel: line.exchangeLabel,
    })),
    steps: events.map((e) => ({ kind: e.kind, label: STEP_LABEL.get(e.kind)!, at: e.at.toISOString() })),
  };
}
