import { beforeAll, describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { and, desc, eq, inArray, isNotNull, like, or } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { call, post } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { creditNotes, invoices, orderItems, orders, payments, returnRequests, sizes, sizeStock } from '../../src/server/platform/db/schema';
import { newId } from '../../src/server/platform/db/ids';
import { orderLedger } from '../../src/server/orders/order-ledger';
import { ORDER_MOVES } from '../../src/server/orders/transitions';
import { ORDER_STATUS, PAYMENT_STATUS } from '../../src/lib/order-status';
import { can, type Permission, type Role } from '../../src/server/staff/permissions';
import { item, newAddress, newCustomer, newProduct, orderPayload, type TestProduct } from '../fixtures/checkout-data';
import { consoleHeaders, newStaff, type TestStaff } from '../fixtures/staff';
import { usePhonePeShop, WEBHOOK_PASS, WEBHOOK_USER } from '../fixtures/phonepe-shop';

/**
 * Issue 35's property: whatever staff of any role, the gateway and the shopper do to an order,
 * in any order, the books stay true. Random short sequences of moves on COD, online and 'Pay
 * now and save' orders, the shop running on PhonePe's fake so the gateway's steps are its
 * webhooks (COMPLETED or FAILED, each confirmed with its status call); after every step the
 * ledger's invariants hold, a shipped order has exactly one invoice, every return refund and
 * every exchange's price difference paid back has a credit note of the same amount and every refund of an invoiced order is matched by return
 * credit notes to the paisa, and the statuses are ones the machine lists. Kept small (40 runs of
 * up to 12 steps) so the suite stays fast.
 */
useTestDatabase();

const fake = usePhonePeShop();

const ROLES: Role[] = ['owner', 'manager', 'fulfilment', 'support'];
const staffOf = {} as Record<Role, TestStaff>;
let product: TestProduct;
/** a size of the same colour listing ₹50 lower: an exchange for it pays the difference back */
let cheaper: string;

beforeAll(async () => {
  for (const role of ROLES) staffOf[role] = await newStaff(role);
  product = await newProduct({ pricePaise: 39_950 });
  cheaper = newId();
  await (await getDb()).insert(sizes).values({ id: cheaper, colorVariantId: product.variantId, name: 'S', pricePaise: 34_950, strikedPricePaise: 54_950, weightGrams: 200, position: 4 });
  await (await getDb()).insert(sizeStock).values({ sizeId: cheaper, onHand: 1000 });
  const rules = { source: 'zones', zones: [{ prefix: '', prepaidDays: 5, codDays: 6, codAllowed: true }], holidays: [], codMin: 0, codMax: null, blockedPincodes: [], blockedMobiles: [], rtoLimit: 2 };
  const set = await post('/api/admin/settings/delivery', { ...rules, prepaidDiscountPercent: 10 }, { headers: consoleHeaders(staffOf.owner.cookie) });
  expect(set.status, set.text).toBe(200);
});

type Kind = 'cod' | 'online' | 'payNow';
type Placed = { orderId: string; token: string; itemId: string; payPage: string | null; kind: Kind };

/**
 * PhonePe settles the order's latest attempt and says so by webhook: a pending attempt completes
 * or fails, a failed one may still complete later; a completed payment stays completed.
 */
async function webhook(orderId: string, outcome: 'pay' | 'fail') {
  const [attempt] = await (await getDb())
    .select({ merchantOrderId: payments.merchantOrderId, state: payments.state })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.attempt))
    .limit(1);
  if (!attempt || attempt.state === 'COMPLETED' || (attempt.state === 'FAILED' && outcome === 'fail')) return null;
  fake.setState(attempt.merchantOrderId, outcome === 'pay' ? 'COMPLETED' : 'FAILED');
  const hook = fake.webhook(attempt.merchantOrderId, WEBHOOK_USER, WEBHOOK_PASS);
  return call('POST', '/api/web/payment/callback/phonepe', { rawBody: hook.body, headers: hook.headers });
}

/** Two pieces at ₹399.50: COD ₹898, online ₹838, or COD switched to pay now (₹758.10 once paid). */
async function place(kind: Kind): Promise<Placed> {
  const shopper = await newCustomer();
  const addressId = await newAddress(shopper.token);
  const online = kind === 'online';
  const r = await post('/api/web/order/create', orderPayload([item(product, 2)], addressId, online ? { subtotal: 799, shippingCharge: 39, total: 838 } : { subtotal: 799, shippingCharge: 99, total: 898 }, online ? 2 : 1), { token: shopper.token });
  expect(r.status, r.text).toBe(200);
  const orderId = r.body.data.orderId as string;
  let payPage: string | null = online ? (r.body.data.paymentRedirectUrl as string) : null;
  if (kind === 'payNow') {
    const started = await post('/api/web/order/pay-now', { orderId }, { token: shopper.token });
    expect(started.status, started.text).toBe(200);
    payPage = started.body.data.paymentRedirectUrl as string;
  }
  const [line] = await (await getDb()).select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, orderId));
  return { orderId, token: shopper.token, itemId: line!.id, payPage, kind };
}

