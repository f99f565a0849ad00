import { beforeAll, describe, expect, test } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { call, get, post } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { creditNotes, orderEvents, orderItems, orders, refunds, returnLines, returnRequests, sizes, sizeStock } from '../../src/server/platform/db/schema';
import { newId } from '../../src/server/platform/db/ids';
import { orderLedger } from '../../src/server/orders/order-ledger';
import { customerDetail } from '../../src/server/customers/admin-customers';
import { item, newAddress, newCustomer, newProduct, orderPayload } from '../fixtures/checkout-data';
import { consoleHeaders, newStaff, type TestStaff } from '../fixtures/staff';
import { countsOf, deliveredOrder, SHIP } from '../fixtures/returns';

/**
 * Issue 35 item 5: an exchange for a size that lists for less pays the difference back (what
 * was paid for the piece, less the same share of it for the cheaper size), with a credit note
 * of exactly that much, as the exchange ships.
 */
useTestDatabase();

let owner: TestStaff;
let packer: TestStaff;
beforeAll(async () => {
  owner = await newStaff('owner');
  packer = await newStaff('fulfilment');
});

const act = (path: string, body: unknown = {}, who: TestStaff = packer) => post(path, body, { headers: consoleHeaders(who.cookie) });
const PARCEL = { courier: 'Delhivery', awb: 'DLVEX0000001', trackingUrl: 'https://www.delhivery.com/track/package/DLVEX0000001' };

async function cheaperSize(variantId: string, pricePaise: number) {
  const id = newId();
  const db = await getDb();
  await db.insert(sizes).values({ id, colorVariantId: variantId, name: 'S', pricePaise, strikedPricePaise: pricePaise + 20_000, weightGrams: 200, position: 4 });
  await db.insert(sizeStock).values({ sizeId: id, onHand: 5 });
  return id;
}

async function creditNoteOf(returnId: string) {
  const db = await getDb();
  const [r] = await db.select().from(returnRequests).where(eq(returnRequests.id, returnId));
  const [note] = await db.select().from(creditNotes).where(eq(creditNotes.id, r!.creditNoteId!));
  return { request: r!, note: note! };
}

async function lastEvents(orderId: string, n: number) {
  const events = await (await getDb()).select({ kind: orderEvents.kind }).from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
  return events.map((e) => e.kind).slice(-n);
}

