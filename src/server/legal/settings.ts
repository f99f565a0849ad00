import { sql } from 'drizzle-orm';
import { getDb, query, type Db } from '#server/platform/db/client';
import { recordAudit } from '#server/audit';
import { log } from '#server/platform/log';
import { bumpCatalogVersion } from '#server/platform/db/catalog-version';
import type { StaffMember, AuditCtx } from '#server/staff';
import { EMPTY_DECLARATIONS, LegalSettingsSchema, type LegalSettings } from '#lib/validation/legal';

/** No row (a new production shop): no defaults and no grievance officer until the owner sets them. */
export const EMPTY_LEGAL_SETTINGS: LegalSettings = { defaults: { ...EMPTY_DECLARATIONS }, grievanceOfficer: null };

/** Each instance rereads the row at most once a second, so an edit is live everywhere within one. */
const FRESH_MS = 1000;
let cached: { at: number; settings: LegalSettings } | null = null;

export async function readLegalSettings(db: Db): Promise<LegalSettings> {
  const [row] = await query<{ settings: unknown }>(db, sql`select settings from legal_settings where id = 1`);
  const parsed = row ? LegalSettingsSchema.safeParse(row.settings) : null;
  return parsed?.success ? parsed.data : EMPTY_LEGAL_SETTINGS;
}

export async function legalSettings(): Promise<LegalSettings> {
  if (cached && Date.now() - cached.at < FRESH_MS) return cached.settings;
  const settings = await readLegalSettings(await getDb());
  cached = { at: Date.now(), settings };
  return settings;
}

/**
 * Replaces the settings whole, with the before and after in the audit log. The catalog version
 * moves with it, because cached product pages print the defaults and every page's footer the
 * grievance officer.
 */
export async function saveLegalSettings(actor: StaffMember, next: LegalSettings, ctx: AuditCtx): Promise<LegalSettings> {
  const db = await getDb();
  await db.transaction(async (t) => {
    const [row] = await query<{ settings: unknown }>(t, sql`select settings from legal_settings where id = 1 for update`);
    await writeLegalSettings(t, next);
    await bumpCatalogVersion(t);
    await recordAudit(t, {
      staff: actor,
      action: 'legal.settings',
      entity: 'settings',
      entityId: 'legal',
      before: (row?.settings as Record<string, unknown> | undefined) ?? { ...EMPTY_LEGAL_SETTINGS },
      after: { ...next },
      ...ctx,
    });
  });
  cached = null;
  return next;
}

export async function writeLegalSettings(db: Db, next: LegalSettings): Promise<void> {
  await query(db, sql`insert into legal_settings (id, settings, updated_at) values (1, ${JSON.stringify(next)}::jsonb, now())
    on conflict (id) do update set settings = excluded.settings, updated_at = now()`);
}

/** Tests and the seed change the row directly; the next read must see it. */
export function forgetLegalSettings(): void {
  cached = null;
}

/** For page shells: a database that cannot be reached leaves the officer out rather than the page. */
export async function grievanceOfficerForPage(): Promise<LegalSettings['grievanceOfficer']> {
  try {
    return (await legalSettings()).grievanceOfficer;
  } catch (err) {
    log('warn', 'grievance officer unavailable for the page', { error: err instanceof Error ? err.message : String(err) });
    return null;
  }
}