type Step =
  | { t: 'staff'; role: Role; move: 'confirm' | 'hold' | 'release' | 'partially-fulfil' | 'ship' | 'deliver' | 'cod-collected' | 'return-to-origin' | 'cancel' }
  | { t: 'gateway'; outcome: 'pay' | 'fail' }
  | { t: 'return' | 'exchange'; role: Role; quantity: 1 | 2 };

const PERMISSION_OF: Record<Extract<Step, { t: 'staff' }>['move'], Permission> = {
  confirm: 'orders.fulfil',
  hold: 'orders.fulfil',
  release: 'orders.fulfil',
  'partially-fulfil': 'orders.fulfil',
  ship: 'orders.fulfil',
  deliver: 'orders.fulfil',
  'cod-collected': 'orders.fulfil',
  'return-to-origin': 'orders.fulfil',
  cancel: 'orders.cancel',
};

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ t: fc.constant('staff' as const), role: fc.constantFrom(...ROLES), move: fc.constantFrom(...(Object.keys(PERMISSION_OF) as Extract<Step, { t: 'staff' }>['move'][])) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('gateway' as const), outcome: fc.constantFrom('pay' as const, 'fail' as const) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constantFrom('return' as const, 'exchange' as const), role: fc.constantFrom(...ROLES), quantity: fc.constantFrom(1 as const, 2 as const) }) },
);

/** The usual life of an order, by the roles that may do each step, ending in a return or an exchange. */
const happyPath = (ending: 'return' | 'exchange'): Step[] => [
  { t: 'gateway', outcome: 'pay' },
  { t: 'staff', role: 'fulfilment', move: 'confirm' },
  { t: 'staff', role: 'fulfilment', move: 'ship' },
  { t: 'staff', role: 'fulfilment', move: 'deliver' },
  { t: 'staff', role: 'fulfilment', move: 'cod-collected' },
  { t: ending, role: 'manager', quantity: 1 },
];
const HAPPY_STEPS = happyPath('return').length;

const EXCHANGE_PARCEL = { courier: 'Delhivery', awb: 'DLVEX1234567', trackingUrl: 'https://www.delhivery.com/track/package/DLVEX1234567' };
const SHIP = { courier: 'Delhivery', awb: 'DLV12345678', trackingUrl: 'https://www.delhivery.com/track/package/DLV12345678' };

async function run(o: Placed, step: Step): Promise<void> {
  if (step.t === 'gateway') {
    if (!o.payPage) return;
    const r = await webhook(o.orderId, step.outcome);
    if (r) expect(r.status, r.text).toBe(200);
    return;
  }
  const headers = consoleHeaders(staffOf[step.role].cookie);
  if (step.t === 'staff') {
    const body = step.move === 'ship' ? SHIP : step.move === 'cancel' ? { reason: 'Property test' } : {};
    const r = await post(`/api/admin/orders/${o.orderId}/${step.move}`, body, { headers });
    if (!can(step.role, PERMISSION_OF[step.move])) expect(r.status).toBe(403);
    else expect([200, 409], r.text).toContain(r.status);
    return;
  }
  // A return: asked for by the shopper, approved, received and refunded by the given role; or an
  // exchange for the cheaper size, shipped with its difference paid back.
  const exchange = step.t === 'exchange';
  const asked = await post(
    '/api/web/order/return/create',
    { orderId: o.orderId, kind: exchange ? 'exchange' : 'refund', reason: 'sizeTooBig', lines: [{ orderItemId: o.itemId, quantity: step.quantity, ...(exchange ? { exchangeSizeId: cheaper } : {}) }], ...(o.kind === 'online' || (o.kind === 'payNow' && (await paidOnline(o.orderId))) ? {} : { payout: { method: 'upi', upiId: 'meena.raj@okaxis' } }) },
    { token: o.token },
  );
  if (asked.status !== 200) {
    expect([409, 422], asked.text).toContain(asked.status);
    return;
  }
  const id = asked.body.data.returnId as string;
  for (const [path, body] of [['approve', {}], ['receive', { lines: [{ orderItemId: o.itemId, outcome: 'restock' }] }]] as const) {
    const r = await post(`/api/admin/returns/${id}/${path}`, body, { headers });
    if (!can(step.role, 'orders.fulfil')) return void expect(r.status).toBe(403);
    expect(r.status, r.text).toBe(200);
  }
  if (exchange) {
    const shipped = await post(`/api/admin/returns/${id}/ship-exchange`, { ...EXCHANGE_PARCEL, payoutReference: 'UPI412345678901' }, { headers });
    if (!can(step.role, 'orders.cancel')) return void expect(shipped.status).toBe(403);
    expect([200, 409], shipped.text).toContain(shipped.status);
    if (shipped.status === 200) reached.exchangesPayingBack += 1;
    return;
  }
  const refunded = await post(`/api/admin/returns/${id}/refund`, { payoutReference: 'UPI412345678901' }, { headers });
  if (!can(step.role, 'orders.cancel')) return void expect(refunded.status).toBe(403);
  expect([200, 409], refunded.text).toContain(refunded.status);
  if (refunded.status === 200) reached.returnsRefunded += 1;
}

