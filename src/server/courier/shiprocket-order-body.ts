import type { BookingParcel } from './courier';

/** Where Shiprocket collects parcels: the pickup location's nickname and its PIN code. */
export type PickupPoint = { pickupLocation: string; pickupPincode: string };

/** Every parcel goes in the same poly mailer (cm); Shiprocket wants sides over 0.5 cm. */
const MAILER = { length: 30, breadth: 25, height: 3 };

const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** 'yyyy-mm-dd HH:MM' in India, as 9.3 asks. */
function orderDate(at: Date): string {
  const p = Object.fromEntries(DAY.formatToParts(at).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/**
 * `POST /orders/create/adhoc` (INTEGRATIONS.md 9.3 and contracts/shiprocket_create_adhoc_request.json).
 * Our order id is the seller order id, so Shiprocket itself refuses a second booking of it.
 */
export function createOrderBody(parcel: BookingParcel, pickup: PickupPoint): Record<string, unknown> {
  const [first = parcel.customer.name, ...rest] = parcel.customer.name.trim().split(/\s+/);
  return {
    order_id: parcel.orderId,
    order_date: orderDate(parcel.placedAt),
    pickup_location: pickup.pickupLocation,
    billing_customer_name: first,
    billing_last_name: rest.join(' '),
    billing_address: parcel.address.line,
    billing_city: parcel.address.city.slice(0, 30),
    billing_pincode: Number(parcel.address.pincode),
    billing_state: parcel.address.state,
    billing_country: parcel.address.country,
    billing_email: parcel.customer.email,
    billing_phone: Number(parcel.customer.mobile),
    shipping_is_billing: true,
    order_items: parcel.items.map((i) => ({ name: i.name, sku: i.sku, units: i.units, selling_price: i.sellingPriceRupees, discount: 0 })),
    payment_method: parcel.paymentMethod,
    shipping_charges: parcel.shippingRupees,
    total_discount: 0,
    sub_total: parcel.subTotalRupees,
    ...MAILER,
    weight: Math.max(0.05, parcel.weightGrams / 1000),
  };
}
