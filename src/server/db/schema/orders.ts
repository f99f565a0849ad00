import { sql } from 'drizzle-orm';
import { bigserial, boolean, integer, jsonb, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { customers } from './accounts';
import type { Address } from '../../../lib/order-types';

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
});

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull().references(() => customers.id),
    idempotencyKey: text('idempotency_key'),
    status: smallint('status').notNull().default(1),
    paymentMethod: smallint('payment_method').notNull(),
    paymentStatus: smallint('payment_status').notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    shippingPaise: integer('shipping_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    totalWeightGrams: integer('total_weight_grams').notNull(),
    customerName: text('customer_name').notNull(),
    customerMobile: text('customer_mobile').notNull(),
    addressId: text('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    shippingAddress: jsonb('shipping_address').$type<AddressSnapshot>().notNull(),
    createdAt: ts('created_at').notNull().default(sql`now()`),
    updatedAt: ts('updated_at').notNull().default(sql`now()`),
  },
  (t) => [unique('orders_idempotency_unique').on(t.customerId, t.idempotencyKey)],
);

export const orderItems = pgTable('order_items', {
  id: text('id').primaryKey(),
  orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  productId: text('product_id').notNull(),
  colorVariantId: text('color_variant_id').notNull(),
  sizeName: text('size_name').notNull(),
  quantity: integer('quantity').notNull(),
  unitPricePaise: integer('unit_price_paise').notNull(),
  lineTotalPaise: integer('line_total_paise').notNull(),
  productName: text('product_name').notNull(),
  productSlug: text('product_slug').notNull(),
  categoryName: text('category_name').notNull(),
  image: text('image').notNull(),
  colorName: text('color_name').notNull(),
  colorCode: text('color_code').notNull(),
  weightGrams: integer('weight_grams').notNull(),
});

export type PaymentState = 'PENDING' | 'COMPLETED' | 'FAILED';

/** One row per attempt to collect an online payment for an order. */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    gateway: text('gateway').notNull(),
    merchantOrderId: text('merchant_order_id').notNull().unique(),
    gatewayOrderId: text('gateway_order_id'),
    transactionId: text('transaction_id'),
    amountPaise: integer('amount_paise').notNull(),
    state: text('state').$type<PaymentState>().notNull().default('PENDING'),
    redirectUrl: text('redirect_url'),
    error: text('error'),
    createdAt: ts('created_at').notNull().default(sql`now()`),
    updatedAt: ts('updated_at').notNull().default(sql`now()`),
  },
  (t) => [unique('payments_attempt_unique').on(t.orderId, t.attempt)],
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
