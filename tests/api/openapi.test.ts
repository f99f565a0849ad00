import { describe, expect, test } from 'vitest';
import { get } from '../support/api';
import { routeModules } from '../support/route-modules';
import { apiPathOf, undocumentedHandlers } from '../../src/server/openapi/document';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

describe('the OpenAPI document', () => {
  test('every handler of every /api/web route file has its definition beside it', () => {
    expect(Object.keys(routeModules).length).toBeGreaterThanOrEqual(29);
    expect(undocumentedHandlers(routeModules), 'Add the definition to each route file named here').toEqual([]);
  });

  test('a route file without a definition is named, with what to add', () => {
    const missing = undocumentedHandlers({
      '/src/pages/api/web/order/cancel.ts': { POST: () => new Response() },
      '/src/pages/api/web/order/history.ts': routeModules['/src/pages/api/web/order/history.ts']!,
    });
    expect(missing).toEqual(["src/pages/api/web/order/cancel.ts: POST has no `export const openapi = operation({ method: 'POST', ... })`"]);
  });

  test('is OpenAPI 3.1 with every route file at its path and method', async () => {
    const r = await get('/api/web/openapi.json');
    expect(r.status).toBe(200);
    expect(r.body.openapi).toBe('3.1.0');
    const listed = Object.entries(r.body.paths as Record<string, object>).flatMap(([path, item]) =>
      Object.keys(item).filter((k) => METHODS.includes(k)).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const files = Object.entries(routeModules).flatMap(([file, mod]) =>
      Object.keys(mod).filter((k) => METHODS.includes(k.toLowerCase())).map((m) => `${m} ${apiPathOf(file)}`),
    );
    expect(listed.sort()).toEqual(files.sort());
    expect(listed).toContain('PATCH /api/web/address/current-address/{id}');
  });

  test('each operation declares its path parameters, a success answer with a schema, and its errors', async () => {
    const { body } = await get('/api/web/openapi.json');
    const problems: string[] = [];
    for (const [path, item] of Object.entries(body.paths as Record<string, Record<string, any>>)) {
      for (const [method, op] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        for (const name of path.match(/\{\w+\}/g) ?? []) {
          const p = (op.parameters ?? []).find((x: any) => x.in === 'path' && `{${x.name}}` === name);
          if (!p?.required) problems.push(`${where}: no required path parameter ${name}`);
        }
        const success = op.responses['200'] ?? op.responses['303'];
        if (!success) problems.push(`${where}: no success answer`);
        else if (op.responses['200'] && !op.responses['200'].content?.['application/json']?.schema?.properties?.data) {
          problems.push(`${where}: the success answer has no data schema`);
        }
        if (!op.responses.default) problems.push(`${where}: no default error answer`);
        if (op.requestBody && !op.responses['400']) problems.push(`${where}: takes a body but lists no 400`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('every $ref points at a component that exists', async () => {
    const { text, body } = await get('/api/web/openapi.json');
    const refs = [...new Set([...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!))];
    expect(refs).toEqual(expect.arrayContaining(['ProductDetail', 'ProductSummary', 'Order', 'Error']));
    expect(refs.filter((name) => !body.components.schemas[name])).toEqual([]);
  });

  test('uses the schemas the routes validate with', async () => {
    const { body } = await get('/api/web/openapi.json');
    const search = body.paths['/api/web/product/search'].get;
    const limit = search.parameters.find((p: { name: string }) => p.name === 'limit');
    expect(limit.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 20, default: 6 });
    const create = body.paths['/api/web/order/create'].post;
    expect(create.security).toEqual([{ bearer: [] }]);
    expect(create.parameters).toEqual([
      expect.objectContaining({ in: 'header', name: 'idempotency-key' }),
      expect.objectContaining({ in: 'header', name: 'x-shop-language', schema: expect.objectContaining({ enum: ['en', 'hi', 'ta'] }) }),
    ]);
    expect(create.parameters.map((p: { required?: boolean }) => p.required ?? false)).toEqual([false, false]);
    expect(Object.keys(create.responses)).toEqual(['200', '400', '401', '404', '409', '413', '415', '422', '429', 'default']);
    const detail = body.paths['/api/web/product/slug/{slug}'].get.responses['200'].content['application/json'].schema;
    expect(detail.properties.data).toEqual({ $ref: '#/components/schemas/ProductDetail' });
    const sandbox = body.paths['/api/web/payment/sandbox/{attemptId}'].post;
    expect(Object.keys(sandbox.requestBody.content)).toEqual(['application/x-www-form-urlencoded']);
    expect(Object.keys(sandbox.responses)).toContain('303');
  });
});
