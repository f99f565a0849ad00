import { z } from 'zod';
import { COUNTRIES } from '#lib/geo/countries';
import type { Address, CreateOrderAnswer, Order, OrderDetailAnswer, OrderFigures, PaymentStatusAnswer, PayNowOffer } from '#lib/order-types';
import { idSchema } from '#lib/validation/id';

/** The `data` of the address, order and payment routes (see src/server/catalog/answer-schemas.ts for why strict). */
const id = idSchema('must be a 24-character hex id');
const rupees = z.number().min(0).describe('rupees');
const grams = z.number().min(0).describe('grams');

const addressShape = {
  contactPerson: z.string(),
  doorNo: z.string(),
  address: z.string(),
  landmark: z.string().nullable(),
  city: z.string(),
  district: z.string(),
  state: z.string(),
  pincode: z.string(),
  country: z.string(),
  mobile: z.string().nullable(),
};

export const AddressSchema = z.strictObject({ _id: id, ...addressShape, currentAddress: z.boolean() }) satisfies z.ZodType<Address>;

export const StatesAnswerSchema = z.strictObject({
  country: z.enum(COUNTRIES),
  states: z.array(z.string()).describe('empty when the country has no list: the state is then free text'),
});

const OrderItemSchema = z.strictObject({
  productId: id,
  productName: z.string(),
  price: rupees.describe('unit price actually charged, rupees (offers spread over the lot)'),
  categoryName: z.string(),
  slug: z.string(),
  quantity: z.number().int(),
  selectedSize: z.string().describe('size name'),
  sizeId: id.nullable().describe('size _id (null on orders placed before sizes were recorded)'),
  selectedColor: id.describe('colour variant _id'),
  colorName: z.string(),
  colorCode: z.string(),
  selectedImage: z.string(),
  weight: grams.describe('grams per unit'),
  subTotal: rupees,
});

export const OrderSchema = z.strictObject({
  _id: id,
  createdAt: z.iso.datetime(),
  status: z.number().int().describe('1 Waiting For Confirmation … 5 Cancelled'),
  paymentMethod: z.number().int().describe('1 Cash on Delivery, 2 Online Payment'),
  paymentStatus: z.number().int().describe('1 Paid, 2 Pending … 6 Failed'),
  orderItems: z.array(OrderItemSchema),
  subtotal: rupees,
  shippingCharge: rupees,
  codFee: rupees.describe('the cash-on-delivery charge inside the total; 0 for none'),
  prepaidDiscount: rupees.describe("taken off the goods when a COD order was switched to online payment ('Pay now and save'); 0 otherwise"),
  discountCode: z.string().nullable().describe('the discount code the order was placed with (capitals); null without one'),
  discount: rupees.describe("what the discount code took off the goods; 0 without one (a free-shipping code shows as a shipping charge of 0)"),
  total: rupees,
  totalWeight: grams,
  customer: z.strictObject({ name: z.string(), mobileNumber: z.string() }),
  address: z.strictObject(addressShape),
  shipment: z
    .strictObject({
      courier: z.string(),
      awb: z.string(),
      trackingUrl: z.url({ protocol: /^https$/ }).describe("the courier's tracking page"),
      shippedAt: z.iso.datetime(),
      deliveredAt: z.iso.datetime().nullable(),
    })
    .nullable()
    .describe('the parcel once shipped; null before'),
  expectedDelivery: z
    .strictObject({ from: z.iso.date(), to: z.iso.date() })
    .nullable()
    .describe('expected delivery days (India time) while the order is on its way; 3 to 7 days after confirmation'),
}) satisfies z.ZodType<Order>;

export const PayNowOfferSchema = z
  .strictObject({
    total: rupees.describe('what the order costs paid online now'),
    saving: rupees.describe('how much less that is than paying on delivery'),
    prepaidDiscount: rupees.describe("the merchant's prepaid discount off the goods"),
    shippingCharge: rupees.describe('the online shipping rate'),
  })
  .nullable()
  .describe("'Pay now and save' for a COD order awaiting dispatch; null when not offered") satisfies z.ZodType<PayNowOffer | null>;

export const OrderDetailAnswerSchema = z.strictObject({
  order: OrderSchema,
  timeline: z.array(z.strictObject({ kind: z.string().describe('the event kind, for wording it in the page language'), label: z.string(), at: z.iso.datetime() })).describe("the order's life in the shopper's words, oldest first"),
  payNow: PayNowOfferSchema,
}) satisfies z.ZodType<OrderDetailAnswer>;

export const CreateOrderAnswerSchema = z.strictObject({
  orderId: id,
  paymentRedirectUrl: z.string().nullable().describe("the gateway's payment page; null for cash on delivery"),
}) satisfies z.ZodType<CreateOrderAnswer>;

export const OrderFiguresSchema = z.strictObject({
  subtotal: rupees,
  shippingCharge: rupees,
  codFee: rupees.describe('the cash-on-delivery charge; 0 for online payment or none'),
  discount: rupees.optional().describe("the discount code's saving off the goods"),
  total: rupees,
  totalWeight: grams,
}) satisfies z.ZodType<OrderFigures>;

/** The 409 `data` when the shelf cannot fill some lines of an order. */
export const OutOfStockSchema = z.strictObject({
  short: z.array(
    z.strictObject({
      index: z.number().int().min(0).describe('position of the line in orderItems'),
      productName: z.string(),
      colorName: z.string(),
      sizeName: z.string(),
      requested: z.number().int().min(1),
      available: z.number().int().min(0).describe('units that can still be ordered'),
    }),
  ),
  figures: OrderFiguresSchema,
});

export const PaymentStatusAnswerSchema = z.strictObject({
  order: OrderSchema,
  orderId: z.string().describe("the gateway's merchant order id of the latest attempt (the order id for cash on delivery)"),
  status: z.string().describe('payment status name: Paid, Pending, Failed …'),
  referenceId: z.string().describe("the gateway's transaction reference, empty when there is none"),
  paymentWindowEndsAt: z.iso
    .datetime({ offset: true })
    .nullable()
    .describe('when an unpaid online order is cancelled unless paid; null once nothing waits'),
  payNow: PayNowOfferSchema,
}) satisfies z.ZodType<PaymentStatusAnswer>;
