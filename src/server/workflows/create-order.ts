import { getDb } from '#server/platform/db/client';
import { orderItems, orders } from '#server/platform/db/schema/index';
import { newId } from '#server/platform/db/ids';
import { conflict, DomainError, judgedOnRead } from '#server/platform/errors';
import { log } from '#server/platform/log';
import { rememberLanguage, type Customer } from '#server/auth';
import type { Locale } from '#lib/i18n/locales';
import { fromPaise, toPaise } from '#lib/money';
import { PAYMENT_METHOD } from '#lib/shipping';
import { ORDER_STATUS, PAYMENT_STATUS } from '#lib/order-status';
import type { CreateOrderAnswer, OrderFigures } from '#lib/order-types';
import type { CreateOrderInput } from '#lib/validation/order';
import { activeGateway, openAttempt, redirectForReplay, startAttempt, type Attempt, schedulePaymentWindowEnd } from '#server/payments';
import {
  assertMayPlaceOrder,
  awaitOrderKey,
  holdOrderKeySql,
  inCustomerLane,
  judgeOrderLimits,
  type KeyedOrder,
  lockCustomer,
  orderFingerprint,
  ownAddressOf,
  priceOrder,
  type PricedOrder,
  recordOrderEvent,
  seenKey,
} from '#server/orders';
import { lookBeforeOrder, type OrderLook } from './order-look';
import { scheduleCodConfirmationEnd } from './cod-confirmation-timer';
import { endRecoveryOnOrder } from '#server/recovery';
import { checkShelf, reserveOrder } from '#server/stock';
import { takeCodeUse } from '#server/discounts';
import { assertDeliverable } from './delivery-guard';

function figures(p: PricedOrder): OrderFigures {
  return {
    subtotal: fromPaise(p.subtotalPaise),
    shippingCharge: fromPaise(p.shippingPaise),
    codFee: fromPaise(p.codFeePaise),
    // Only with a code, so the figures of an order without one read as they always did.
    ...(p.code ? { discount: fromPaise(p.discountPaise) } : {}),
    total: fromPaise(p.totalPaise),
    totalWeight: p.totalWeightGrams,
  };
}

/** A repeat answers with the order the key made; the key with another body is refused, not replayed. */
async function replay(order: KeyedOrder, requestHash: string): Promise<CreateOrderAnswer> {
  if (order.requestHash !== null && order.requestHash !== requestHash) {
    throw new DomainError('unprocessable', 'This Idempotency-Key was already used for a different order. Send a new key to place a new order.');
  }
  if (order.paymentMethod === PAYMENT_METHOD.COD) return { orderId: order.id, paymentRedirectUrl: null };
  return { orderId: order.id, paymentRedirectUrl: await redirectForReplay(order.id) };
}

/**
 * `stock: 'unreserved'` places the order without touching the shelf; only the stock bench
 * passes it, to price what the reservation costs (tests/bench/stock.mjs).
 */
export type StockMode = 'reserve' | 'unreserved';

/**
 * `language`: the language of the page the order was placed from, which becomes the account's
 * (issue 31 item 7) in the order's own transaction, so the order's first message already goes
 * out in it; null (an API client that did not say) leaves it as it was. `session`: the hash of a
 * token this instance remembered (auth customerForOrder), checked in the look before the order.
 */
export type PlaceOptions = { stock?: StockMode; language?: Locale | null; session?: string | null };

/**
 * Copies of one keyed order in flight on this instance: the first places it, the others wait for
 * it without a database connection or a place in the customer's lane, then read what it made.
 */
const inFlight = new Map<string, Promise<void>>();

/**
 * Places an order priced by the server. The client's figures must match ours (409 with ours
 * otherwise). One customer's orders are placed one at a time (lane and row lock), so the
 * per-customer limits are counted exactly.
 *
 * With an Idempotency-Key the key comes first: a repeat of an order already placed, or of one
 * being placed right now on this or another instance, is answered with that order (200, the
 * same body; another body with the key is a 422) before any limit, price or stock check.
 */
