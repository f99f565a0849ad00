import type { DeliveryWindow } from './delivery-window';
import type { TimelineEntry } from './order-timeline';

/**
 * Addresses and orders as the JSON API speaks them (spec section 3): money in rupees, weights in
 * grams. Shared by the server, the checkout and status islands and the order history.
 */
export type Address = {
  _id: string;
  contactPerson: string;
  doorNo: string;
  address: string;
  landmark: string | null;
  city: string;
  district: string;
  state: string;
  pincode: string;
  country: string;
  mobile: string | null;
  currentAddress: boolean;
};

export type OrderItem = {
  productId: string;
  productName: string;
  /** unit price actually charged, rupees (offers spread over the lot) */
  price: number;
  categoryName: string;
  slug: string;
  quantity: number;
  /** size name */
  selectedSize: string;
  /** the size's _id; null on orders placed before sizes were recorded by id */
  sizeId: string | null;
  /** colour variant _id */
  selectedColor: string;
  colorName: string;
  colorCode: string;
  selectedImage: string;
  /** grams per unit */
  weight: number;
  subTotal: number;
};

export type Order = {
  _id: string;
  createdAt: string;
  /** 1 Waiting For Confirmation … 5 Cancelled */
  status: number;
  /** 1 Cash on Delivery, 2 Online Payment */
  paymentMethod: number;
  /** 1 Paid, 2 Pending … 6 Failed */
  paymentStatus: number;
  orderItems: OrderItem[];
  subtotal: number;
  shippingCharge: number;
  /** the cash-on-delivery charge, its own line inside the total; 0 for none */
  codFee: number;
  /** what a COD order switched to online payment ('Pay now and save') got off its goods; 0 otherwise */
  prepaidDiscount: number;
  /** the discount code the order was placed with, and its saving off the goods (issue 29) */
  discountCode: string | null;
  discount: number;
  total: number;
  totalWeight: number;
  customer: { name: string; mobileNumber: string };
  address: Omit<Address, '_id' | 'currentAddress'>;
  /** the parcel once shipped: the courier and where to follow it */
  shipment: OrderShipment | null;
  /** the expected delivery days while the order is on its way (see src/lib/delivery-window.ts) */
  expectedDelivery: DeliveryWindow | null;
};

export type OrderShipment = { courier: string; awb: string; trackingUrl: string; shippedAt: string; deliveredAt: string | null };

/** One order with its life as the shopper is told it (GET /order/detail). */
export type OrderDetailAnswer = { order: Order; timeline: TimelineEntry[]; payNow: PayNowOffer | null };

/** 'Pay now and save' for a COD order awaiting dispatch (rupees): what it costs paid online now and what that saves. */
export type PayNowOffer = { total: number; saving: number; prepaidDiscount: number; shippingCharge: number };

export type CreateOrderAnswer = { orderId: string; paymentRedirectUrl: string | null };

/** The figures the server priced, sent back with a 409 when the client's disagree. */
export type OrderFigures = { subtotal: number; shippingCharge: number; codFee: number; discount?: number; total: number; totalWeight: number };

export type PaymentStatusAnswer = {
  order: Order;
  /** the gateway's merchant order id of the latest attempt (the order id for cash on delivery) */
  orderId: string;
  /** payment status name: Paid, Pending, Failed … */
  status: string;
  /** the gateway's transaction reference, empty when there is none */
  referenceId: string;
  /** when an unpaid online order is cancelled unless paid (ISO time); null once nothing waits */
  paymentWindowEndsAt: string | null;
  /** 'Pay now and save' while this COD order may still switch to online payment; null otherwise */
  payNow: PayNowOffer | null;
};
