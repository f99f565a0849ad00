import type { z } from 'zod';
import {
  CategoryProductsQuerySchema,
  IdParamSchema,
  SearchQuerySchema,
  ShippingCostBodySchema,
  SlugParamSchema,
  SubcategoryQuerySchema,
} from '../catalog/schemas';

export type RouteDoc = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  tag?: string;
  auth?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  errors?: number[];
};

/** Every /api/web route. A test checks this list against the route files, so none is forgotten. */
export const routeDocs: RouteDoc[] = [
  { method: 'GET', path: '/api/web/category/header/menu', summary: 'Header menu with sub-menus', tag: 'catalog', errors: [] },
  { method: 'GET', path: '/api/web/product/list', summary: 'All products (summaries)', tag: 'catalog', errors: [] },
  { method: 'GET', path: '/api/web/product/category/{slug}', summary: 'Products of a category', tag: 'catalog', params: SlugParamSchema, query: CategoryProductsQuerySchema, errors: [400, 404] },
  { method: 'GET', path: '/api/web/product/detail/{id}', summary: 'A product by id', tag: 'catalog', params: IdParamSchema, errors: [400, 404] },
  { method: 'GET', path: '/api/web/product/slug/{slug}', summary: 'A product by slug', tag: 'catalog', params: SlugParamSchema, errors: [400, 404] },
  { method: 'GET', path: '/api/web/product/search', summary: 'Search products by name, category and subcategory', tag: 'catalog', query: SearchQuerySchema },
  { method: 'GET', path: '/api/web/category/list', summary: 'Category tiles', tag: 'catalog', errors: [] },
  { method: 'GET', path: '/api/web/subcategory/list', summary: 'Subcategories of a category', tag: 'catalog', query: SubcategoryQuerySchema, errors: [400, 404] },
  { method: 'GET', path: '/api/web/category/collections', summary: 'Collections for SHOP BY COLLECTIONS', tag: 'catalog', errors: [] },
  { method: 'POST', path: '/api/web/order/shipping-cost', summary: 'Shipping rates for a cart weight in grams', tag: 'orders', body: ShippingCostBodySchema, errors: [400, 413, 415, 422] },
];
