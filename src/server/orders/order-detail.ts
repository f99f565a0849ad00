import { asc, desc, eq, inArray } from 'drizzle-orm';
import { getDb, type Db } from '#server/platform/db/client';
import { customers, orderEvents, orderItems, orderNotes, orders, payments, staff } from '#server/platform/db/schema/index';
import { notFound } from '#server/platform/errors';
import { ORDER_STATUS, orderNumber } from '#lib/order-status';
import { owesRefund } from './refund-due';
import { orderFacts, refusalOf, type OrderMove } from './transitions';
import { shipmentOf, type Shipment } from './shipments';
import { orderLedger, type OrderLedger } from './order-ledger';
import { notReadyToPack } from './packing-slip';

type OrderRow = typeof orders.$inferSelect;

export async function getOrderRow(db: Db, orderId: string): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!row) throw notFound('No order has that id. It may have been typed wrongly; search the order queue instead.');
  return row;
}

/** The moves a member of staff may offer on the order page, each with why it is unavailable. */
const STAFF_MOVES = ['confirm', 'hold', 'release', 'partiallyFulfil', 'ship', 'deliver', 'codCollected', 'returnToOrigin', 'cancel'] as const satisfies readonly OrderMove[];

export type OrderDetail = {
  id: string;
  number: string;
  createdAt: string;
  status: number;
  paymentMethod: number;
  paymentStatus: number;
  subtotalPaise: number;
  shippingPaise: number;
  codFeePaise: number;
  prepaidDiscountPaise: number;
  /** the discount code's saving on the goods, and the code */
  discountPaise: number;
  discountCode: string | null;
  totalPaise: number;
  totalWeightGrams: number;
  customer: { id: string; name: string; mobile: string; email: string | null; orderCount: number };
  address: OrderRow['shippingAddress'];
  lines: { position: number; productName: string; productSlug: string; image: string; sizeName: string; colorName: string; colorCode: string; quantity: number; unitPricePaise: number; lineTotalPaise: number }[];
  payments: { attempt: number; gateway: string; merchantOrderId: string; gatewayOrderId: string | null; transactionId: string | null; amountPaise: number; state: string; error: string | null; createdAt: string }[];
  timeline: { id: number; kind: string; fromStatus: number | null; toStatus: number | null; fromPaymentStatus: number | null; toPaymentStatus: number | null; actorKind: string; actorId: string | null; actorName: string | null; note: string | null; data: Record<string, unknown> | null; createdAt: string }[];
  shipment: { courier: string; awb: string; trackingUrl: string; labelUrl: string | null; shippedAt: string; deliveredAt: string | null } | null;
  notes: { id: number; staffName: string; body: string; createdAt: string }[];
  /** a cancelled order whose online payment is still with the shop: the refund can be sent again */
  refundDue: boolean;
  /** every staff move, with null when it is allowed now or the reason it is not */
  moves: Record<(typeof STAFF_MOVES)[number], string | null>;
  /** the order's money (charged, collected, refunded, owed), which the money moves name before they run */
  ledger: OrderLedger;
  /** whether a packing slip may be printed now */
  readyToPack: boolean;
};

function shipmentView(s: Shipment | undefined): OrderDetail['shipment'] {
  if (!s) return null;
  return { courier: s.courier, awb: s.awb, trackingUrl: s.trackingUrl, labelUrl: s.labelUrl, shippedAt: s.shippedAt.toISOString(), deliveredAt: s.deliveredAt?.toISOString() ?? null };
}

/** Everything staff see about one order, in a handful of small queries. */
export async function getOrderDetail(orderId: string): Promise<OrderDetail> {
  const db = await getDb();
  const order = await getOrderRow(db, orderId);
  const [lines, attempts, events, notes, shipment, customerRows, orderCount] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position)),
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.attempt)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id)),
    db.select().from(orderNotes).where(eq(orderNotes.orderId, orderId)).orderBy(desc(orderNotes.id)),
    shipmentOf(db, orderId),
    db.select({ email: customers.email }).from(customers).where(eq(customers.id, order.customerId)).limit(1),
    db.$count(orders, eq(orders.customerId, order.customerId)),
  ]);
  const staffIds = [...new Set(events.filter((e) => e.actorKind === 'staff' && e.actorId).map((e) => e.actorId!))];
  const names = new Map(
    staffIds.length === 0 ? [] : (await db.select({ id: staff.id, name: staff.name }).from(staff).where(inArray(staff.id, staffIds))).map((m) => [m.id, m.name]),
  );
  const facts = await orderFacts(db, orderId);
  const moves = Object.fromEntries(STAFF_MOVES.map((m) => [m, refusalOf(order, m, facts)])) as OrderDetail['moves'];
  const ledger = await orderLedger(db, orderId);
  return {
    id: order.id,
    number: orderNumber(order.id),
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    subtotalPaise: order.subtotalPaise,
    shippingPaise: order.shippingPaise,
    codFeePaise: order.codFeePaise,
    prepaidDiscountPaise: order.prepaidDiscountPaise,
    discountPaise: order.discountPaise,
    discountCode: order.discountCode,
    totalPaise: order.totalPaise,
    totalWeightGrams: order.totalWeightGrams,
    customer: { id: order.customerId, name: order.customerName, mobile: order.customerMobile, email: customerRows[0]?.email ?? null, orderCount },
    address: order.shippingAddress,
    lines: lines.map((l) => ({
      position: l.position,
      productName: l.productName,
      productSlug: l.productSlug,
      image: l.image,
      sizeName: l.sizeName,
      colorName: l.colorName,
      colorCode: l.colorCode,
      quantity: l.quantity,
      unitPricePaise: l.unitPricePaise,
      lineTotalPaise: l.lineTotalPaise,
    })),
    payments: attempts.map((p) => ({
      attempt: p.attempt,
      gateway: p.gateway,
      merchantOrderId: p.merchantOrderId,
      gatewayOrderId: p.gatewayOrderId,
      transactionId: p.transactionId,
      amountPaise: p.amountPaise,
      state: p.state,
      error: p.error,
      createdAt: p.createdAt.toISOString(),
    })),
    timeline: events.map((e) => ({ ...e, actorName: e.actorId ? (names.get(e.actorId) ?? null) : null, createdAt: e.createdAt.toISOString() })),
    shipment: shipmentView(shipment),
    notes: notes.map((n) => ({ id: n.id, staffName: n.staffName, body: n.body, createdAt: n.createdAt.toISOString() })),
    moves,
    ledger,
    readyToPack: notReadyToPack(order) === null,
    refundDue: order.status === ORDER_STATUS.CANCELLED && owesRefund(order),
  };
}