/** How often the random walks reached the money-back steps, so the property is not vacuous. */
const reached = { returnsRefunded: 0, exchangesPayingBack: 0 };

async function paidOnline(orderId: string) {
  const [o] = await (await getDb()).select({ m: orders.paymentMethod }).from(orders).where(eq(orders.id, orderId));
  return o!.m === 2;
}

const STATUSES = new Set<number>(Object.values(ORDER_STATUS));
const PAYMENT_STATUSES = new Set<number>(Object.values(PAYMENT_STATUS));
const REACHABLE = new Set<number>([ORDER_STATUS.WAITING, ...Object.values(ORDER_MOVES).filter((m) => m.field === 'status').map((m) => m.to)]);

async function checkInvariants(o: Placed): Promise<void> {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, o.orderId));
  expect(STATUSES.has(order!.status) && REACHABLE.has(order!.status)).toBe(true);
  expect(PAYMENT_STATUSES.has(order!.paymentStatus)).toBe(true);
  const ledger = await orderLedger(db, o.orderId);
  expect(ledger.refundedPaise).toBeLessThanOrEqual(ledger.collectedPaise);
  expect(ledger.refundedPaise).toBeGreaterThanOrEqual(0);
  // A cancelled order keeps none of the shopper's money, and is never counted as paid.
  if (order!.status === ORDER_STATUS.CANCELLED) {
    expect(ledger.refundedPaise).toBe(ledger.collectedPaise);
    expect(order!.paymentStatus).not.toBe(PAYMENT_STATUS.PAID);
  }
  // Money kept never exceeds what the order costs.
  if (order!.status !== ORDER_STATUS.CANCELLED) expect(ledger.collectedPaise - ledger.refundedPaise).toBeLessThanOrEqual(ledger.chargedPaise);
  // An online order reaches the courier only paid.
  if (order!.paymentMethod === 2 && [ORDER_STATUS.SHIPPED, ORDER_STATUS.DELIVERED].includes(order!.status as 6 | 7)) expect(ledger.collectedPaise).toBe(order!.totalPaise);
  const invoiced = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, o.orderId));
  const shipped = [ORDER_STATUS.SHIPPED, ORDER_STATUS.DELIVERED, ORDER_STATUS.RETURNED_TO_ORIGIN].includes(order!.status as 6 | 7 | 8);
  expect(invoiced.length).toBe(shipped ? 1 : 0);
  const refundedReturns = await db
    .select()
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, o.orderId), inArray(returnRequests.status, ['refunded', 'exchangeShipped']), isNotNull(returnRequests.refundPaise)));
  for (const r of refundedReturns) {
    const [note] = await db.select().from(creditNotes).where(eq(creditNotes.id, r.creditNoteId!));
    expect(note!.totalPaise).toBe(r.refundPaise);
  }
  // Money given back after the invoice is reversed on it: what was refunded equals the return and
  // exchange credit notes (a cancellation refunds only before any invoice; return to origin refunds nothing).
  if (invoiced.length === 1) {
    const notes = await db
      .select({ total: creditNotes.totalPaise })
      .from(creditNotes)
      .where(and(eq(creditNotes.invoiceId, invoiced[0]!.id), or(like(creditNotes.reason, 'Return %'), like(creditNotes.reason, 'Exchange %'))));
    expect(ledger.refundedPaise).toBe(notes.reduce((a, n) => a + n.total, 0));
  }
}

describe('the order machine under random sequences', () => {
  test('money, invoices and statuses stay true after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<Kind>('cod', 'online', 'payNow'), fc.nat({ max: HAPPY_STEPS }), fc.constantFrom('return' as const, 'exchange' as const), fc.array(stepArb, { minLength: 1, maxLength: 6 }), async (kind, depth, ending, steps) => {
        const o = await place(kind);
        await checkInvariants(o);
        // A prefix of the usual life (so that random steps also land on shipped, delivered and
        // returned orders), then random steps.
        for (const step of [...happyPath(ending).slice(0, depth), ...steps]) {
          await run(o, step);
          await checkInvariants(o);
        }
      }),
      { numRuns: 40, seed: 35 },
    );
    expect(reached.returnsRefunded, JSON.stringify(reached)).toBeGreaterThan(0);
    expect(reached.exchangesPayingBack, JSON.stringify(reached)).toBeGreaterThan(0);
  }, 240_000);
});
