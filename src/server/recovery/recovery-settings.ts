import { sql } from 'drizzle-orm';
import { getDb, query } from '#server/platform/db/client';
import { recordAudit } from '#server/audit';
import { codeByText } from '#server/discounts';
import { badRequest } from '#server/platform/errors';
import type { AuditCtx, StaffMember } from '#server/staff';
import { DEFAULT_RECOVERY_SETTINGS, RecoverySettingsSchema, type RecoverySettings } from '#lib/validation/recovery';

export async function recoverySettings(): Promise<RecoverySettings> {
  const db = await getDb();
  const [row] = await query<{ settings: unknown }>(db, sql`select settings from recovery_settings where id = 1`);
  const parsed = row ? RecoverySettingsSchema.safeParse(row.settings) : null;
  return parsed?.success ? parsed.data : DEFAULT_RECOVERY_SETTINGS;
}

/** Replaces the choices whole, with the before and after in the audit log. */
export async function saveRecoverySettings(actor: StaffMember, next: RecoverySettings, ctx: AuditCtx): Promise<RecoverySettings> {
  const db = await getDb();
  if (next.secondReminderCode !== null && !(await codeByText(db, next.secondReminderCode))) {
    const message = `Code in the second reminder must be one of your discount codes: ${next.secondReminderCode} is not (add it under Discounts first)`;
    throw badRequest(message, [{ path: 'secondReminderCode', message }]);
  }
  await db.transaction(async (t) => {
    const [row] = await query<{ settings: unknown }>(t, sql`select settings from recovery_settings where id = 1 for update`);
    await query(t, sql`insert into recovery_settings (id, settings, updated_at) values (1, ${JSON.stringify(next)}::jsonb, now())
      on conflict (id) do update set settings = excluded.settings, updated_at = now()`);
    await recordAudit(t, {
      staff: actor,
      action: 'recovery.settings',
      entity: 'settings',
      entityId: 'recovery',
      before: (row?.settings as Record<string, unknown> | undefined) ?? { ...DEFAULT_RECOVERY_SETTINGS },
      after: { ...next },
      ...ctx,
    });
  });
  return next;
}
