import { adminRoute } from '#server/app/http/admin-route';
import { readBody, readQuery } from '#server/platform/http/body';
import { created, ok } from '#server/platform/http/envelope';
import { auditContext } from '#server/audit';
import { listProductsForAdmin, createProduct } from '#server/catalog';
import type { Permission } from '#server/staff';
import { ProductInputSchema, ProductListQuerySchema } from '#lib/validation/product-input';

export const prerender = false;
export const permission = { GET: 'catalog.read', POST: 'catalog.write' } as const satisfies Record<string, Permission>;

/** The product list with drafts, searched and filtered as the console page does. */
export const GET = adminRoute(permission.GET, async (ctx) => ok(await listProductsForAdmin(readQuery(ctx.url, ProductListQuerySchema))));

/** Creates a product, live on the storefront within a second when published. */
export const POST = adminRoute(permission.POST, async (ctx, staff) => {
  const input = await readBody(ctx.request, ProductInputSchema);
  const product = await createProduct({ staff, ...auditContext(ctx) }, input);
  return created(product, input.published ? 'Product created and published.' : 'Product saved as a draft.');
});
