import { conflict } from '#server/platform/errors';
import type { DeliverySettings } from '#lib/delivery/settings';
import { shiprocketConfigured } from './active-courier';

/** Live Shiprocket cannot be chosen before the server has its API user and pickup PIN code. */
export function assertSourceReady(settings: Pick<DeliverySettings, 'source'>): void {
  if (settings.source === 'shiprocket' && !shiprocketConfigured()) {
    throw conflict(
      'Live Shiprocket is not set up on this server: set SHIPROCKET_EMAIL, SHIPROCKET_PASSWORD and SHIPROCKET_PICKUP_PINCODE, restart, then choose it again. Delivery dates still come from your zones.',
    );
  }
}
