import { sql } from 'drizzle-orm';
import { getDb, query } from '#server/platform/db/client';
import { recordAudit } from '#server/audit';
import { bumpCatalogVersion } from '#server/platform/db/catalog-version';
import type { StaffMember, AuditCtx } from '#server/staff';
import { DEFAULT_DELIVERY_SETTINGS, DeliverySettingsSchema, type DeliverySettings } from '#lib/delivery/settings';

/** Each instance rereads the row at most once a second, so an edit is live everywhere within one. */
const FRESH_MS = 1000;
let cached: { at: number; settings: DeliverySettings } | null = null;

export async function deliverySettings(): Promise<DeliverySettings> {
  if (cached && Date.now() - cached.at < FRESH_MS) return cached.settings;
  const db = await getDb();
  const [row] = await query<{ settings: unknown }>(db, sql`select settings from delivery_settings where id = 1`);
  // A row written by an older shape falls back to the defaults rather than breaking checkout.
  const parsed = row ? DeliverySettingsSchema.safeParse(row.settings) : null;
  const settings = parsed?.success ? parsed.data : DEFAULT_DELIVERY_SETTINGS;
  cached = { at: Date.now(), settings };
  return settings;
}

/** Replaces the rules whole, with the before and after in the audit log. */
export async function saveDeliverySettings(actor: StaffMember, next: DeliverySettings, ctx: AuditCtx): Promise<DeliverySettings> {
  const db = await getDb();
  await db.transaction(async (t) => {
    const [row] = await query<{ settings: unknown }>(t, sql`select settings from delivery_settings where id = 1 for update`);
    const json = JSON.stringify(next);
    await query(t, sql`insert into delivery_settings (id, settings, updated_at) values (1, ${json}::jsonb, now())
      on conflict (id) do update set settings = excluded.settings, updated_at = now()`);
    await recordAudit(t, {
      staff: actor,
      action: 'delivery.settings',
      entity: 'settings',
      entityId: 'delivery',
      before: (row?.settings as Record<string, unknown> | undefined) ?? { ...DEFAULT_DELIVERY_SETTINGS },
      after: { ...next },
      ...ctx,
    });
    // The home and product pages print these rules (charges, free shipping, delivery days); their
    // kept HTML is keyed by the catalog version, so the bump makes every instance render them anew.
    await bumpCatalogVersion(t);
  });
  cached = null;
  return next;
}
