import { getDb, type Db } from '#server/platform/db/client';
import { returnSettings } from '#server/platform/db/schema/index';

/** The policy's return window: 7 days from delivery unless the merchant sets another. */
export const DEFAULT_RETURN_WINDOW_DAYS = 7;

export async function returnWindowDays(db?: Db): Promise<number> {
  const [row] = await (db ?? (await getDb())).select({ windowDays: returnSettings.windowDays }).from(returnSettings).limit(1);
  return row?.windowDays ?? DEFAULT_RETURN_WINDOW_DAYS;
}

export async function saveReturnWindowDays(tx: Db, windowDays: number): Promise<void> {
  await tx
    .insert(returnSettings)
    .values({ id: 1, windowDays })
    .onConflictDoUpdate({ target: returnSettings.id, set: { windowDays, updatedAt: new Date() } });
}