export async function createOrder(
  customer: Customer,
  input: CreateOrderInput,
  idempotencyKey: string | null,
  opts: PlaceOptions = {},
): Promise<CreateOrderAnswer> {
  const requestHash = orderFingerprint(input);
  const place = (key: string | null, look: OrderLook | null) =>
    inCustomerLane(customer.id, `order:${input.paymentMethod}`, () => placeOrder(customer, input, key, requestHash, opts, look));
  if (!idempotencyKey) return place(null, null);
  const key = idempotencyKey;
  const slot = `${customer.id}\u0000${key}`;
  const db = await getDb();
  for (let ahead = inFlight.get(slot); ahead; ahead = inFlight.get(slot)) {
    await ahead;
    const made = (await lookBeforeOrder(db, customer.id, key, input.addressId, opts.session ?? null)).key.order;
    if (made) return replay(made, requestHash);
    // The copy ahead failed: this one runs as a first request (or waits for another that took over).
  }
  let settle!: () => void;
  inFlight.set(slot, new Promise<void>((resolve) => (settle = resolve)));
  try {
    let look: OrderLook | null = await lookBeforeOrder(db, customer.id, key, input.addressId, opts.session ?? null);
    if (look.key.order) return replay(look.key.order, requestHash);
    if (look.key.busy) {
      // Another instance is placing this key: wait for its transaction, then answer what it made.
      const made = await awaitOrderKey(db, customer.id, key);
      if (made) return replay(made, requestHash);
      look = null; // its counts are from before that copy ended; the session was checked
    }
    try {
      return await place(key, look);
    } catch (err) {
      // A refusal may come from the copy that placed this very order on another instance (its
      // order now counts towards the limit, its unit is gone, its code's use is taken): answer
      // that order instead. Such a copy committed before the refusal, so one look shows its
      // order; a copy still in flight is waited for, as its order is what this key stands for.
      if (!(err instanceof DomainError)) throw err;
      // Unless the refusal rests only on reads answered before the key's look was sent (the
      // look's own counts, a shelf remembered from earlier): a copy whose order caused it had
      // committed by then, so that look would have shown its order (issue 33: a sold-out
      // crowd's refusal is one round trip).
      if (look && err.readMark !== undefined && err.readMark <= look.mark) throw err;
      const after = await seenKey(db, customer.id, key);
      const made = after.order ?? (after.busy ? await awaitOrderKey(db, customer.id, key) : null);
      if (made) return replay(made, requestHash);
      throw err;
    }
  } finally {
    inFlight.delete(slot);
    settle();
  }
}

