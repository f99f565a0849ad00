import { beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { call, post } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { auditEvents, creditNotes, customers, discountCodes, discountUses, invoices, orderItems, orders, refunds } from '../../src/server/platform/db/schema';
import { codeReport } from '../../src/server/discounts';
import { newId } from '../../src/server/platform/db/ids';
import { createSession } from '../../src/server/auth/session';
import { item, newAddress, newCustomer, newProduct, orderPayload, type TestProduct } from '../fixtures/checkout-data';
import { consoleHeaders, newStaff, type TestStaff } from '../fixtures/staff';
import { SHIP } from '../fixtures/returns';

useTestDatabase();

let owner: TestStaff;
let manager: TestStaff;
let packer: TestStaff;
beforeAll(async () => {
  owner = await newStaff('owner');
  manager = await newStaff('manager');
  packer = await newStaff('fulfilment');
});

/** A code through the console as the owner; each test names its own so the tests stay apart. */
async function makeCode(body: Record<string, unknown>) {
  const r = await post('/api/admin/discounts', { kind: 'percent', value: 10, ...body }, { headers: consoleHeaders(owner.cookie) });
  expect(r.status, r.text).toBe(201);
  return r.body.data as { id: string; code: string };
}

const quote = (products: { p: TestProduct; quantity?: number }[], code: string, token?: string) =>
  post(
    '/api/web/cart/quote',
    { items: products.map(({ p, quantity }, i) => ({ customId: `line-${i}`, productId: p.productId, colorId: p.variantId, sizeId: p.sizeId, quantity: quantity ?? 1 })), code },
    token ? { token } : {},
  );

async function shopperWithAddress() {
  const shopper = await newCustomer();
  return { ...shopper, addressId: await newAddress(shopper.token) };
}

/** Many shoppers at once: the fixture's mobile numbers repeat after 100, so these get their own. */
let crowd = 0;
const CROWD_BASE = String(Math.floor(Math.random() * 100_000)).padStart(5, '0');
async function crowdShopper() {
  crowd += 1;
  const mobileNumber = `6${CROWD_BASE}${String(crowd).padStart(4, '0')}`;
  const id = newId();
  await (await getDb()).insert(customers).values({ id, name: 'Meena Raj', mobileNumber, email: null });
  const token = await createSession(id);
  return { id, token, addressId: await newAddress(token) };
}

type Figures = { subtotal: number; shippingCharge: number; total: number; discount?: number };
const place = (shopper: { token: string; addressId: string }, items: ReturnType<typeof item>[], figures: Figures, code: string | undefined, method: 1 | 2 = 1) =>
  post('/api/web/order/create', { ...orderPayload(items, shopper.addressId, figures, method), ...(code ? { discountCode: code } : {}) }, { token: shopper.token });

async function shipThroughConsole(orderId: string, awb = SHIP.awb) {
  for (const [path, body] of [['confirm', {}], ['ship', { ...SHIP, awb }]] as const) {
    const r = await post(`/api/admin/orders/${orderId}/${path}`, body, { headers: consoleHeaders(packer.cookie) });
    expect(r.status, r.text).toBe(200);
  }
}

describe('the console keeps discount codes', () => {
  test('bad input is refused with 400 naming the field by its label; a write leaves an audit row', async () => {
    const headers = consoleHeaders(manager.cookie);
    const made = await post('/api/admin/discounts', { code: 'diwali15', kind: 'percent', value: 15, cap: 300 }, { headers });
    expect(made.status, made.text).toBe(201);
    expect(made.body.data).toMatchObject({ code: 'DIWALI15', kind: 'percent', value: 15, cap: 300, paused: false, usedCount: 0 });

    const dup = await post('/api/admin/discounts', { code: 'Diwali15', kind: 'flat', value: 100 }, { headers });
    expect(dup.status).toBe(400);
    expect(dup.body.errors).toEqual([{ path: 'code', message: 'Code DIWALI15 already exists (codes are the same in capitals or small letters): choose another code' }]);

    const over = await post('/api/admin/discounts', { code: 'HUGE', kind: 'percent', value: 150 }, { headers });
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual([{ path: 'value', message: 'Value must be 100 or less for a percentage' }]);

    const negative = await post('/api/admin/discounts', { code: 'MINUS', kind: 'flat', value: -50 }, { headers });
    expect(negative.status).toBe(400);
    expect(negative.body.errors).toContainEqual({ path: 'value', message: 'Value must be 0 or more' });

    const window = await post('/api/admin/discounts', { code: 'BACKWARDS', kind: 'flat', value: 50, startsAt: '2025-11-10T09:00', endsAt: '2025-11-01T09:00' }, { headers });
    expect(window.status).toBe(400);
    expect(window.body.errors).toEqual([{ path: 'endsAt', message: 'Ends must be after Starts' }]);

    const paused = await post(`/api/admin/discounts/${made.body.data.id}/pause`, { paused: true }, { headers });
    expect(paused.status).toBe(200);
    expect(paused.body.message).toBe('Discount code DIWALI15 paused.');
    const edited = await call('PATCH', `/api/admin/discounts/${made.body.data.id}`, { body: { code: 'DIWALI20', kind: 'percent', value: 20, paused: true }, headers });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.data).toMatchObject({ code: 'DIWALI20', value: 20, cap: null, paused: true });

    const audits = await (await getDb()).select({ action: auditEvents.action, staffId: auditEvents.staffId }).from(auditEvents).where(and(eq(auditEvents.entity, 'discount'), eq(auditEvents.entityId, made.body.data.id)));
    expect(audits).toEqual(['discount.create', 'discount.pause', 'discount.update'].map((action) => ({ action, staffId: manager.id })));
    expect((await post('/api/admin/discounts', { code: 'NOPE', kind: 'flat', value: 5 }, { headers: consoleHeaders(packer.cookie) })).status).toBe(403);
  });
});

