import { and, eq } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { products, productSlugRedirects } from '#server/platform/db/schema/index';

/**
 * Where an old product slug leads now: the product's current slug, or undefined when the slug
 * never belonged to a product or its product is a draft. Read only when no product has the slug,
 * so the storefront's hot path never pays for it.
 */
export async function currentSlugFor(oldSlug: string): Promise<string | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ slug: products.slug })
    .from(productSlugRedirects)
    .innerJoin(products, eq(products.id, productSlugRedirects.productId))
    .where(and(eq(productSlugRedirects.oldSlug, oldSlug), eq(products.isActive, true)));
  return row?.slug;
}