async function placeOrder(
  signedIn: Customer,
  input: CreateOrderInput,
  idempotencyKey: string | null,
  requestHash: string,
  opts: PlaceOptions,
  given: OrderLook | null,
): Promise<CreateOrderAnswer> {
  const stock = opts.stock ?? 'reserve';
  const db = await getDb();
  const look = given ?? (await lookBeforeOrder(db, signedIn.id, null, input.addressId, opts.session ?? null));
  const customer = look.customer ?? signedIn;
  // Judged before pricing too, so a flood past the limit is turned away cheaply.
  try {
    judgeOrderLimits(look.limits, input.paymentMethod);
  } catch (err) {
    throw err instanceof DomainError ? judgedOnRead(err, look.mark) : err;
  }
  const address = ownAddressOf(look.address);
  const code = input.discountCode ? { text: input.discountCode, customerId: customer.id } : null;
  const priced = await priceOrder(db, input.orderItems, input.paymentMethod, address.state, code, look.catalogVersion);
  const mine = figures(priced);
  // The shopper saw a saving (or none): the order is placed only at the price they saw.
  if (
    toPaise(input.discount ?? 0) !== priced.discountPaise ||
    toPaise(input.subtotal) !== priced.subtotalPaise ||
    toPaise(input.shippingCharge) !== priced.shippingPaise ||
    toPaise(input.total) !== priced.totalPaise
  ) {
    throw conflict('The prices in your cart have changed. Check the new total and place the order again.', mine);
  }
  if (stock === 'reserve') await checkShelf(db, priced.items, mine);
  await assertDeliverable({ customerId: customer.id, customerMobile: customer.mobileNumber, addressMobile: address.mobile, pincode: address.pincode, method: input.paymentMethod, goodsPaise: priced.subtotalPaise, returnedCodOrders: look.returnedCodOrders });

  const online = input.paymentMethod === PAYMENT_METHOD.ONLINE;
  const placed = await db.transaction(async (tx) => {
    // The key first: a copy on another instance waits on it until this order is committed. It
    // is held in the statement that locks the customer's row; writing the page's language takes
    // the same row lock (FOR NO KEY UPDATE) lockCustomer does.
    const holdKey = idempotencyKey ? holdOrderKeySql(customer.id, idempotencyKey) : null;
    if (opts.language) await rememberLanguage(tx, customer.id, opts.language, holdKey);
    else await lockCustomer(tx, customer.id, holdKey);
    // Another instance may have placed orders for this customer meanwhile.
    await assertMayPlaceOrder(tx, customer.id, input.paymentMethod);
    const orderId = newId();
    const [row] = await tx
      .insert(orders)
      .values({
        id: orderId,
        customerId: customer.id,
        idempotencyKey,
        requestHash: idempotencyKey ? requestHash : null,
        status: ORDER_STATUS.WAITING,
        paymentMethod: input.paymentMethod,
        paymentStatus: PAYMENT_STATUS.PENDING,
        subtotalPaise: priced.subtotalPaise,
        shippingPaise: priced.shippingPaise,
        codFeePaise: priced.codFeePaise,
        discountCode: priced.code?.code ?? null,
        discountPaise: priced.discountPaise,
        totalPaise: priced.totalPaise,
        totalWeightGrams: priced.totalWeightGrams,
        customerName: customer.name,
        customerMobile: customer.mobileNumber,
        addressId: address.id,
        shippingAddress: {
          contactPerson: address.contactPerson,
          doorNo: address.doorNo,
          address: address.address,
          landmark: address.landmark,
          city: address.city,
          district: address.district,
          state: address.state,
          pincode: address.pincode,
          country: address.country,
          mobile: address.mobile,
        },
      })
      .onConflictDoNothing({ target: [orders.customerId, orders.idempotencyKey] })
      .returning({ id: orders.id, totalPaise: orders.totalPaise });
    if (!row) return null;
    await tx.insert(orderItems).values(priced.items.map((item, position) => ({ id: newId(), orderId, position, ...item })));
    // Counted here, with the order: a code used up meanwhile rolls the whole order back with its reason.
    if (priced.code) await takeCodeUse(tx, { ...priced.code.use, orderId, customerId: customer.id });
    if (stock === 'reserve') await reserveOrder(tx, orderId, customer.id, priced.items, mine);
    await recordOrderEvent(tx, orderId, 'placed', { actor: { kind: 'customer', id: customer.id } });
    let attempt: Attempt | null = null;
    if (online) attempt = await openAttempt(tx, row, 1, activeGateway().name);
    if (online) await schedulePaymentWindowEnd(tx, orderId);
    else await scheduleCodConfirmationEnd(tx, orderId);
    await endRecoveryOnOrder(tx, customer.id, orderId, priced.totalPaise);
    return { orderId, attempt };
  });

  if (!placed) {
    // Another request with the same key won the race; answer with its order.
    const found = idempotencyKey ? await awaitOrderKey(db, customer.id, idempotencyKey) : null;
    if (!found) throw conflict('This order is being placed by another request. Try again in a moment.');
    return replay(found, requestHash);
  }
  log('info', 'order placed', { orderId: placed.orderId, method: input.paymentMethod, items: priced.items.length, totalPaise: priced.totalPaise });
  if (!placed.attempt) return { orderId: placed.orderId, paymentRedirectUrl: null };
  return { orderId: placed.orderId, paymentRedirectUrl: await startAttempt(placed.attempt, customer.mobileNumber) };
}
