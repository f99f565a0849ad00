import { codUnavailable, unserviceablePincode } from '#server/platform/errors';
import { deliveryQuote } from '#server/courier';
import { PAYMENT_METHOD, type PaymentMethod } from '#lib/shipping';

/**
 * order/create's delivery check: the address's PIN code must be served, and a cash-on-delivery
 * order must pass the merchant's COD rules. The checkout shows the same answers beforehand.
 * `returnedCodOrders`: the customer's returned COD orders, read in the look before the order.
 */
export async function assertDeliverable(o: {
  customerId: string;
  customerMobile: string;
  addressMobile: string | null;
  pincode: string;
  method: PaymentMethod;
  goodsPaise: number;
  returnedCodOrders: number;
}): Promise<void> {
  const mobile = o.addressMobile ?? o.customerMobile;
  const ask = { pincode: o.pincode, goodsPaise: o.goodsPaise, customerId: o.customerId, returnedCodOrders: o.returnedCodOrders };
  const quote = await deliveryQuote({ ...ask, mobile });
  if (!quote.serviceable) throw unserviceablePincode();
  if (o.method !== PAYMENT_METHOD.COD) return;
  // Either number may be on the blocklist: the account's and the one the parcel goes to.
  const reason =
    quote.codReason ??
    (mobile !== o.customerMobile
      ? (await deliveryQuote({ ...ask, mobile: o.customerMobile })).codReason
      : null);
  if (reason) throw codUnavailable(reason);
}
