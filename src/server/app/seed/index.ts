import { sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { shippingRateTiers } from '#server/platform/db/schema/index';
import { insertDemoCatalog } from './demo-catalog';
import { bumpCatalogVersion } from '#server/platform/db/catalog-version';
import { ensureDemoGst } from '#server/gst';
import { ensureDemoLegal } from '#server/legal';

import { SHIPPING_TIERS } from './shipping-tiers';

async function isEmpty(db: Db, table: 'categories' | 'shipping_rate_tiers'): Promise<boolean> {
  const rows = (await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as unknown as { rows: { n: number }[] };
  return (rows.rows[0]?.n ?? 0) === 0;
}

/** Fills an empty database with the demo catalog; returns whether it did. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  if (!(await isEmpty(db, 'categories'))) return false;
  await seedCatalog(db);
  return true;
}

/**
 * What a start puts into its database. Local mode gets the demo catalog; production gets only
 * the shipping rate card (the shop's own rates, without which no order can be priced), so an
 * empty production shop shows an empty catalog rather than invented products and reviews.
 */
export async function seedForMode(db: Db, mode: 'local' | 'production'): Promise<'demo catalog' | 'shipping rates' | 'nothing'> {
  if (mode === 'local') return (await seedIfEmpty(db)) ? 'demo catalog' : 'nothing';
  if (!(await isEmpty(db, 'shipping_rate_tiers'))) return 'nothing';
  await insertShippingTiers(db);
  return 'shipping rates';
}

async function insertShippingTiers(db: Db): Promise<void> {
  await db
    .insert(shippingRateTiers)
    .values(
      SHIPPING_TIERS.map(([weightInGrams, online, cod]) => ({
        weightInGrams,
        onlinePaymentRatePaise: online * 100,
        codRatePaise: cod * 100,
      })),
    )
    .onConflictDoNothing();
}

export async function seedCatalog(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await insertShippingTiers(tx);
    // Before the products: publishing needs the Legal Metrology declarations' defaults.
    await ensureDemoLegal(tx);
    await insertDemoCatalog(tx);
    await bumpCatalogVersion(tx);
    await ensureDemoGst(tx);
  });
}
