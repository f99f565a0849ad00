import { PERMISSIONS, type Permission, type RoutePermission } from '../../src/server/staff/permissions';

/**
 * Every admin route and page, found by file name so routes added later are walked too. Each
 * module exports `permission`: one of the table's, 'signed-in' or 'public', or a map from HTTP
 * method to one of those when its methods need different permissions.
 */
export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

type ApiModule = Partial<Record<Method, unknown>> & { permission?: RoutePermission | Partial<Record<Method, RoutePermission>> };

const apiModules = import.meta.glob<ApiModule>('/src/pages/api/admin/**/*.ts');
const pageSources = import.meta.glob<string>('/src/pages/admin/**/*.astro', { query: '?raw', import: 'default' });

const SAMPLE_ID = 'a1b2c3d4e5f6a1b2c3d4e5f6';

/** A request path for a route file: [param] segments get a well-formed id that matches nothing. */
export function pathOf(file: string, root: '/src/pages'): string {
  return file
    .replace(root, '')
    .replace(/\.(ts|astro)$/, '')
    .replace(/\/index$/, '')
    .replace(/\[\.\.\.\w+\]/g, 'x')
    .replace(/\[(\w+)\]/g, (_m, key: string) => (key === 'token' ? 'A'.repeat(43) : SAMPLE_ID)) || '/';
}

export function isRoutePermission(p: unknown): p is RoutePermission {
  return p === 'public' || p === 'signed-in' || (PERMISSIONS as readonly unknown[]).includes(p);
}

export type ApiRoute = { file: string; path: string; method: Method; permission: RoutePermission | undefined };

export async function apiRoutes(): Promise<ApiRoute[]> {
  const out: ApiRoute[] = [];
  for (const [file, load] of Object.entries(apiModules)) {
    const mod = await load();
    for (const method of METHODS) {
      if (typeof mod[method] !== 'function') continue;
      const declared = mod.permission;
      const permission = typeof declared === 'object' && declared !== null ? declared[method] : declared;
      out.push({ file, path: pathOf(file, '/src/pages'), method, permission });
    }
  }
  return out.sort((a, b) => a.file.localeCompare(b.file) || a.method.localeCompare(b.method));
}

export type AdminPage = { file: string; path: string; source: string; permission: string | undefined };

/** `export const permission[: Permission] = '…'` read from each page's frontmatter. */
export async function adminPages(): Promise<AdminPage[]> {
  const out: AdminPage[] = [];
  for (const [file, load] of Object.entries(pageSources)) {
    const source = await load();
    const match = /export const permission(?::\s*\w+)?\s*=\s*'([\w.-]+)'/.exec(source);
    out.push({ file, path: pathOf(file, '/src/pages'), source, permission: match?.[1] });
  }
  return out.sort((a, b) => a.file.localeCompare(b.file));
}

export type { Permission };
