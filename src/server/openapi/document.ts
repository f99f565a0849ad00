import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponsesObject } from 'zod-openapi';
import { HTTP_METHODS, type ErrorAnswer, type Operation } from './operation';
import {
  CategoryTileSchema,
  CollectionSchema,
  MenuItemSchema,
  OfferSchema,
  ProductDetailSchema,
  ProductSummarySchema,
  ShippingCostSchema,
  SubcategorySchema,
} from '#server/catalog';
import { QuoteSchema } from '#server/cart';
import { CustomerProfileSchema } from '#server/auth';
import { AddressSchema, OrderSchema } from '#server/orders';

/** What a route file under src/pages/api/web exports: its handlers and their definitions. */
export type RouteModule = { openapi?: Operation | Operation[] } & { [method: string]: unknown };

/** '/src/pages/api/web/product/slug/[slug].ts' → '/api/web/product/slug/{slug}' */
export function apiPathOf(file: string): string {
  return file
    .replace(/^.*\/src\/pages/, '')
    .replace(/\.ts$/, '')
    .replace(/\/index$/, '')
    .replace(/\[(?:\.\.\.)?(\w+)\]/g, '{$1}');
}

const definitionsOf = (mod: RouteModule): Operation[] => (mod.openapi === undefined ? [] : [mod.openapi].flat());

/** Each handler a route file exports without a definition, named so the author can add one. */
export function undocumentedHandlers(routes: Record<string, RouteModule>): string[] {
  const missing: string[] = [];
  for (const [file, mod] of Object.entries(routes)) {
    const defined = new Set(definitionsOf(mod).map((d) => d.method));
    for (const method of HTTP_METHODS) {
      if (typeof mod[method] === 'function' && !defined.has(method)) {
        missing.push(`${file.replace(/^\//, '')}: ${method} has no \`export const openapi = operation({ method: '${method}', ... })\``);
      }
    }
  }
  return missing;
}

const FieldErrorSchema = z.object({ path: z.string(), message: z.string() });

/** Every failure: the message says what happened and what to do; `errors` only for bad input. */
const ErrorEnvelopeSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  data: z.null(),
  errors: z.array(FieldErrorSchema).optional(),
});

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input: `errors` names each field and what is wrong with it',
  401: 'Not signed in, or the session has expired',
  404: 'What the request names does not exist',
  409: 'The request conflicts with the current state',
  413: 'The body is larger than 64 KB',
  415: 'The body is not sent as JSON',
  422: 'Understood, but it cannot be done',
  429: 'Too many tries: wait for the Retry-After seconds',
  502: 'An outside service (SMS or payment gateway) failed; try again',
};

function errorResponses(op: Operation): ZodOpenApiResponsesObject {
  const implied: ErrorAnswer[] = [];
  if (op.params || op.query || op.headers || op.body) implied.push(400);
  if (op.body && op.bodyType !== 'form') implied.push(413, 415);
  if (op.auth) implied.push(401);
  const answers = new Map<number, ErrorAnswer>();
  for (const e of [...implied, ...(op.errors ?? [])]) answers.set(typeof e === 'number' ? e : e.status, e);
  return Object.fromEntries(
    [...answers]
      .sort(([a], [b]) => a - b)
      .map(([status, e]) => {
        const schema = typeof e === 'number' ? ErrorEnvelopeSchema : ErrorEnvelopeSchema.extend({ data: e.data.nullable() });
        const description = (typeof e === 'number' ? undefined : e.description) ?? ERROR_DESCRIPTIONS[status] ?? 'Error';
        return [`${status}`, { description, content: { 'application/json': { schema } } }];
      }),
  );
}

function toOperation(op: Operation): ZodOpenApiOperationObject {
  const success: ZodOpenApiResponsesObject =
    'redirect' in op.response
      ? { [`${op.response.redirect}`]: { description: op.response.description, headers: z.object({ Location: z.string() }) } }
      : {
          200: {
            description: 'Success',
            content: { 'application/json': { schema: z.object({ status: z.literal(200), message: z.string(), data: op.response }) } },
          },
        };
  const params = { ...(op.params ? { path: op.params } : {}), ...(op.query ? { query: op.query } : {}), ...(op.headers ? { header: op.headers } : {}) };
  const contentType = op.bodyType === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  return {
    summary: op.summary,
    tags: [op.tag],
    ...(op.auth ? { security: [{ bearer: [] }] } : {}),
    ...(Object.keys(params).length ? { requestParams: params } : {}),
    ...(op.body ? { requestBody: { required: true, content: { [contentType]: { schema: op.body } } } } : {}),
    responses: {
      ...success,
      ...errorResponses(op),
      default: {
        description: 'Something failed on our side (500), or the database is unreachable (503 with Retry-After)',
        content: { 'application/json': { schema: ErrorEnvelopeSchema } },
      },
    },
  };
}

/**
 * The OpenAPI 3.1 document of /api/web, built from the definitions the route files export, so
 * it lists exactly the routes that exist and validates with the schemas they validate with.
 */
export function openApiDocument(serverUrl: string, routes: Record<string, RouteModule>) {
  const paths: ZodOpenApiPathsObject = {};
  for (const [file, mod] of Object.entries(routes).sort(([a], [b]) => a.localeCompare(b))) {
    for (const op of definitionsOf(mod)) {
      const item = (paths[apiPathOf(file)] ??= {});
      item[op.method.toLowerCase() as Lowercase<Operation['method']>] = toOperation(op);
    }
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Kanmani store API',
      version: '1.0.0',
      description:
        'Every answer is {status, message, data} with the HTTP status equal to status. Money is in rupees, weights in grams. Invalid input is a 400 with errors[{path, message}].',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: {
        Error: ErrorEnvelopeSchema,
        ProductSummary: ProductSummarySchema,
        ProductDetail: ProductDetailSchema,
        Offer: OfferSchema,
        CategoryTile: CategoryTileSchema,
        Subcategory: SubcategorySchema,
        MenuItem: MenuItemSchema,
        Collection: CollectionSchema,
        ShippingCost: ShippingCostSchema,
        Quote: QuoteSchema,
        CustomerProfile: CustomerProfileSchema,
        Address: AddressSchema,
        Order: OrderSchema,
      },
    },
    paths,
  });
}
