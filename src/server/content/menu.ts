import { getMenu } from '#server/catalog';
import { FALLBACK_MENU } from '#lib/nav-links';
import type { MenuItem } from '#lib/catalog-types';
import { log } from '#server/platform/log';
import { whenReady } from '#server/platform/db/ready-gate';
import type { Locale } from '#lib/i18n/locales';

/**
 * The header menu for a page render. A broken catalog must never break every page, so a failure
 * renders the spec's fallback menu and logs the spec's message.
 */
export async function loadMenu(locale?: Locale): Promise<readonly MenuItem[]> {
  try {
    await whenReady();
    const menu = await getMenu(locale);
    // An empty menu table would leave the shop without navigation: the fallback is better.
    return menu.length > 0 ? menu : FALLBACK_MENU;
  } catch (error) {
    log('warn', 'Failed to load menu, using fallback', { error: error instanceof Error ? error.message : String(error) });
    return FALLBACK_MENU;
  }
}
