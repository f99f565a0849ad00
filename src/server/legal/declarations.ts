import { eq } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { products } from '#server/platform/db/schema/index';
import { legalSettings } from './settings';
import { EMPTY_DECLARATIONS, effectiveDeclarations, type Declarations } from '#lib/validation/legal';

/**
 * A product's rule 6(10) declarations as its page prints them: its own, else the shop's
 * defaults. Read at request time beside the catalog snapshot (one indexed query), and the page
 * is cached per catalog version, which a product save and a settings save both move.
 */
export async function declarationsOfProduct(productId: string): Promise<Declarations> {
  const [own] = await (await getDb())
    .select({
      makerName: products.makerName,
      makerAddress: products.makerAddress,
      netQuantity: products.netQuantity,
      countryOfOrigin: products.countryOfOrigin,
      consumerCare: products.consumerCare,
    })
    .from(products)
    .where(eq(products.id, productId));
  return effectiveDeclarations(own ?? EMPTY_DECLARATIONS, (await legalSettings()).defaults);
}
