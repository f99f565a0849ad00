// `npm run db:seed`: seeds the demo catalog into an empty database; `-- --reset` replaces it.
import { sql } from 'drizzle-orm';
import { env } from '../src/server/platform/env';
import { openAndMigrate } from '../src/server/platform/db/client';
import { seedCatalog, seedIfEmpty } from '../src/server/app/seed';

const reset = process.argv.includes('--reset');
const e = env();
const handle = await openAndMigrate({ databaseUrl: e.DATABASE_URL, dataDir: e.DATA_DIR });
const where = e.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${e.DATA_DIR}`;
try {
  if (reset) {
    // Orders keep their own copies of names and prices, so the catalog can be replaced under them;
    // the demo's own buyers and their delivered orders (no real number starts with 5) go with it.
    await handle.db.execute(sql`delete from orders where customer_id in (select id from customers where mobile_number like '5%')`);
    await handle.db.execute(sql`delete from customers where mobile_number like '5%'`);
    await handle.db.execute(
      sql`truncate menu_sub_items, menu_items, collections, reviews, sizes, color_variants, product_offers, products, subcategories, categories, shipping_rate_tiers cascade`,
    );
    await seedCatalog(handle.db);
    console.log(`Replaced the catalog with the demo catalog (${where}).`);
  } else {
    const seeded = await seedIfEmpty(handle.db);
    console.log(seeded ? `Seeded the demo catalog (${where}).` : `The catalog already has data (${where}); nothing changed. Use --reset to replace it.`);
  }
} finally {
  await handle.close();
}
