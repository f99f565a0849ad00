import type { z } from 'zod';
import {
  CategoryProductsQuerySchema,
  IdParamSchema,
  SearchQuerySchema,
  ShippingCostBodySchema,
  SlugParamSchema,
  SubcategoryQuerySchema,
} from '../catalog/schemas';
import {
  LoginRequestSchema,
  OtpVerifyRequestSchema,
  RegisterRequestSchema,
  ResendOtpRequestSchema,
} from '../../lib/validation/account';
import { QuoteRequestSchema } from '../cart/quote';
import { InitiateCheckoutBody, PixelSlugParams, ProductEventsBody, PurchaseBody } from '../analytics/event-schema';
import { checkoutRouteDocs } from '../orders/openapi-docs';

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
  { method: 'POST', path: '/api/web/cart/quote', summary: 'Price a cart from the database: current prices, vanished lines, grouped offer totals', tag: 'cart', body: QuoteRequestSchema, errors: [400, 413, 415] },
  { method: 'POST', path: '/api/web/customer/login', summary: 'Send a one-time code to a registered number (404 when unknown)', tag: 'customer', body: LoginRequestSchema, errors: [400, 404, 429, 502] },
  { method: 'POST', path: '/api/web/customer/register', summary: 'Create a customer and send a one-time code (409 when the number exists)', tag: 'customer', body: RegisterRequestSchema, errors: [400, 409, 429, 502] },
  { method: 'POST', path: '/api/web/customer/otp-verify', summary: 'Check the one-time code; returns data.token', tag: 'customer', body: OtpVerifyRequestSchema, errors: [400, 401, 429] },
  { method: 'POST', path: '/api/web/customer/resend-otp', summary: 'Send a new code; returns a new data.session_id', tag: 'customer', body: ResendOtpRequestSchema, errors: [400, 404, 429, 502] },
  { method: 'GET', path: '/api/web/customer/profile', summary: "The signed-in customer's name, mobile number and email", tag: 'customer', auth: true, errors: [401] },
  { method: 'POST', path: '/api/web/customer/logout', summary: 'Revoke the bearer token', tag: 'customer', auth: true, errors: [401] },
  ...checkoutRouteDocs,
  { method: 'POST', path: '/api/web/pixel/product/{slug}', summary: 'Store AddToCart/ViewContent events (array) for the Conversions API', tag: 'analytics', params: PixelSlugParams, body: ProductEventsBody, errors: [400, 404, 413, 415, 429] },
  { method: 'POST', path: '/api/web/pixel/initiateCheckout', summary: 'Store an InitiateCheckout event', tag: 'analytics', body: InitiateCheckoutBody, errors: [400, 413, 415, 429] },
  { method: 'POST', path: '/api/web/pixel/purchaseEvent', summary: 'Store a Purchase event, once per order', tag: 'analytics', body: PurchaseBody, errors: [400, 404, 409, 413, 415, 429] },
];
