import { describe, expect, test } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { getDb } from '../../src/server/platform/db/client';
import { orderEvents, orders, payments, refunds, shipments } from '../../src/server/platform/db/schema';
import { newId } from '../../src/server/platform/db/ids';
import { DomainError } from '../../src/server/platform/errors';
import { addOrderNote, bulkConfirm, cancelOrder, deliverOrder, runSimpleAction, shipOrder } from '../../src/server/workflows/order-actions';
import { getOrderDetail } from '../../src/server/orders/order-detail';
import { packingSlip } from '../../src/server/orders/packing-slip';
import type { StaffActionContext } from '../../src/server/orders/staff-action';
import type { AuditEntry } from '../../src/server/audit/record';
import { ShipOrderSchema } from '../../src/lib/validation/admin-orders';
import { insertOrder } from '../fixtures/orders';

useTestDatabase({ seed: false });

const audited: AuditEntry[] = [];
const ctx: StaffActionContext = {
  staff: { id: 'staff-7', email: 'packer@kanmani.local', name: 'Selvi Packer', role: 'fulfilment' },
  audit: async (_tx, entry) => {
    audited.push(entry);
  },
};

const SHIPMENT = { courier: 'Delhivery', awb: 'DLV12345678', trackingUrl: 'https://www.delhivery.com/track/package/DLV12345678' };

async function statusOf(id: string) {
  const db = await getDb();
  const [o] = await db.select({ status: orders.status, paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, id));
  return o!;
}

async function refusal(p: Promise<unknown>): Promise<DomainError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(DomainError);
  return e as DomainError;
}

