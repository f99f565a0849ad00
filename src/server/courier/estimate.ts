import { log } from '#server/platform/log';
import type { DeliverySettings } from '#lib/delivery/settings';
import { istDate } from '#lib/gst/ist-date';
import { CourierError, type DeliveryEstimate, type DeliveryEstimateAsk } from './courier';
import { bookingCourier } from './active-courier';
import { zonesCourier } from './zones-courier';

/**
 * Shiprocket's dates for a PIN code are the same all day, and the product page and checkout ask
 * for the same few PIN codes again and again: an answer is kept 10 minutes (and the day it was
 * for), within 2,000 PIN codes, so a busy shop stays well inside Shiprocket's rate limit.
 */
const KEEP_MS = 10 * 60_000;
const MAX_KEPT = 2000;
const kept = new Map<string, { at: number; estimate: DeliveryEstimate | null }>();

/**
 * When and whether a parcel reaches a PIN code, from the courier the merchant chose. Should live
 * Shiprocket fail to answer (down, slow, rate-limited), the merchant's zone rules answer instead:
 * a shopper is never left without a date, and the failure is logged for staff.
 */
export async function estimateDelivery(settings: DeliverySettings, ask: DeliveryEstimateAsk, now: Date): Promise<DeliveryEstimate | null> {
  const live = bookingCourier(settings);
  if (live) {
    const key = `${ask.pincode}|${istDate(now)}`;
    const hit = kept.get(key);
    if (hit && Date.now() - hit.at < KEEP_MS) return hit.estimate;
    try {
      const estimate = await live.estimate(ask, now);
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(key, { at: Date.now(), estimate });
      return estimate;
    } catch (err) {
      if (!(err instanceof CourierError)) throw err;
      log('warn', 'live courier dates unavailable, zone rules used', { courier: live.name, kind: err.kind, httpStatus: err.httpStatus });
    }
  }
  return zonesCourier(settings).estimate(ask, now);
}

/** Tests switch couriers and fakes between cases. */
export function forgetEstimates(): void {
  kept.clear();
}
