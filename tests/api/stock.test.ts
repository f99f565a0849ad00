import { beforeAll, describe, expect, test } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { get, post } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { auditEvents, sizeStock, stockMovements } from '../../src/server/platform/db/schema';
import { item, newAddress, newCustomer, newProduct, orderPayload, type TestProduct } from '../fixtures/checkout-data';
import { consoleHeaders, newStaff, type TestStaff } from '../fixtures/staff';
import { moveClock } from '../../src/server/platform/clock';
import { sql } from 'drizzle-orm';

useTestDatabase();

let owner: TestStaff;
let manager: TestStaff;
let packer: TestStaff;
let support: TestStaff;

beforeAll(async () => {
  owner = await newStaff('owner');
  manager = await newStaff('manager');
  packer = await newStaff('fulfilment');
  support = await newStaff('support');
});

const SHIP = { courier: 'Delhivery', awb: 'DLV12345678', trackingUrl: 'https://www.delhivery.com/track/package/DLV12345678' };
const edit = (who: TestStaff, p: TestProduct, body: unknown) => post(`/api/admin/stock/${p.sizeId}`, body, { headers: consoleHeaders(who.cookie) });
const act = (who: TestStaff, path: string, body: unknown = {}) => post(`/api/admin/orders/${path}`, body, { headers: consoleHeaders(who.cookie) });

async function counts(p: TestProduct) {
  const [row] = await (await getDb()).select().from(sizeStock).where(eq(sizeStock.sizeId, p.sizeId));
  return { onHand: row!.onHand, reserved: row!.reserved };
}

async function reasons(p: TestProduct) {
  const rows = await (await getDb()).select().from(stockMovements).where(eq(stockMovements.sizeId, p.sizeId)).orderBy(asc(stockMovements.id));
  return rows.map((m) => [m.reason, m.onHandDelta, m.reservedDelta]);
}

/** A ₹499 product bought `quantity` at a time, cash on delivery (₹99 shipping up to 1 kg). */
async function buy(p: TestProduct, quantity: number, method: 1 | 2 = 1) {
  const shopper = await newCustomer('Lakshmi Nair');
  const addressId = await newAddress(shopper.token);
  const subtotal = 499 * quantity;
  const shipping = method === 1 ? 99 : 39;
  return post('/api/web/order/create', orderPayload([item(p, quantity)], addressId, { subtotal, shippingCharge: shipping, total: subtotal + shipping }, method), { token: shopper.token });
}

