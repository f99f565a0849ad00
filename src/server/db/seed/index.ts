import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { shippingRateTiers } from '../schema';
import { insertDemoCatalog } from './demo-catalog';

import { SHIPPING_TIERS } from './shipping-tiers';

/** Fills an empty database with the demo catalog; returns whether it did. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const rows = (await db.execute(sql`select count(*)::int as n from categories`)) as unknown as { rows: { n: number }[] };
  if ((rows.rows[0]?.n ?? 0) > 0) return false;
  await seedCatalog(db);
  return true;
}

export async function seedCatalog(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(shippingRateTiers).values(
      SHIPPING_TIERS.map(([weightInGrams, online, cod]) => ({
        weightInGrams,
        onlinePaymentRatePaise: online * 100,
        codRatePaise: cod * 100,
      })),
    ).onConflictDoNothing();
    await insertDemoCatalog(tx as unknown as Db);
  });
}