describe('a cash-on-delivery exchange for a cheaper size', () => {
  test('one ₹1,050 piece for the ₹990 S: ₹60 back to the UPI id once the cash is collected, with a ₹60 credit note', async () => {
    const o = await deliveredOrder(packer);
    const small = await cheaperSize(o.product.variantId, 99_000);

    const options = await get(`/api/web/order/return/options?orderId=${o.orderId}`, { token: o.shopper.token });
    expect(options.status, options.text).toBe(200);
    expect(options.body.data.lines[0].choices.map((c: { label: string; differencePaise: number }) => [c.label, c.differencePaise])).toEqual([
      ['Black, size L', 0],
      ['Black, size S', 6_000],
      ['Navy, size M', 0],
    ]);

    const ask = { orderId: o.orderId, kind: 'exchange', reason: 'sizeTooBig', lines: [{ orderItemId: o.itemId, quantity: 1, exchangeSizeId: small }] };
    const noPayout = await post('/api/web/order/return/create', ask, { token: o.shopper.token });
    expect(noPayout.status).toBe(400);
    expect(noPayout.body.message).toBe('Tell us where to send the ₹60.00 price difference: a UPI id or a bank account.');
    expect(await countsOf(small)).toEqual({ onHand: 5, reserved: 0 });

    const asked = await post('/api/web/order/return/create', { ...ask, payout: { method: 'upi', upiId: 'lakshmi.nair@okaxis' } }, { token: o.shopper.token });
    expect(asked.status, asked.text).toBe(200);
    const id = asked.body.data.returnId as string;
    const [line] = await (await getDb()).select().from(returnLines).where(eq(returnLines.returnId, id));
    expect(line).toMatchObject({ quantity: 1, exchangeLabel: 'Black, size S', differencePaise: 6_000 });
    expect(await countsOf(small)).toEqual({ onHand: 5, reserved: 1 });
    expect((await act(`/api/admin/returns/${id}/approve`)).status).toBe(200);
    expect((await act(`/api/admin/returns/${id}/receive`, { lines: [{ orderItemId: o.itemId, outcome: 'restock' }] })).status).toBe(200);

    // Sending money back is a refund: not for the packer.
    const byPacker = await act(`/api/admin/returns/${id}/ship-exchange`, { ...PARCEL, payoutReference: 'UPI498765432101' });
    expect(byPacker.status).toBe(403);
    expect(byPacker.body.message).toBe('This exchange pays ₹60.00 back to the shopper, so a manager or the owner ships it.');
    // Nothing is paid back that was never taken.
    const uncollected = await act(`/api/admin/returns/${id}/ship-exchange`, { ...PARCEL, payoutReference: 'UPI498765432101' }, owner);
    expect(uncollected.status).toBe(409);
    expect(uncollected.body.message).toBe('Mark the cash on delivery collected before shipping this exchange: the shop has not received the ₹60.00 it would pay back.');
    expect((await act(`/api/admin/orders/${o.orderId}/cod-collected`)).status).toBe(200);
    const noReference = await act(`/api/admin/returns/${id}/ship-exchange`, PARCEL, owner);
    expect(noReference.status).toBe(400);
    expect(noReference.body.message).toBe("Pay the ₹60.00 price difference to the shopper's UPI id first, then enter the transfer reference.");
    expect(noReference.body.errors).toEqual([{ path: 'payoutReference', message: 'Enter the UPI or bank transfer reference.' }]);
    expect((await (await getDb()).select().from(returnRequests).where(eq(returnRequests.id, id)))[0]!.status).toBe('received');

    const shipped = await act(`/api/admin/returns/${id}/ship-exchange`, { ...PARCEL, payoutReference: 'UPI498765432101' }, owner);
    expect(shipped.status, shipped.text).toBe(200);
    const { request, note } = await creditNoteOf(id);
    expect(request).toMatchObject({ status: 'exchangeShipped', refundPaise: 6_000, payoutReference: 'UPI498765432101' });
    expect(note.totalPaise).toBe(6_000);
    expect(note.particulars.lines).toHaveLength(1);
    expect(note.particulars.lines[0]).toMatchObject({ quantity: 1, grossPaise: 6_000 });
    expect(note.particulars.lines[0]!.description).toMatch(/, exchanged for Black, size S: price difference$/);
    expect(await orderLedger(await getDb(), o.orderId)).toEqual({ chargedPaise: 219_900, collectedPaise: 219_900, refundedPaise: 6_000, owedPaise: 0 });
    const [order] = await (await getDb()).select().from(orders).where(eq(orders.id, o.orderId));
    expect(order).toMatchObject({ status: 7, paymentStatus: 5 });
    expect(await lastEvents(o.orderId, 2)).toEqual(['exchangeShipped', 'paymentPartiallyRefunded']);
    // ₹2,199 collected less ₹60 paid back.
    expect((await customerDetail(o.shopper.id))!.lifetimeValuePaise).toBe(213_900);
    const shopperView = await get(`/api/web/order/return/options?orderId=${o.orderId}`, { token: o.shopper.token });
    expect(shopperView.body.data.request).toMatchObject({ status: 'exchangeShipped', refundAmount: 60 });
  });

  test('a same-price exchange still moves no money: no payout asked, no credit note, the packer ships it', async () => {
    const o = await deliveredOrder(packer);
    const asked = await post('/api/web/order/return/create', { orderId: o.orderId, kind: 'exchange', reason: 'sizeTooSmall', lines: [{ orderItemId: o.itemId, quantity: 1, exchangeSizeId: o.largeId }] }, { token: o.shopper.token });
    expect(asked.status, asked.text).toBe(200);
    const id = asked.body.data.returnId as string;
    expect((await act(`/api/admin/returns/${id}/approve`)).status).toBe(200);
    expect((await act(`/api/admin/returns/${id}/receive`, { lines: [{ orderItemId: o.itemId, outcome: 'restock' }] })).status).toBe(200);
    const shipped = await act(`/api/admin/returns/${id}/ship-exchange`, PARCEL);
    expect(shipped.status, shipped.text).toBe(200);
    const [r] = await (await getDb()).select().from(returnRequests).where(eq(returnRequests.id, id));
    expect(r).toMatchObject({ status: 'exchangeShipped', refundPaise: null, creditNoteId: null, refundMethod: null });
  });
});

