import { and, eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { orderItems, orders } from '../db/schema';
import { newId } from '../db/ids';
import { conflict } from '../http/errors';
import { log } from '../log';
import type { Customer } from '../auth/session';
import { fromPaise, toPaise } from '../../lib/money';
import { PAYMENT_METHOD } from '../../lib/shipping';
import { ORDER_STATUS, PAYMENT_STATUS } from '../../lib/order-status';
import type { CreateOrderAnswer, OrderFigures } from '../../lib/order-types';
import type { CreateOrderInput } from '../../lib/validation/order';
import { activeGateway } from '../payments/gateways';
import { openAttempt, redirectForReplay, startAttempt, type Attempt } from '../payments/attempts';
import { getOwnAddress } from './addresses';
import { priceOrder, type PricedOrder } from './price-order';

function figures(p: PricedOrder): OrderFigures {
  return {
    subtotal: fromPaise(p.subtotalPaise),
    shippingCharge: fromPaise(p.shippingPaise),
    total: fromPaise(p.totalPaise),
    totalWeight: p.totalWeightGrams,
  };
}

async function existingOrder(customerId: string, key: string) {
  const db = await getDb();
  const [row] = await db
    .select({ id: orders.id, paymentMethod: orders.paymentMethod })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

async function replay(order: { id: string; paymentMethod: number }): Promise<CreateOrderAnswer> {
  if (order.paymentMethod === PAYMENT_METHOD.COD) return { orderId: order.id, paymentRedirectUrl: null };
  return { orderId: order.id, paymentRedirectUrl: await redirectForReplay(order.id) };
}

/**
 * Places an order priced by the server. The client's figures must match ours (409 with ours
 * otherwise). With an Idempotency-Key the unique (customer, key) constraint makes every repeat,
 * however concurrent, return the one order the first request made.
 */
export async function createOrder(customer: Customer, input: CreateOrderInput, idempotencyKey: string | null): Promise<CreateOrderAnswer> {
  if (idempotencyKey) {
    const found = await existingOrder(customer.id, idempotencyKey);
    if (found) return replay(found);
  }
  const db = await getDb();
  const address = await getOwnAddress(customer.id, input.addressId);
  const priced = await priceOrder(db, input.orderItems, input.paymentMethod);
  const mine = figures(priced);
  if (
    toPaise(input.subtotal) !== priced.subtotalPaise ||
    toPaise(input.shippingCharge) !== priced.shippingPaise ||
    toPaise(input.total) !== priced.totalPaise
  ) {
    throw conflict('The prices in your cart have changed. Check the new total and place the order again.', mine);
  }

  const online = input.paymentMethod === PAYMENT_METHOD.ONLINE;
  const placed = await db.transaction(async (tx) => {
    const orderId = newId();
    const [row] = await tx
      .insert(orders)
      .values({
        id: orderId,
        customerId: customer.id,
        idempotencyKey,
        status: ORDER_STATUS.WAITING,
        paymentMethod: input.paymentMethod,
        paymentStatus: PAYMENT_STATUS.PENDING,
        subtotalPaise: priced.subtotalPaise,
        shippingPaise: priced.shippingPaise,
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
    let attempt: Attempt | null = null;
    if (online) attempt = await openAttempt(tx as never, row, 1, activeGateway().name);
    return { orderId, attempt };
  });

  if (!placed) {
    // Another request with the same key won the race; answer with its order.
    const found = idempotencyKey ? await existingOrder(customer.id, idempotencyKey) : null;
    if (!found) throw conflict('This order is being placed by another request. Try again in a moment.');
    return replay(found);
  }
  log('info', 'order placed', { orderId: placed.orderId, method: input.paymentMethod, items: priced.items.length, totalPaise: priced.totalPaise });
  if (!placed.attempt) return { orderId: placed.orderId, paymentRedirectUrl: null };
  return { orderId: placed.orderId, paymentRedirectUrl: await startAttempt(placed.attempt, customer.mobileNumber) };
}
