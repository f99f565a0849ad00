import { lookupPincode } from '#server/delivery';
import { matchZone, type DeliverySettings } from '#lib/delivery/settings';
import { deliveryDate } from '#lib/delivery/working-days';
import type { Courier } from './courier';

/**
 * The merchant's own rules as a courier: the zone of the longest matching PIN prefix, else of
 * the PIN code's state, else the rest of India, gives the working days (Sundays and holidays skipped). A PIN code India Post does not list has no post
 * office to deliver to. Works offline, so it is the default.
 */
export function zonesCourier(settings: Pick<DeliverySettings, 'zones' | 'holidays'>): Courier {
  const holidays = new Set(settings.holidays);
  return {
    name: 'zones',
    async estimate(ask, now) {
      const place = lookupPincode(ask.pincode);
      const zone = place ? matchZone(settings.zones, ask.pincode, place.state) : null;
      if (!zone) return null;
      return {
        prepaidDate: deliveryDate(now, zone.prepaidDays, holidays),
        codDate: deliveryDate(now, zone.codDays, holidays),
        codAllowed: zone.codAllowed,
      };
    },
  };
}
