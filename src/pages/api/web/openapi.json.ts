import type { APIRoute } from 'astro';
import { openApiDocument, type RouteModule } from '#server/openapi';

/** Every route file beside this one; each exports its own `openapi` definition. */
const routeFiles = import.meta.glob<RouteModule>(['/src/pages/api/web/**/*.ts', '!/src/pages/api/web/openapi.json.ts']);

let routes: Promise<Record<string, RouteModule>> | undefined;
const loadRoutes = () =>
  (routes ??= Promise.all(Object.entries(routeFiles).map(async ([file, load]) => [file, await load()] as const)).then(Object.fromEntries));

export const GET: APIRoute = async ({ url }) =>
  new Response(JSON.stringify(openApiDocument(url.origin, await loadRoutes())), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
