import { adminRoute } from '#server/app/http/admin-route';
import { parseWith, readBody } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { auditContext } from '#server/audit';
import { deliverySettings, saveDeliverySettings } from '#server/delivery';
import { assertSourceReady } from '#server/courier';
import type { Permission } from '#server/staff';
import { DeliverySettingsSchema } from '#lib/delivery/settings';
import { DeliverySettingsWireSchema, settingsFromWire, settingsToWire } from '#lib/delivery/settings-wire';

export const prerender = false;
export const permission: Permission = 'delivery.write';

export const GET = adminRoute(permission, async () => ok(settingsToWire(await deliverySettings())));

/** Replaces the delivery and COD rules whole; each refusal names its field. */
export const POST = adminRoute(permission, async (ctx, staff) => {
  const wire = await readBody(ctx.request, DeliverySettingsWireSchema);
  const next = parseWith(DeliverySettingsSchema, settingsFromWire(wire, await deliverySettings()), 'settings');
  assertSourceReady(next);
  return ok(settingsToWire(await saveDeliverySettings(staff, next, auditContext(ctx))), 'Delivery settings saved.');
});
