import { adminRoute } from '#server/app/http/admin-route';
import { readBody, readParams } from '#server/platform/http/body';
import { ok } from '#server/platform/http/envelope';
import { notFound } from '#server/platform/errors';
import { auditContext } from '#server/audit';
import { getDb } from '#server/platform/db/client';
import { loadProductForm, updateProduct } from '#server/catalog';
import type { Permission } from '#server/staff';
import { ProductIdParamSchema, ProductInputSchema } from '#lib/validation/product-input';

export const prerender = false;
export const permission = { GET: 'catalog.read', PUT: 'catalog.write' } as const satisfies Record<string, Permission>;

const NO_SUCH_PRODUCT = 'No product has this id. It may have been removed; go back to the product list.';

/** The product as the editor shows it, drafts included. */
export const GET = adminRoute(permission.GET, async (ctx) => {
  const { id } = readParams(ctx.params, ProductIdParamSchema);
  const product = await loadProductForm(await getDb(), id);
  if (!product) throw notFound(NO_SUCH_PRODUCT);
  return ok(product);
});

/**
 * Replaces the product with the editor's whole form. Colours and sizes sent with their id keep
 * it; ones left out are removed (orders that bought them keep their own copy).
 */
export const PUT = adminRoute(permission.PUT, async (ctx, staff) => {
  const { id } = readParams(ctx.params, ProductIdParamSchema);
  const input = await readBody(ctx.request, ProductInputSchema);
  const product = await updateProduct({ staff, ...auditContext(ctx) }, id, input);
  return ok(product, input.published ? 'Product saved and published.' : 'Product saved as a draft.');
});
