import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './accounts';
import type { Address } from '#lib/order-types';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** The delivery address as it was when the order was placed. */
export type AddressSnapshot = Omit<Address, '_id' | 'currentAddress'>;

export const addresses = pgTable('addresses', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  contactPerson: text('contact_person').notNull(),
  doorNo: text('door_no').notNull(),
  address: text('address').notNull(),
  landmark: text('landmark'),
  city: text('city').notNull(),
  district: text('district').notNull(),
  state: text('state').notNull(),
  pincode: text('pincode').notNull(),
  country: text('country').notNull().default('India'),
  mobile: text('mobile'),
  isCurrent: boolean('is_current').notNull().default(false),
  createdAt: ts('created_at').notNull().default(sql`now()`),
}, (t) => [
  index('addresses_customer_idx').on(t.customerId, t.createdAt),
  // At most one current address per customer (migration 0006).
  uniqueIndex('addresses_one_current').on(t.customerId).where(sql`${t.isCurrent}`),
]);

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull().references(() => customers.id),
    idempotencyKey: text('idempotency_key'),
    /** Hash of the body the Idempotency-Key first came with; null for orders placed before it was kept. */
    requestHash: text('request_hash'),
    status: smallint('status').notNull().default(1),
    paymentMethod: smallint('payment_method').notNull(),
    paymentStatus: smallint('payment_status').notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    shippingPaise: integer('shipping_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    /** Migration 0024: the cash-on-delivery charge inside the total; 0 when none. */
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    /** Migration 0024: the prepaid discount a COD order got when switched to online payment. */
    prepaidDiscountPaise: integer('prepaid_discount_paise').notNull().default(0),
    /** Migration 0070: the discount code the order was priced with (capitals), and what it took off the goods. */
    discountCode: text('discount_code'),
    discountPaise: integer('discount_paise').notNull().default(0),
    totalWeightGrams: integer('total_weight_grams').notNull(),
    customerName: text('customer_name').notNull(),
    customerMobile: text('customer_mobile').notNull(),
    addressId: text('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    shippingAddress: jsonb('shipping_address').$type<AddressSnapshot>().notNull(),
    createdAt: ts('created_at').notNull().default(sql`now()`),
    updatedAt: ts('updated_at').notNull().default(sql`now()`),
  },
  (t) => [
    unique('orders_idempotency_unique').on(t.customerId, t.idempotencyKey),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_open_cod_idx').on(t.customerId).where(sql`${t.paymentMethod} = 1 and ${t.status} = 1`),
    // The merchant console's order queue (migration 0012): newest first under each filter, and
    // search by order number, mobile number and words of the name.
    index('orders_queue_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_queue_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('orders_queue_method_idx').on(t.paymentMethod, t.paymentStatus, t.createdAt.desc(), t.id.desc()),
    index('orders_queue_payment_idx').on(t.paymentStatus, t.createdAt.desc(), t.id.desc()),
    index('orders_mobile_idx').on(t.customerMobile),
    index('orders_number_idx').on(sql`right(${t.id}, 5)`),
    index('orders_name_idx').using('gin', sql`to_tsvector('simple', ${t.customerName})`),
  ],
);

export const orderItems = pgTable('order_items', {
  id: text('id').primaryKey(),
  orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  productId: text('product_id').notNull(),
  colorVariantId: text('color_variant_id').notNull(),
  /** null only on lines of orders placed before migration 0010 recorded the size's id */
  sizeId: text('size_id'),
  sizeName: text('size_name').notNull(),
  quantity: integer('quantity').notNull(),
  unitPricePaise: integer('unit_price_paise').notNull(),
  lineTotalPaise: integer('line_total_paise').notNull(),
  /** Migration 0070: this line's share of the order's discount code (inside line_total_paise, taken off it). */
  discountPaise: integer('discount_paise').notNull().default(0),
  productName: text('product_name').notNull(),
  productSlug: text('product_slug').notNull(),
  categoryName: text('category_name').notNull(),
  image: text('image').notNull(),
  colorName: text('color_name').notNull(),
  colorCode: text('color_code').notNull(),
  weightGrams: integer('weight_grams').notNull(),
}, (t) => [index('order_items_order_idx').on(t.orderId, t.position)]);

/** What a paid 'Pay now and save' attempt makes of a COD order (paise). */
export type PayNowFigures = { shippingPaise: number; prepaidDiscountPaise: number; totalPaise: number };

/** CLOSED: superseded by a newer attempt of the same order; it may still be completed late. */
export type PaymentState = 'PENDING' | 'COMPLETED' | 'FAILED' | 'CLOSED';

/** One row per attempt to collect an online payment for an order. */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    gateway: text('gateway').notNull(),
    merchantOrderId: text('merchant_order_id').notNull().unique('payments_merchant_order_id_key'),
    gatewayOrderId: text('gateway_order_id'),
    transactionId: text('transaction_id'),
    amountPaise: integer('amount_paise').notNull(),
    state: text('state').$type<PaymentState>().notNull().default('PENDING'),
    redirectUrl: text('redirect_url'),
    error: text('error'),
    /** completed after another attempt had paid the order: its money goes back */
    duplicate: boolean('duplicate').notNull().default(false),
    /** Migration 0024: set when paying this attempt switches a COD order to online payment. */
    payNow: jsonb('pay_now').$type<PayNowFigures>(),
    closedAt: ts('closed_at'),
    createdAt: ts('created_at').notNull().default(sql`now()`),
    updatedAt: ts('updated_at').notNull().default(sql`now()`),
  },
  (t) => [
    unique('payments_attempt_unique').on(t.orderId, t.attempt),
    uniqueIndex('payments_one_open_attempt').on(t.orderId).where(sql`state = 'PENDING'`),
  ],
);

/** Every verified gateway message, once: a replay hits the unique key and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: text('payment_id').notNull().references(() => payments.id, { onDelete: 'cascade' }),
    source: text('source').$type<'callback' | 'status'>().notNull(),
    state: text('state').notNull(),
    payloadHash: text('payload_hash').notNull(),
    createdAt: ts('created_at').notNull().default(sql`now()`),
  },
  (t) => [unique('payment_events_once').on(t.paymentId, t.source, t.payloadHash)],
);

export type OrderActorKind = 'customer' | 'staff' | 'system' | 'gateway';

/** The life of an order, only ever appended to (see the transition module). */
export const orderEvents = pgTable('order_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  fromStatus: smallint('from_status'),
  toStatus: smallint('to_status'),
  fromPaymentStatus: smallint('from_payment_status'),
  toPaymentStatus: smallint('to_payment_status'),
  actorKind: text('actor_kind').$type<OrderActorKind>().notNull(),
  actorId: text('actor_id'),
  note: text('note'),
  data: jsonb('data').$type<Record<string, unknown>>(),
  createdAt: ts('created_at').notNull().default(sql`now()`),
}, (t) => [
  index('order_events_order_idx').on(t.orderId, t.id),
  // The RTO report's moves into a status within a range of weeks (migration 0025).
  index('order_events_moves_idx').on(t.toStatus, t.createdAt, t.orderId).where(sql`${t.toStatus} is not null`),
]);
