import { eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { categories, gstSettings, products } from '#server/platform/db/schema/index';
import { DEFAULT_HSN_BY_CATEGORY } from '#lib/gst/hsn';

/**
 * Local mode's demo registration, so an order ships and gets its invoice out of the box. The
 * GSTIN is well formed (its check digit is right) but belongs to nobody. Production never gets
 * it: there, shipping waits for the owner to fill in the GST settings.
 */
export const DEMO_GST_SETTINGS = {
  legalName: 'Kanmani Clothing (demo)',
  address: '12 Demo Street, Gandhipuram, Coimbatore 641012',
  stateCode: '33',
  gstin: '33AABCK1234M1ZR',
  invoicePrefix: 'KM',
} as const;

/** Once per database: the demo settings, and each demo product's HSN from its category's heading. */
export async function ensureDemoGst(db: Db): Promise<boolean> {
  const inserted = await db.insert(gstSettings).values({ id: 1, ...DEMO_GST_SETTINGS }).onConflictDoNothing().returning({ id: gstSettings.id });
  if (inserted.length === 0) return false;
  for (const [slug, hsn] of Object.entries(DEFAULT_HSN_BY_CATEGORY)) {
    await db
      .update(products)
      .set({ hsnCode: hsn })
      .where(sql`${isNull(products.hsnCode)} and ${products.categoryId} in (select ${categories.id} from ${categories} where ${eq(categories.slug, slug)})`);
  }
  return true;
}