describe('an order and the shelf', () => {
  test('a size just seen sold out is refused from memory for a second; units freed on this instance sell at once', async () => {
    const p = await newProduct({ pricePaise: 49_900, stock: 2 });
    expect((await buy(p, 2)).status).toBe(200);
    const late = await buy(p, 1);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(`${p.name} in Black, size M is sold out. Change that item in your cart, then place the order again.`);
    // Another instance takes 3 returned pieces back onto the shelf: this one sees them after its second.
    await (await getDb()).execute(sql`update size_stock set on_hand = on_hand + 3 where size_id = ${p.sizeId}`);
    const remembered = await buy(p, 1);
    expect(remembered.status).toBe(409);
    expect(remembered.body.data.short).toEqual([{ index: 0, productName: p.name, colorName: 'Black', sizeName: 'M', requested: 1, available: 0 }]);
    moveClock(1_000);
    expect((await buy(p, 1)).status).toBe(200);
    // Sold out again (5 on hand, 3 reserved, 2 sellable): a pair refused, then the merchant adds 4 here.
    expect((await buy(p, 3)).status).toBe(409);
    expect((await edit(owner, p, { mode: 'add', change: 4, reason: 'Found in the back room' })).status).toBe(200);
    expect((await buy(p, 3)).status).toBe(200);
    expect(await counts(p)).toEqual({ onHand: 9, reserved: 6 });
  });

  test('a short line is a 409 naming it with what is left; nothing is reserved by the refused order', async () => {
    const p = await newProduct({ pricePaise: 49_900, stock: 3 });
    const r = await buy(p, 4);
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(`Only 3 left of ${p.name} in Black, size M (you asked for 4). Change that item in your cart, then place the order again.`);
    expect(r.body.data.short).toEqual([{ index: 0, productName: p.name, colorName: 'Black', sizeName: 'M', requested: 4, available: 3 }]);
    expect(await counts(p)).toEqual({ onHand: 3, reserved: 0 });
  });

  test('COD: reserved when placed, consumed when shipped, back on the shelf after return to origin', async () => {
    const p = await newProduct({ pricePaise: 49_900, stock: 5 });
    const placed = await buy(p, 2);
    expect(placed.status).toBe(200);
    const orderId = placed.body.data.orderId as string;
    expect(await counts(p)).toEqual({ onHand: 5, reserved: 2 });
    await act(packer, `${orderId}/confirm`);
    expect((await act(packer, `${orderId}/ship`, SHIP)).status).toBe(200);
    expect(await counts(p)).toEqual({ onHand: 3, reserved: 0 });
    expect((await act(packer, `${orderId}/return-to-origin`)).status).toBe(200);
    expect(await counts(p)).toEqual({ onHand: 5, reserved: 0 });
    expect(await reasons(p)).toEqual([
      ['reserve', 0, 2],
      ['consume', -2, -2],
      ['return', 2, 0],
    ]);
  });

  test('cancelling an order releases its reservation, once', async () => {
    const p = await newProduct({ pricePaise: 49_900, stock: 5 });
    const orderId = (await buy(p, 2)).body.data.orderId as string;
    expect((await act(manager, `${orderId}/cancel`, { reason: 'Customer asked' })).status).toBe(200);
    expect((await act(manager, `${orderId}/cancel`, { reason: 'Again' })).status).toBe(409);
    expect(await counts(p)).toEqual({ onHand: 5, reserved: 0 });
    expect(await reasons(p)).toEqual([
      ['reserve', 0, 2],
      ['release', 0, -2],
    ]);
  });

  test('the cart quote marks a line the shelf cannot fill, counting lines of one size together', async () => {
    const p = await newProduct({ pricePaise: 49_900, stock: 2 });
    const line = (customId: string, quantity: number) => ({ customId, productId: p.productId, colorId: p.variantId, sizeId: p.sizeId, quantity });
    const ok = await post('/api/web/cart/quote', { items: [line('a', 2)] });
    expect(ok.body.data.lines[0].stockProblem).toBeNull();
    const over = await post('/api/web/cart/quote', { items: [line('a', 2), line('b', 1)] });
    expect(over.body.data.lines.map((l: { stockProblem: string | null }) => l.stockProblem)).toEqual([
      'Only 2 left in this size. Lower the quantity to 2 to place your order.',
      'Only 2 left in this size. Lower the quantity to 2 to place your order.',
    ]);
  });

  test('the storefront learns sold out, only N left, or plenty, never the count above 5', async () => {
    const few = await newProduct({ pricePaise: 49_900, stock: 2 });
    const many = await newProduct({ pricePaise: 49_900, stock: 40 });
    const none = await newProduct({ pricePaise: 49_900, stock: 0 });
    expect((await get(`/api/web/product/stock/${few.productId}`)).body.data).toEqual({ sizes: { [few.sizeId]: 2 } });
    expect((await get(`/api/web/product/stock/${many.productId}`)).body.data).toEqual({ sizes: { [many.sizeId]: null } });
    const soldOut = await get(`/api/web/product/stock/${none.productId}`);
    expect(soldOut.body.data).toEqual({ sizes: { [none.sizeId]: 0 } });
    expect(soldOut.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('the merchant edits stock', () => {
  test('set and add/remove write ledger rows and audit rows; a restock is sellable at once', async () => {
    const p = await newProduct({ pricePaise: 49_900, stock: 0 });
    expect((await buy(p, 1)).status).toBe(409);
    const set = await edit(manager, p, { mode: 'set', onHand: 12 });
    expect(set.body).toMatchObject({ status: 200, message: 'Stock saved.', data: { onHand: 12, reserved: 0, sellable: 12 } });
    const add = await edit(owner, p, { mode: 'add', change: -2, reason: 'Two torn in the wash' });
    expect(add.body.data).toEqual({ onHand: 10, reserved: 0, sellable: 10 });
    expect((await buy(p, 1)).status).toBe(200);
    expect(await reasons(p)).toEqual([
      ['set', 12, 0],
      ['adjust', -2, 0],
      ['reserve', 0, 1],
    ]);
    const audit = await (await getDb()).select().from(auditEvents).where(eq(auditEvents.entityId, p.sizeId)).orderBy(asc(auditEvents.id));
    expect(audit.map((a) => [a.action, a.staffId, a.before, a.after])).toEqual([
      ['stock.edit', manager.id, { onHand: 0, reserved: 0 }, { onHand: 12, reserved: 0, reason: null }],
      ['stock.edit', owner.id, { onHand: 12, reserved: 0 }, { onHand: 10, reserved: 0, reason: 'Two torn in the wash' }],
    ]);
    const ledger = await get(`/api/admin/stock/${p.sizeId}`, { headers: consoleHeaders(packer.cookie) });
    expect(ledger.body.data.movements.map((m: { reason: string }) => m.reason)).toEqual(['reserve', 'adjust', 'set']);
  });

  test('negative or fractional counts are a 400; removing below what orders hold is a 409 with the reserved figure', async () => {
    const p = await newProduct({ pricePaise: 49_900, stock: 4 });
    expect((await buy(p, 3)).status).toBe(200);
    const negative = await edit(owner, p, { mode: 'set', onHand: -1 });
    expect(negative.status).toBe(400);
    expect(negative.body.errors).toEqual([{ path: 'onHand', message: 'On hand cannot be negative' }]);
    expect((await edit(owner, p, { mode: 'set', onHand: 2.5 })).status).toBe(400);
    expect((await edit(owner, p, { mode: 'add', change: 1.5, reason: 'x' })).status).toBe(400);
    expect((await edit(owner, p, { mode: 'add', change: 3 })).status).toBe(400);
    const below = await edit(owner, p, { mode: 'set', onHand: 2 });
    expect(below.status).toBe(409);
    expect(below.body.message).toBe('Open orders hold 3 of this size, so on hand cannot go below 3. Ship or cancel those orders first.');
    expect(below.body.data).toEqual({ onHand: 4, reserved: 3 });
    expect(await counts(p)).toEqual({ onHand: 4, reserved: 3 });
  });

  test('20 edits at once to one size lose none', async () => {
    const p = await newProduct({ pricePaise: 49_900, stock: 0 });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => edit(i % 2 ? owner : manager, p, { mode: 'add', change: 5, reason: `Delivery ${i}` })));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await counts(p)).toEqual({ onHand: 100, reserved: 0 });
  });

  test('who may: fulfilment reads but cannot edit; support sees nothing', async () => {
    const p = await newProduct({ pricePaise: 49_900, stock: 1 });
    expect((await get('/api/admin/stock?q=cotton', { headers: consoleHeaders(packer.cookie) })).status).toBe(200);
    expect((await edit(packer, p, { mode: 'set', onHand: 9 })).status).toBe(403);
    expect((await get('/api/admin/stock', { headers: consoleHeaders(support.cookie) })).status).toBe(403);
  });

  test('the low-stock filter uses each product\'s threshold (5 unless set)', async () => {
    const p = await newProduct({ pricePaise: 49_900, stock: 7 });
    const slug = p.name.split(' ').at(-1)!;
    const low = () => get(`/api/admin/stock?low=1&q=${slug}`, { headers: consoleHeaders(owner.cookie) });
    expect((await low()).body.data.total).toBe(0);
    const set = await post(`/api/admin/stock/threshold/${p.productId}`, { lowStockThreshold: 8 }, { headers: consoleHeaders(owner.cookie) });
    expect(set.status).toBe(200);
    expect((await low()).body.data.rows).toMatchObject([{ sizeId: p.sizeId, onHand: 7, sellable: 7, threshold: 8, low: true }]);
  });
});
