import { describe, expect, test } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { getDb } from '../../src/server/platform/db/client';
import { invoices, orderEvents, orders, shipments } from '../../src/server/platform/db/schema';
import { DomainError } from '../../src/server/platform/errors';
import { moveOrder, tryMoveOrder } from '../../src/server/orders/transitions';
import type { StaffActionContext } from '../../src/server/orders/staff-action';
import type { AuditEntry } from '../../src/server/audit/record';
import { insertOrder } from '../fixtures/orders';

/**
 * A caller only asks the order machine (issue 35): the move itself records the parcel, issues
 * the tax invoice, marks the parcel delivered and writes the staff member's audit row, in the
 * caller's transaction; a refused move writes none of them.
 */
useTestDatabase({ seed: false });

function staffWithLog() {
  const log: AuditEntry[] = [];
  const ctx: StaffActionContext = {
    staff: { id: 'staff-ravi', email: 'ravi@kanmani.local', name: 'Ravi Packer', role: 'fulfilment' },
    audit: async (_tx, entry) => {
      log.push(entry);
    },
  };
  return { ctx, log };
}

const PARCEL = { courier: 'Delhivery', awb: 'DLV123456789', trackingUrl: 'https://track.example/DLV123456789' };

async function ask(orderId: string, move: 'ship' | 'deliver' | 'confirm', ctx: StaffActionContext, extra: { shipment?: typeof PARCEL } = {}) {
  const db = await getDb();
  return db.transaction((tx) => moveOrder(tx, orderId, move, { actor: { kind: 'staff', id: ctx.staff.id }, staff: ctx, ...extra }));
}

async function rowsOf(orderId: string) {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const parcel = await db.select().from(shipments).where(eq(shipments.orderId, orderId));
  const invoice = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
  return { status: order!.status, parcel, invoice, kinds: events.map((e) => e.kind) };
}

describe('the ship and deliver moves run their own effects', () => {
  test('shipping a confirmed ₹598 COD order records the parcel, issues one ₹598 invoice and audits who shipped it', async () => {
    const id = await insertOrder({ status: 2 });
    const { ctx, log } = staffWithLog();
    await ask(id, 'ship', ctx, { shipment: PARCEL });
    const after = await rowsOf(id);
    expect(after.status).toBe(6);
    expect(after.parcel.map((p) => [p.courier, p.awb, p.shippedBy, p.deliveredAt])).toEqual([['Delhivery', 'DLV123456789', 'staff-ravi', null]]);
    expect(after.invoice.map((i) => i.totalPaise)).toEqual([59_800]);
    expect(after.kinds).toEqual(['placed', 'ship']);
    expect(log.map((a) => [a.action, a.entity, a.entityId, a.before, a.after, a.staff.name])).toEqual([
      ['order.ship', 'order', id, { status: 2 }, { status: 6, courier: 'Delhivery', awb: 'DLV123456789', trackingUrl: 'https://track.example/DLV123456789' }, 'Ravi Packer'],
    ]);

    await ask(id, 'deliver', ctx);
    const delivered = await rowsOf(id);
    expect(delivered.status).toBe(7);
    expect(delivered.parcel[0]!.deliveredAt).toBeInstanceOf(Date);
    expect(delivered.invoice).toHaveLength(1);
    expect(log.map((a) => [a.action, a.before, a.after])).toEqual([
      ['order.ship', { status: 2 }, { status: 6, courier: 'Delhivery', awb: 'DLV123456789', trackingUrl: 'https://track.example/DLV123456789' }],
      ['order.deliver', { status: 6 }, { status: 7 }],
    ]);
  });

  test('shipping an unpaid online order is refused by name: no parcel, no invoice, no event, no audit row', async () => {
    const id = await insertOrder({ status: 2, paymentMethod: 2, paymentStatus: 2 });
    const { ctx, log } = staffWithLog();
    const err = await ask(id, 'ship', ctx, { shipment: PARCEL }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(DomainError);
    expect((err as DomainError).code).toBe('conflict');
    expect((err as DomainError).message).toBe('This online order is not paid yet.');
    const after = await rowsOf(id);
    expect(after).toEqual({ status: 2, parcel: [], invoice: [], kinds: ['placed'] });
    expect(log).toEqual([]);
  });

  test('a move by the system (no staff member) writes its event but no audit row', async () => {
    const id = await insertOrder();
    const { log } = staffWithLog();
    const db = await getDb();
    await db.transaction((tx) => moveOrder(tx, id, 'confirm', { actor: { kind: 'system' } }));
    expect((await rowsOf(id)).kinds).toEqual(['placed', 'confirm']);
    expect(log).toEqual([]);
  });
});

describe('an invoice exists before delivery', () => {
  test('a shipped order without its tax invoice is not marked delivered: 409 naming the rule, nothing written', async () => {
    const id = await insertOrder({ status: 6 });
    const { ctx, log } = staffWithLog();
    const err = await ask(id, 'deliver', ctx).then(
      () => null,
      (e: unknown) => e,
    );
    expect((err as DomainError).code).toBe('conflict');
    expect((err as DomainError).message).toBe('This order has no tax invoice, so it cannot be marked delivered.');
    expect(await rowsOf(id)).toEqual({ status: 6, parcel: [], invoice: [], kinds: ['placed'] });
    expect(log).toEqual([]);
  });

  test("the courier's 'delivered' for such an order moves nothing", async () => {
    const id = await insertOrder({ status: 6 });
    const db = await getDb();
    const moved = await db.transaction((tx) => tryMoveOrder(tx, id, 'deliver', { actor: { kind: 'system', id: 'shiprocket' } }));
    expect(moved).toBeNull();
    expect(await rowsOf(id)).toEqual({ status: 6, parcel: [], invoice: [], kinds: ['placed'] });
  });
});
