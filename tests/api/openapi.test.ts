import { expect, test } from 'vitest';
import { get } from '../support/api';
import { routeDocs } from '../../src/server/openapi/routes';

const routeFiles = Object.keys(import.meta.glob('/src/pages/api/web/**/*.ts')).filter((f) => !f.endsWith('openapi.json.ts'));

function toPath(file: string): string {
  return file
    .replace(/^\/src\/pages/, '')
    .replace(/\.ts$/, '')
    .replace(/\[\.\.\.(\w+)\]/g, '{$1}')
    .replace(/\[(\w+)\]/g, '{$1}');
}

test('the OpenAPI document is valid 3.1 and documents every /api/web route file', async () => {
  const r = await get('/api/web/openapi.json');
  expect(r.status).toBe(200);
  expect(r.body.openapi).toBe('3.1.0');
  const documented = new Set(Object.keys(r.body.paths));
  const undocumented = routeFiles.map(toPath).filter((p) => !documented.has(p.replace(/\{\w+\}/g, (m) => m)));
  expect(undocumented).toEqual([]);
  expect(routeDocs.length).toBeGreaterThanOrEqual(routeFiles.length);
  const search = r.body.paths['/api/web/product/search'].get;
  const limit = search.parameters.find((p: { name: string }) => p.name === 'limit');
  expect(limit.schema.maximum).toBe(20);
});
