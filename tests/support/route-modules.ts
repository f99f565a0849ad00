import { apiPathOf, type RouteModule } from '../../src/server/openapi/document';
import type { Operation } from '../../src/server/openapi/operation';

/** Every /api/web route file, loaded, with the definitions it exports (the OpenAPI route itself aside). */
export const routeModules = import.meta.glob<RouteModule>(['/src/pages/api/web/**/*.ts', '!/src/pages/api/web/openapi.json.ts'], {
  eager: true,
});

/** The definition a route file declares for a method, by its API path ('/api/web/product/slug/{slug}'). */
export function declared(method: Operation['method'], path: string): Operation {
  for (const [file, mod] of Object.entries(routeModules)) {
    if (apiPathOf(file) !== path) continue;
    const op = [mod.openapi ?? []].flat().find((o) => o.method === method);
    if (op) return op;
  }
  throw new Error(`no ${method} ${path} definition`);
}
