import { afterEach, describe, expect, test, vi } from 'vitest';
import type { MenuItem } from '../../src/lib/catalog-types';

const getMenu = vi.fn<() => Promise<MenuItem[]>>();
const log = vi.fn();
vi.mock('../../src/server/catalog', () => ({ getMenu: () => getMenu() }));
vi.mock('../../src/server/platform/db/ready-gate', () => ({ whenReady: async () => undefined }));
vi.mock('../../src/server/platform/log', () => ({ log: (...args: unknown[]) => log(...args) }));

const { loadMenu } = await import('../../src/server/content/menu');

const leggings: MenuItem = {
  _id: 'm1', menu: 'Leggings', path: '/categories/leggings', slug: null, categoryId: 'c1',
  isSubCategoryPresent: true, subMenu: [],
};

afterEach(() => {
  getMenu.mockReset();
  log.mockReset();
});

describe('loadMenu', () => {
  test("returns the server's menu", async () => {
    getMenu.mockResolvedValue([leggings]);
    expect(await loadMenu()).toEqual([leggings]);
    expect(log).not.toHaveBeenCalled();
  });

  test('falls back to Home, Shop, About, Contact and logs the spec message when loading fails', async () => {
    getMenu.mockRejectedValue(new Error('connection refused'));
    const menu = await loadMenu();
    expect(menu.map((m) => m.menu)).toEqual(['Home', 'Shop', 'About', 'Contact']);
    expect(log).toHaveBeenCalledWith('warn', 'Failed to load menu, using fallback', { error: 'connection refused' });
  });

  test('an empty menu also gets the fallback, so the header always has navigation', async () => {
    getMenu.mockResolvedValue([]);
    expect((await loadMenu()).map((m) => m.path)).toEqual(['/', '/shop', '/about', '/contact']);
  });
});
