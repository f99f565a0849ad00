import { env, type Env } from '#server/platform/env';
import type { DeliverySettings } from '#lib/delivery/settings';
import type { BookingCourier } from './courier';
import { shiprocketCourier } from './shiprocket-courier';

/** Live Shiprocket needs the API user and the pickup PIN code, all from the environment. */
export function shiprocketConfigured(e: Env = env()): boolean {
  return Boolean(e.SHIPROCKET_EMAIL && e.SHIPROCKET_PASSWORD && e.SHIPROCKET_PICKUP_PINCODE);
}

let kept: { key: string; courier: BookingCourier } | null = null;

/** The one Shiprocket client of this process (it keeps the login token), or null when not configured. */
export function shiprocket(e: Env = env()): BookingCourier | null {
  if (!shiprocketConfigured(e)) return null;
  const key = [e.SHIPROCKET_BASE_URL, e.SHIPROCKET_EMAIL, e.SHIPROCKET_PICKUP_LOCATION, e.SHIPROCKET_PICKUP_PINCODE].join('|');
  if (kept?.key !== key) {
    kept = {
      key,
      courier: shiprocketCourier({
        baseUrl: e.SHIPROCKET_BASE_URL,
        email: e.SHIPROCKET_EMAIL!,
        password: e.SHIPROCKET_PASSWORD!,
        pickupLocation: e.SHIPROCKET_PICKUP_LOCATION,
        pickupPincode: e.SHIPROCKET_PICKUP_PINCODE!,
      }),
    };
  }
  return kept.courier;
}

/** The courier the merchant chose for delivery dates and AWBs; live Shiprocket only when it is configured. */
export function bookingCourier(settings: Pick<DeliverySettings, 'source'>): BookingCourier | null {
  return settings.source === 'shiprocket' ? shiprocket() : null;
}
