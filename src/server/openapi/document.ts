import { z } from 'zod';
import { routeDocs, type RouteDoc } from './routes';

/**
 * The OpenAPI 3.1 document of /api/web, generated from the same zod schemas the routes
 * validate with, so the document cannot drift from what the server accepts.
 */
export function openApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routeDocs) {
    const openapiPath = r.path.replace(/\{(\w+)\}/g, '{$1}');
    paths[openapiPath] ??= {};
    paths[openapiPath][r.method.toLowerCase()] = operation(r);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kanmani store API',
      version: '1.0.0',
      description:
        'Every answer is {status, message, data} with the HTTP status equal to status. Money is in rupees. Invalid input is a 400 with errors[{path, message}].',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: { Envelope: envelopeSchema },
    },
    paths,
  };
}

const envelopeSchema = {
  type: 'object',
  required: ['status', 'message', 'data'],
  properties: {
    status: { type: 'integer' },
    message: { type: 'string' },
    data: {},
    errors: { type: 'array', items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } } },
  },
};

function operation(r: RouteDoc) {
  const parameters: unknown[] = [];
  for (const [where, schema] of [
    ['path', r.params],
    ['query', r.query],
  ] as const) {
    if (!schema) continue;
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, unknown>;
      required?: string[];
    };
    for (const [name, s] of Object.entries(json.properties ?? {})) {
      parameters.push({ name, in: where, required: where === 'path' || (json.required ?? []).includes(name), schema: s });
    }
  }
  return {
    summary: r.summary,
    ...(r.tag ? { tags: [r.tag] } : {}),
    ...(r.auth ? { security: [{ bearer: [] }] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(r.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: z.toJSONSchema(r.body, { io: 'input', unrepresentable: 'any' }) } },
          },
        }
      : {}),
    responses: Object.fromEntries(
      [200, ...(r.errors ?? [400])].map((code) => [
        String(code),
        { description: code === 200 ? 'Success' : 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } } },
      ]),
    ),
  };
}