describe("an online exchange for a cheaper size, bought with 'Pay now and save'", () => {
  test('one ₹399.50 piece (₹359.55 paid) for the ₹349.50 S: ₹45 back through the gateway, the saving kept, with a ₹45 credit note', async () => {
    const rules = { source: 'zones', zones: [{ prefix: '', prepaidDays: 5, codDays: 6, codAllowed: true }], holidays: [], codMin: 0, codMax: null, blockedPincodes: [], blockedMobiles: [], rtoLimit: 2 };
    expect((await act('/api/admin/settings/delivery', { ...rules, prepaidDiscountPercent: 10 }, owner)).status).toBe(200);
    const shopper = await newCustomer();
    const addressId = await newAddress(shopper.token);
    const p = await newProduct({ pricePaise: 39_950 });
    const small = await cheaperSize(p.variantId, 34_950);
    const placed = await post('/api/web/order/create', orderPayload([item(p, 2)], addressId, { subtotal: 799, shippingCharge: 99, total: 898 }), { token: shopper.token });
    expect(placed.status, placed.text).toBe(200);
    const orderId = placed.body.data.orderId as string;
    const started = await post('/api/web/order/pay-now', { orderId }, { token: shopper.token });
    expect(started.status, started.text).toBe(200);
    const paid = await call('POST', `/api/web/payment/sandbox/${(started.body.data.paymentRedirectUrl as string).split('/').at(-1)}`, { rawBody: 'outcome=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(paid.status).toBe(303);
    for (const [path, body] of [['confirm', {}], ['ship', SHIP], ['deliver', {}]] as const) expect((await act(`/api/admin/orders/${orderId}/${path}`, body)).status).toBe(200);
    const [line] = await (await getDb()).select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, orderId));

    const options = await get(`/api/web/order/return/options?orderId=${orderId}`, { token: shopper.token });
    expect(options.body.data.lines[0].choices).toEqual([{ sizeId: small, label: 'Black, size S', soldOut: false, differencePaise: 4_500 }]);
    const asked = await post('/api/web/order/return/create', { orderId, kind: 'exchange', reason: 'sizeTooBig', lines: [{ orderItemId: line!.id, quantity: 1, exchangeSizeId: small }] }, { token: shopper.token });
    expect(asked.status, asked.text).toBe(200);
    const id = asked.body.data.returnId as string;
    expect((await act(`/api/admin/returns/${id}/approve`)).status).toBe(200);
    expect((await act(`/api/admin/returns/${id}/receive`, { lines: [{ orderItemId: line!.id, outcome: 'restock' }] })).status).toBe(200);
    const shipped = await act(`/api/admin/returns/${id}/ship-exchange`, PARCEL, owner);
    expect(shipped.status, shipped.text).toBe(200);

    const back = await (await getDb()).select({ amountPaise: refunds.amountPaise, state: refunds.state }).from(refunds).where(eq(refunds.orderId, orderId));
    expect(back).toEqual([{ amountPaise: 4_500, state: 'COMPLETED' }]);
    const { request, note } = await creditNoteOf(id);
    expect(request).toMatchObject({ status: 'exchangeShipped', refundPaise: 4_500, refundMethod: 'original' });
    expect(note.totalPaise).toBe(4_500);
    expect(await orderLedger(await getDb(), orderId)).toEqual({ chargedPaise: 75_810, collectedPaise: 75_810, refundedPaise: 4_500, owedPaise: 0 });
    const [order] = await (await getDb()).select().from(orders).where(eq(orders.id, orderId));
    expect(order!.paymentStatus).toBe(5);
  });
});