describe('a 10% code on ₹2,700 + ₹1,000 lines', () => {
  test('is priced by the server, and the invoice taxes each piece on its discounted value', async () => {
    await makeCode({ code: 'TENOFF', kind: 'percent', value: 10 });
    const kurta = await newProduct({ pricePaise: 270_000 });
    const leggings = await newProduct({ pricePaise: 100_000 });
    const shopper = await shopperWithAddress();
    // 10% of ₹3,700 = ₹370, shared by value: ₹2,700/₹3,700 of it = ₹270 and ₹1,000/₹3,700 = ₹100.
    const q = await quote([{ p: kurta }, { p: leggings }], 'tenoff', shopper.token);
    expect(q.status, q.text).toBe(200);
    expect(q.body.data.subtotal).toBe(3700);
    expect(q.body.data.discount).toEqual({ code: 'TENOFF', saving: 370, freeShipping: false });

    // Cash on delivery, 400 g: ₹99 shipping. ₹3,700 − ₹370 + ₹99 = ₹3,429.
    const placed = await place(shopper, [item(kurta), item(leggings)], { subtotal: 3700, discount: 370, shippingCharge: 99, total: 3429 }, 'TenOff');
    expect(placed.status, placed.text).toBe(200);
    const orderId = placed.body.data.orderId as string;
    const db = await getDb();
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ subtotalPaise: 370_000, discountCode: 'TENOFF', discountPaise: 37_000, shippingPaise: 9_900, totalPaise: 342_900 });
    const lines = await db.select({ lineTotalPaise: orderItems.lineTotalPaise, discountPaise: orderItems.discountPaise }).from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.position);
    expect(lines).toEqual([
      { lineTotalPaise: 270_000, discountPaise: 27_000 },
      { lineTotalPaise: 100_000, discountPaise: 10_000 },
    ]);

    await shipThroughConsole(orderId, 'DLV20000001');
    const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
    const doc = invoice!.particulars;
    // ₹2,430 a piece is within ₹2,625 (₹2,500 + 5%): 5%, not the 18% ₹2,700 would pay.
    //   taxable 243000 / 1.05 = 231428.57 → 231429; tax 11571 → CGST 5785, SGST 5786 (odd paisa to SGST).
    // ₹900: taxable 90000 / 1.05 = 85714.29 → 85714; tax 4286 → 2143 + 2143.
    // Shipping ₹99 at the main rate 5%: 9900 / 1.05 = 9428.57 → 9429; tax 471 → 235 + 236.
    expect(doc.lines.map((l) => [l.unitPricePaise, l.grossPaise, l.rateBp, l.taxablePaise, l.cgstPaise, l.sgstPaise, l.igstPaise])).toEqual([
      [243_000, 243_000, 500, 231_429, 5_785, 5_786, 0],
      [90_000, 90_000, 500, 85_714, 2_143, 2_143, 0],
    ]);
    expect(doc.charges.map((c) => [c.kind, c.grossPaise, c.rateBp, c.taxablePaise, c.cgstPaise, c.sgstPaise])).toEqual([['shipping', 9_900, 500, 9_429, 235, 236]]);
    // 243000 + 90000 + 9900 = 342900, the order's total; taxable 231429 + 85714 + 9429 = 326572.
    expect(doc.totals).toEqual({ grossPaise: 342_900, taxablePaise: 326_572, cgstPaise: 8_163, sgstPaise: 8_165, igstPaise: 0 });
    expect(doc.discount).toEqual({ code: 'TENOFF', paise: 37_000 });
    expect(invoice).toMatchObject({ totalPaise: 342_900, taxablePaise: 326_572 });
  });

  test('without the code the ₹2,700 piece pays 18%', async () => {
    const kurta = await newProduct({ pricePaise: 270_000 });
    const shopper = await shopperWithAddress();
    const placed = await place(shopper, [item(kurta)], { subtotal: 2700, shippingCharge: 99, total: 2799 }, undefined);
    expect(placed.status, placed.text).toBe(200);
    await shipThroughConsole(placed.body.data.orderId, 'DLV20000002');
    const [invoice] = await (await getDb()).select().from(invoices).where(eq(invoices.orderId, placed.body.data.orderId));
    // 270000 / 1.18 = 228813.56 → 228814.
    expect(invoice!.particulars.lines.map((l) => [l.rateBp, l.taxablePaise])).toEqual([[1_800, 228_814]]);
  });
});

