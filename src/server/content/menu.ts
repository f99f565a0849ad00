import { getMenu } from '../catalog';
import { FALLBACK_MENU } from '../../lib/nav-links';
import type { MenuItem } from '../../lib/catalog-types';
import { log } from '../log';
import { ensureReady } from '../ready';

/**
 * The header menu for a page render. A broken catalog must never break every page, so a failure
 * renders the spec's fallback menu and logs the spec's message.
 */
export async function loadMenu(): Promise<readonly MenuItem[]> {
  try {
    await ensureReady();
    return await getMenu();
  } catch (error) {
    log('warn', 'Failed to load menu, using fallback', { error: error instanceof Error ? error.message : String(error) });
    return FALLBACK_MENU;
  }
}
