import { adminRoute } from '#server/app/http/admin-route';
import { readBody } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { getDb } from '#server/platform/db/client';
import { recordAudit, auditContext } from '#server/audit';
import { getGstSettings, saveGstSettings } from '#server/gst';
import type { Permission } from '#server/staff';
import { GstSettingsSchema } from '#lib/validation/gst';

export const prerender = false;
export const permission: Permission = 'settings.manage';

const answer = (s: Awaited<ReturnType<typeof getGstSettings>>) =>
  s ? { legalName: s.legalName, address: s.address, stateCode: s.stateCode, gstin: s.gstin, invoicePrefix: s.invoicePrefix } : null;

export const GET = adminRoute(permission, async () => ok(answer(await getGstSettings(await getDb()))));

/** Saves the seller's GST registration and invoice series; owner only. */
export const POST = adminRoute(permission, async (ctx, staff) => {
  const input = await readBody(ctx.request, GstSettingsSchema);
  const saved = await saveGstSettings(await getDb(), staff, recordAudit, input, auditContext(ctx));
  return ok(answer(saved), 'GST settings saved. Invoices issued from now on carry them.');
});