describe('a return of one discounted piece', () => {
  test('refunds its discounted share, and the credit note agrees to the paisa', async () => {
    await makeCode({ code: 'SAVE10', kind: 'percent', value: 10 });
    const kurta = await newProduct({ pricePaise: 270_000 });
    const shopper = await shopperWithAddress();
    // 2 × ₹2,700 = ₹5,400; 10% = ₹540; online shipping ₹39 (400 g): ₹4,899.
    const placed = await place(shopper, [item(kurta, 2)], { subtotal: 5400, discount: 540, shippingCharge: 39, total: 4899 }, 'SAVE10', 2);
    expect(placed.status, placed.text).toBe(200);
    const orderId = placed.body.data.orderId as string;
    const attempt = (placed.body.data.paymentRedirectUrl as string).split('/').at(-1);
    expect((await call('POST', `/api/web/payment/sandbox/${attempt}`, { rawBody: 'outcome=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(303);
    await shipThroughConsole(orderId, 'DLV20000003');
    expect((await post(`/api/admin/orders/${orderId}/deliver`, {}, { headers: consoleHeaders(packer.cookie) })).status).toBe(200);

    const db = await getDb();
    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const asked = await post('/api/web/order/return/create', { orderId, kind: 'refund', reason: 'sizeTooBig', lines: [{ orderItemId: line!.id, quantity: 1 }] }, { token: shopper.token });
    expect(asked.status, asked.text).toBe(200);
    const returnId = asked.body.data.returnId as string;
    const act = (who: TestStaff, action: string, body: unknown = {}) => post(`/api/admin/returns/${returnId}/${action}`, body, { headers: consoleHeaders(who.cookie) });
    expect((await act(packer, 'approve')).status).toBe(200);
    expect((await act(packer, 'receive', { lines: [{ orderItemId: line!.id, outcome: 'restock' }] })).status).toBe(200);
    const refunded = await act(manager, 'refund');
    expect(refunded.status, refunded.text).toBe(200);
    // One of two pieces paid ₹2,430 each (₹4,860 for the line): ₹2,430 back, not the ₹2,700 list price.
    expect(refunded.body.data).toEqual({ status: 'refunded', refundPaise: 243_000 });
    expect(await db.select({ amountPaise: refunds.amountPaise }).from(refunds).where(eq(refunds.orderId, orderId))).toEqual([{ amountPaise: 243_000 }]);
    const [note] = await db.select().from(creditNotes);
    // 243000 / 1.05 = 231428.57 → 231429; tax 11571 → CGST 5785, SGST 5786.
    expect([note!.totalPaise, note!.taxablePaise, note!.cgstPaise, note!.sgstPaise]).toEqual([243_000, 231_429, 5_785, 5_786]);
  });
});

describe('a code is refused with its reason, 422, and no order is placed', () => {
  test('each reason in plain words', async () => {
    const cheap = await newProduct({ pricePaise: 50_000 });
    const other = await newProduct({ pricePaise: 80_000 });
    const shopper = await shopperWithAddress();
    await makeCode({ code: 'BIG999', kind: 'flat', value: 100, minOrder: 999 });
    await makeCode({ code: 'OLDCODE', startsAt: '2024-01-01T00:00', endsAt: '2024-02-01T00:00' });
    await makeCode({ code: 'LATER', startsAt: '2099-01-01T00:00' });
    const held = await makeCode({ code: 'HELD' });
    await post(`/api/admin/discounts/${held.id}/pause`, { paused: true }, { headers: consoleHeaders(owner.cookie) });
    await makeCode({ code: 'ONLYOTHER', productIds: [other.productId] });
    await makeCode({ code: 'NEWBIE', firstOrderOnly: true });

    const reasons: [string, string][] = [
      ['NOSUCHCODE', 'This code does not exist. Check the spelling.'],
      ['big999', 'This code needs an order of ₹999 or more'],
      ['OLDCODE', 'This code has expired'],
      ['LATER', 'This code is not active yet'],
      ['HELD', 'This code is paused'],
      ['ONLYOTHER', 'This code is not for the products in your cart'],
    ];
    for (const [code, message] of reasons) {
      const q = await quote([{ p: cheap }], code, shopper.token);
      expect([code, q.status, q.body.message]).toEqual([code, 422, message]);
      const r = await place(shopper, [item(cheap)], { subtotal: 500, shippingCharge: 99, total: 599 }, code);
      expect([code, r.status, r.body.message]).toEqual([code, 422, message]);
    }
    expect(await (await getDb()).select().from(orders).where(eq(orders.customerId, shopper.id))).toEqual([]);

    // A shopper with an order already is not on a first order.
    expect((await place(shopper, [item(cheap)], { subtotal: 500, shippingCharge: 99, total: 599 }, undefined)).status).toBe(200);
    const first = await place(shopper, [item(cheap)], { subtotal: 500, discount: 50, shippingCharge: 99, total: 549 }, 'NEWBIE');
    expect([first.status, first.body.message]).toEqual([422, 'This code is for a first order only']);
  });

  test('once per customer: the second order with the code is refused; a code used up is refused for everyone', async () => {
    const p = await newProduct({ pricePaise: 100_000 });
    await makeCode({ code: 'ONCE', kind: 'flat', value: 100, usesPerCustomer: 1, totalUses: 2 });
    const a = await shopperWithAddress();
    const b = await shopperWithAddress();
    const c = await shopperWithAddress();
    // ₹1,000 − ₹100 + ₹99 = ₹999.
    const figures = { subtotal: 1000, discount: 100, shippingCharge: 99, total: 999 };
    expect((await place(a, [item(p)], figures, 'ONCE')).status).toBe(200);
    const again = await place(a, [item(p)], figures, 'once');
    expect([again.status, again.body.message]).toEqual([422, 'You have already used this code']);
    expect((await place(b, [item(p)], figures, 'ONCE')).status).toBe(200);
    const late = await place(c, [item(p)], figures, 'ONCE');
    expect([late.status, late.body.message]).toEqual([422, 'This code has been used up']);
  });

  test('a cancelled order gives its use back: the shopper may use a once-only code again, and the total counts it once', async () => {
    const p = await newProduct({ pricePaise: 100_000 });
    await makeCode({ code: 'BACKAGAIN', kind: 'flat', value: 100, usesPerCustomer: 1, totalUses: 1 });
    const a = await shopperWithAddress();
    // ₹1,000 − ₹100 + ₹99 = ₹999.
    const figures = { subtotal: 1000, discount: 100, shippingCharge: 99, total: 999 };
    const first = await place(a, [item(p)], figures, 'BACKAGAIN');
    expect(first.status, first.text).toBe(200);
    const cancelled = await post('/api/web/order/cancel', { orderId: first.body.data.orderId, reason: 'Ordered the wrong size' }, { token: a.token });
    expect(cancelled.status, cancelled.text).toBe(200);
    const [code] = await (await getDb()).select().from(discountCodes).where(eq(discountCodes.code, 'BACKAGAIN'));
    expect(code!.usedCount).toBe(0);
    const again = await place(a, [item(p)], figures, 'BACKAGAIN');
    expect(again.status, again.text).toBe(200);
    const other = await shopperWithAddress();
    const late = await place(other, [item(p)], figures, 'BACKAGAIN');
    expect([late.status, late.body.message]).toEqual([422, 'This code has been used up']);
  });

  test('the order is never placed at a price the shopper did not see', async () => {
    const p = await newProduct({ pricePaise: 100_000 });
    await makeCode({ code: 'SEEN', kind: 'flat', value: 150 });
    const shopper = await shopperWithAddress();
    // The page showed no saving, but the code was sent: the server answers its own figures.
    const r = await place(shopper, [item(p)], { subtotal: 1000, shippingCharge: 99, total: 1099 }, 'SEEN');
    expect(r.status).toBe(409);
    expect(r.body.data).toMatchObject({ subtotal: 1000, discount: 150, shippingCharge: 99, total: 949 });
    expect(await (await getDb()).select().from(orders).where(eq(orders.customerId, shopper.id))).toEqual([]);
  });

  test('a free-shipping code waives the shipping charge', async () => {
    const p = await newProduct({ pricePaise: 60_000 });
    await makeCode({ code: 'SHIPFREE', kind: 'freeShipping', value: 0 });
    const shopper = await shopperWithAddress();
    expect((await quote([{ p }], 'shipfree')).body.data.discount).toEqual({ code: 'SHIPFREE', saving: 0, freeShipping: true });
    const r = await place(shopper, [item(p)], { subtotal: 600, shippingCharge: 0, total: 600 }, 'SHIPFREE');
    expect(r.status, r.text).toBe(200);
    const [order] = await (await getDb()).select().from(orders).where(eq(orders.id, r.body.data.orderId));
    expect(order).toMatchObject({ shippingPaise: 0, discountPaise: 0, discountCode: 'SHIPFREE', totalPaise: 60_000 });
  });
});

describe("'total uses 100' under 150 concurrent orders", () => {
  test('admits exactly 100, and the report counts them', { timeout: 240_000 }, async () => {
    const p = await newProduct({ pricePaise: 100_000, stock: 500 });
    const made = await makeCode({ code: 'HUNDRED', kind: 'flat', value: 100, totalUses: 100 });
    const shoppers = [];
    for (let i = 0; i < 150; i += 25) shoppers.push(...(await Promise.all(Array.from({ length: 25 }, () => crowdShopper()))));
    const figures = { subtotal: 1000, discount: 100, shippingCharge: 99, total: 999 };
    const answers = await Promise.all(shoppers.map((s) => place(s, [item(p)], figures, 'HUNDRED')));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200).length).toBe(100);
    expect(statuses.filter((s) => s === 422).length).toBe(50);
    expect(new Set(answers.filter((a) => a.status === 422).map((a) => a.body.message))).toEqual(new Set(['This code has been used up']));
    const db = await getDb();
    const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, made.id));
    expect(row!.usedCount).toBe(100);
    expect((await db.select().from(discountUses).where(eq(discountUses.codeId, made.id))).length).toBe(100);
    expect((await db.select().from(orders).where(eq(orders.discountCode, 'HUNDRED'))).length).toBe(100);
    // 100 orders of ₹999 = ₹99,900 of revenue; ₹100 off each = ₹10,000 given away.
    expect((await codeReport()).find((r) => r.code === 'HUNDRED')).toEqual({ code: 'HUNDRED', kind: 'flat', paused: false, orders: 100, revenuePaise: 9_990_000, discountPaise: 1_000_000 });
  });
});