describe('the order life in the console', () => {
  test('a COD order: confirm, ship, deliver, collected; each step an event and an audit row naming the staff member', async () => {
    const id = await insertOrder({ paymentMethod: 1, paymentStatus: 2 });
    audited.length = 0;
    await runSimpleAction(ctx, id, 'confirm');
    await shipOrder(ctx, id, SHIPMENT);
    await deliverOrder(ctx, id);
    await runSimpleAction(ctx, id, 'codCollected');
    expect(await statusOf(id)).toEqual({ status: 7, paymentStatus: 1 });
    const db = await getDb();
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.id));
    expect(events.map((e) => [e.kind, e.actorKind, e.actorId])).toEqual([
      ['placed', 'customer', events[0]!.actorId],
      ['confirm', 'staff', 'staff-7'],
      ['ship', 'staff', 'staff-7'],
      ['deliver', 'staff', 'staff-7'],
      ['codCollected', 'staff', 'staff-7'],
    ]);
    expect(audited.map((a) => [a.action, a.entityId, a.staff.name, a.before, a.after])).toEqual([
      ['order.confirm', id, 'Selvi Packer', { status: 1 }, { status: 2 }],
      ['order.ship', id, 'Selvi Packer', { status: 2 }, { status: 6, ...SHIPMENT }],
      ['order.deliver', id, 'Selvi Packer', { status: 6 }, { status: 7 }],
      ['order.codCollected', id, 'Selvi Packer', { paymentStatus: 2 }, { paymentStatus: 1 }],
    ]);
    const [shipment] = await db.select().from(shipments).where(eq(shipments.orderId, id));
    expect(shipment).toMatchObject({ courier: 'Delhivery', awb: 'DLV12345678', shippedBy: 'staff-7' });
    expect(shipment!.deliveredAt).toBeInstanceOf(Date);
  });

  test('hold and release, partially fulfil, then ship; return to origin after shipping', async () => {
    const id = await insertOrder();
    await runSimpleAction(ctx, id, 'hold', 'Customer asked to wait until Monday');
    expect((await statusOf(id)).status).toBe(4);
    await runSimpleAction(ctx, id, 'release');
    expect((await statusOf(id)).status).toBe(2);
    await runSimpleAction(ctx, id, 'partiallyFulfil');
    expect((await statusOf(id)).status).toBe(3);
    await shipOrder(ctx, id, SHIPMENT);
    await runSimpleAction(ctx, id, 'returnToOrigin');
    expect(await statusOf(id)).toEqual({ status: 8, paymentStatus: 2 });
  });

  test('moves the table does not allow are refused with 409 and the current status, leaving no event or audit row', async () => {
    const id = await insertOrder();
    audited.length = 0;
    const deliver = await refusal(deliverOrder(ctx, id));
    expect(deliver.code).toBe('conflict');
    expect(deliver.message).toBe('This order is Waiting For Confirmation, so it cannot be moved that way.');
    expect(deliver.extra.data).toEqual({ status: 1, paymentStatus: 2 });
    const ship = await refusal(shipOrder(ctx, id, SHIPMENT));
    expect(ship.code).toBe('conflict');
    expect((await refusal(runSimpleAction(ctx, id, 'release'))).code).toBe('conflict');
    expect((await refusal(runSimpleAction(ctx, id, 'returnToOrigin'))).code).toBe('conflict');
    await cancelOrder(ctx, id, 'Customer changed her mind');
    const again = await refusal(runSimpleAction(ctx, id, 'confirm'));
    expect(again.message).toBe('This order is Cancelled, so it cannot be moved that way.');
    expect(audited.map((a) => a.action)).toEqual(['order.cancel']);
    expect(audited[0]!.after).toEqual({ status: 5, reason: 'Customer changed her mind' });
    const db = await getDb();
    const shipped = await db.select().from(shipments).where(eq(shipments.orderId, id));
    expect(shipped).toEqual([]);
  });

  test('an unpaid online order cannot be confirmed, a paid one can; cash is marked collected only on COD', async () => {
    const unpaid = await insertOrder({ paymentMethod: 2, paymentStatus: 2 });
    expect((await refusal(runSimpleAction(ctx, unpaid, 'confirm'))).message).toBe('This online order is not paid yet.');
    const paid = await insertOrder({ paymentMethod: 2, paymentStatus: 1 });
    await runSimpleAction(ctx, paid, 'confirm');
    expect((await statusOf(paid)).status).toBe(2);
    expect((await refusal(runSimpleAction(ctx, paid, 'codCollected'))).message).toBe("This order's payment is Paid, so it cannot be moved that way.");
    expect((await refusal(runSimpleAction(ctx, unpaid, 'codCollected'))).message).toBe('Only a cash-on-delivery order is marked collected.');
  });

  test('cancelling a paid online order refunds it through the gateway; the payment becomes Refunded', async () => {
    const id = await insertOrder({ paymentMethod: 2, paymentStatus: 1, totalPaise: 53_850 });
    const db = await getDb();
    await db.insert(payments).values({ id: newId(), orderId: id, attempt: 1, gateway: 'sandbox', merchantOrderId: `${id}-1`, amountPaise: 53_850, state: 'COMPLETED', transactionId: 'SBXT1' });
    audited.length = 0;
    await cancelOrder(ctx, id, 'Size out of stock');
    expect(await statusOf(id)).toEqual({ status: 5, paymentStatus: 4 });
    const sent = await db.select().from(refunds).where(eq(refunds.orderId, id));
    expect(sent.map((r) => [r.amountPaise, r.state])).toEqual([[53_850, 'COMPLETED']]);
    expect(audited.map((a) => [a.action, a.before, a.after])).toEqual([
      ['order.cancel', { status: 1 }, { status: 5, reason: 'Size out of stock' }],
      ['order.refund', { paymentStatus: 1 }, { paymentStatus: 4, amountPaise: 53_850, refundState: 'COMPLETED' }],
    ]);
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.id));
    expect(events.map((e) => [e.kind, e.actorKind])).toEqual([
      ['placed', 'customer'],
      ['cancel', 'staff'],
      ['paymentRefunded', 'staff'],
    ]);
  });

  test('an unknown order is a 404', async () => {
    const e = await refusal(runSimpleAction(ctx, 'ffffffffffffffffffffffff', 'confirm'));
    expect(e.code).toBe('not_found');
  });

  test('bulk confirm confirms each order it can and says why the others were refused', async () => {
    const a = await insertOrder();
    const b = await insertOrder({ paymentMethod: 2, paymentStatus: 2, id: 'cccccccccccccccccccc0b0b' });
    const c = await insertOrder({ status: 5, id: 'dddddddddddddddddddd5c5c' });
    const outcome = await bulkConfirm(ctx, [a, b, c]);
    expect(outcome.confirmed.map((o) => o.id)).toEqual([a]);
    expect(outcome.refused).toEqual([
      { id: b, number: 'c0b0b', message: 'This online order is not paid yet.' },
      { id: c, number: 'd5c5c', message: 'This order is Cancelled, so it cannot be moved that way.' },
    ]);
    expect(await statusOf(a)).toEqual({ status: 2, paymentStatus: 2 });
  });

  test('the AWB and tracking link are checked, naming the field', () => {
    const bad = ShipOrderSchema.safeParse({ courier: 'Delhivery', awb: 'DLV 123', trackingUrl: 'http://track.example.com/1' });
    expect(bad.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['awb', 'AWB number must be 8 to 20 letters or digits'],
      ['trackingUrl', "Tracking link must be a full https:// link to the courier's tracking page"],
    ]);
    expect(ShipOrderSchema.safeParse({ ...SHIPMENT, awb: 'A1234567' }).success).toBe(true);
    expect(ShipOrderSchema.safeParse({ ...SHIPMENT, awb: 'A123456789012345678901' }).success).toBe(false);
    expect(ShipOrderSchema.safeParse({ ...SHIPMENT, trackingUrl: 'javascript:alert(1)' }).success).toBe(false);
  });

  test('the order detail: lines, address, payments, timeline, shipment, staff notes and which moves are open', async () => {
    const id = await insertOrder({ name: 'Lakshmi Devi', mobile: '9123456780', totalPaise: 59_800 });
    await runSimpleAction(ctx, id, 'confirm');
    await addOrderNote(ctx, id, 'Gift wrap requested by phone');
    const d = await getOrderDetail(id);
    expect(d.number).toBe(id.slice(-5));
    expect(d.customer).toMatchObject({ name: 'Lakshmi Devi', mobile: '9123456780', orderCount: 1 });
    expect(d.address).toMatchObject({ city: 'Chennai', pincode: '600040' });
    expect(d.lines).toEqual([
      expect.objectContaining({ productName: 'Ankle Length Cotton Leggings', sizeName: 'M', colorName: 'Black', quantity: 2, unitPricePaise: 24_950, lineTotalPaise: 49_900, image: '/img/leggings-black.svg' }),
    ]);
    expect(d.timeline.map((e) => e.kind)).toEqual(['placed', 'confirm']);
    expect(d.notes.map((n) => [n.staffName, n.body])).toEqual([['Selvi Packer', 'Gift wrap requested by phone']]);
    expect(d.moves.ship).toBeNull();
    expect(d.moves.deliver).toBe('This order is Confirmed, so it cannot be moved that way.');
    expect(d.moves.codCollected).toBe('Cash is marked collected only once the order has shipped.');
    expect(d.ledger).toEqual({ chargedPaise: 59_800, collectedPaise: 0, refundedPaise: 0, owedPaise: 59_800 });
    expect(d.readyToPack).toBe(true);
    expect(d.shipment).toBeNull();
  });

  test('the packing slip asks the courier to collect the total of an unpaid COD order and nothing for a paid one', async () => {
    const cod = await insertOrder({ name: 'Revathi M', mobile: '9000011111', totalPaise: 59_800 });
    // Only an order ready to pack has a slip (issue 35): a waiting one would tell the courier nothing true yet.
    const early = await refusal(packingSlip(cod));
    expect(early.code).toBe('conflict');
    expect(early.message).toBe(`Order #${cod.slice(-5)} is not ready to pack: it is Waiting For Confirmation; confirm it first. Remove it from the selection and print again.`);
    await runSimpleAction(ctx, cod, 'confirm');
    const slip = await packingSlip(cod);
    expect(slip).toMatchObject({ name: 'Revathi M', phone: '9000011111', codAmountPaise: 59_800 });
    expect(slip.lines).toEqual([{ productName: 'Ankle Length Cotton Leggings', sizeName: 'M', colorName: 'Black', quantity: 2 }]);
    const online = await insertOrder({ paymentMethod: 2, paymentStatus: 1 });
    expect((await packingSlip(online)).codAmountPaise).toBe(0);
    const unpaid = await insertOrder({ paymentMethod: 2, paymentStatus: 2, status: 4 });
    expect((await refusal(packingSlip(unpaid))).message).toBe(`Order #${unpaid.slice(-5)} is not ready to pack: This order is On Hold, so it cannot be moved that way. Remove it from the selection and print again.`);
  });
});
