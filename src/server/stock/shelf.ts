import { sql } from 'drizzle-orm';
import { getDb, query } from '#server/platform/db/client';
import { shelfLeft, type ShelfLeft } from '#lib/stock-display';

/**
 * The storefront's view of stock, read at request time and never from the catalog snapshot:
 * every order changes it, and keying it by the catalog version would reload the whole catalog
 * on each order. One indexed query per product page.
 */
export async function shelfOfProduct(productId: string): Promise<Record<string, ShelfLeft>> {
  const rows = await query<{ size_id: string; sellable: number }>(
    await getDb(),
    sql`select s.id as size_id, coalesce(st.on_hand - st.reserved, 0)::int as sellable
        from sizes s join color_variants v on v.id = s.color_variant_id
        left join size_stock st on st.size_id = s.id
        where v.product_id = ${productId}`,
  );
  const out: Record<string, ShelfLeft> = {};
  for (const r of rows) out[r.size_id] = shelfLeft(Number(r.sellable));
  return out;
}
