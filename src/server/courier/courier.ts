/**
 * A courier as the shop uses it: how soon a parcel reaches a PIN code (and whether it may be paid
 * on delivery) and, for a live courier, booking the parcel and acting on a failed delivery.
 * 'zones' answers from the merchant's own rules and books nothing (staff type the AWB);
 * 'shiprocket' asks Shiprocket's API.
 */
export type CourierName = 'zones' | 'shiprocket';

export type DeliveryEstimateAsk = {
  pincode: string;
  /** the goods total, the declared value of the parcel */
  goodsPaise: number;
  weightGrams: number;
};

export type DeliveryEstimate = {
  /** YYYY-MM-DD in India */
  prepaidDate: string;
  codDate: string;
  /** whether the courier collects cash on delivery there (the merchant's own COD rules come on top) */
  codAllowed: boolean;
};

export type BookingParcel = {
  /** our order id, the seller order id at the courier */
  orderId: string;
  placedAt: Date;
  paymentMethod: 'COD' | 'Prepaid';
  subTotalRupees: number;
  shippingRupees: number;
  weightGrams: number;
  // Shiprocket requires an email: the caller gives the shop's own when the shopper left none.
  customer: { name: string; mobile: string; email: string };
  address: { line: string; city: string; state: string; pincode: string; country: string };
  items: { name: string; sku: string; units: number; sellingPriceRupees: number }[];
};

export type CourierOrder = { courierOrderId: string; shipmentId: string };
export type AwbAssignment = { awb: string; courierName: string };

export type NdrAction = 're-attempt' | 'return';

export interface Courier {
  readonly name: CourierName;
  /** null when the courier does not deliver to the PIN code */
  estimate(ask: DeliveryEstimateAsk, now: Date): Promise<DeliveryEstimate | null>;
}

export interface BookingCourier extends Courier {
  createOrder(parcel: BookingParcel): Promise<CourierOrder>;
  assignAwb(shipmentId: string): Promise<AwbAssignment>;
  label(shipmentId: string): Promise<string>;
  trackingUrl(awb: string): string;
  ndrAction(awb: string, action: NdrAction, comments: string): Promise<void>;
}

/**
 * How a courier call failed, for the caller to choose: `unreachable`, `timeout` and
 * `rate-limited` pass (try again later); `refused` is the courier saying no to this request;
 * `auth` is our login being wrong; `bad-answer` an answer we cannot read.
 */
export type CourierFailure = 'unreachable' | 'timeout' | 'rate-limited' | 'refused' | 'auth' | 'bad-answer';

export class CourierError extends Error {
  override name = 'CourierError';
  constructor(
    readonly kind: CourierFailure,
    message: string,
    readonly httpStatus: number | null = null,
  ) {
    super(message);
  }
}
