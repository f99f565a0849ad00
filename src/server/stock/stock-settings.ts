import { eq } from 'drizzle-orm';
import { getDb, type Db } from '#server/platform/db/client';
import { stockSettings } from '#server/platform/db/schema/index';
import { recordAudit } from '#server/audit';
import type { StaffMember } from '#server/staff';

/** The shop's stock settings (one row, id 1); until the merchant saves them, sold-out products are listed. */
export type StockSettings = { hideSoldOut: boolean };

export async function getStockSettings(db: Db): Promise<StockSettings> {
  const [row] = await db.select({ hideSoldOut: stockSettings.hideSoldOut }).from(stockSettings).where(eq(stockSettings.id, 1));
  return { hideSoldOut: row?.hideSoldOut ?? false };
}

type Ctx = { requestId: string | null; clientAddress: string | null };

export async function saveStockSettings(staff: StaffMember, next: StockSettings, ctx: Ctx): Promise<StockSettings> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await getStockSettings(tx);
    await tx.insert(stockSettings).values({ id: 1, hideSoldOut: next.hideSoldOut }).onConflictDoUpdate({ target: stockSettings.id, set: { hideSoldOut: next.hideSoldOut } });
    await recordAudit(tx, { staff, action: 'stock.settings', entity: 'stock_settings', entityId: '1', before, after: { ...next }, ...ctx });
    return next;
  });
}
