import { formatINR } from '../money';
import { matchZone, type DeliverySettings } from './settings';

export type CodContext = {
  /** what the shopper pays for the goods (before shipping), in paise */
  goodsPaise: number;
  pincode: string;
  mobile: string | null;
  /** the customer's earlier COD orders that came back (Returned to Origin) */
  returnedCodOrders: number;
};

/**
 * Why cash on delivery is not offered, in plain words, or null when it is. One reason, the
 * first that applies, so the shopper knows what to change.
 */
export function codRefusal(settings: DeliverySettings, c: CodContext): string | null {
  const zone = matchZone(settings.zones, c.pincode);
  if (zone && !zone.codAllowed) return 'Cash on delivery is not available for this PIN code. Please pay online.';
  if (settings.blockedPincodes.includes(c.pincode)) return 'Cash on delivery is not available for this PIN code. Please pay online.';
  if (c.goodsPaise < settings.codMinPaise)
    return `Cash on delivery is available on orders of ${formatINR(settings.codMinPaise)} or more. Please pay online.`;
  if (settings.codMaxPaise !== null && c.goodsPaise > settings.codMaxPaise)
    return `Cash on delivery is available on orders up to ${formatINR(settings.codMaxPaise)}. Please pay online.`;
  if (c.mobile && settings.blockedMobiles.includes(c.mobile)) return 'Cash on delivery is not available for this mobile number. Please pay online.';
  if (settings.rtoLimit > 0 && c.returnedCodOrders >= settings.rtoLimit)
    return 'Cash on delivery is not available on your account because earlier cash-on-delivery orders were returned. Please pay online.';
  return null;
}
