import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import * as timings from '../../src/lib/ui-timings';

/** Every file of src but the timings module itself, to find who uses each duration. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx|astro)$/.test(entry.name) && !path.endsWith('ui-timings.ts') ? [path] : [];
  });
}

test("every duration in ui-timings.ts is used by the code that does the timing, and the spec's figures hold", () => {
  const text = sources('src').map((file) => readFileSync(file, 'utf8'));
  // Imported from this module, not a look-alike constant of the same name declared beside its use.
  const users = text.filter((source) => /from '(?:[./]*|#)lib\/ui-timings'/.test(source));
  const unused = Object.keys(timings).filter((name) => !users.some((source) => new RegExp(`\\b${name}\\b`).test(source)));
  expect(unused).toEqual([]);
  expect({ ...timings }).toEqual({
    HERO_INTERVAL_MS: 5000,
    REVIEWS_INTERVAL_MS: 3500,
    SUBMENU_CLOSE_DELAY_MS: 150,
    PAGE_OVERLAY_MS: 800,
    CART_TOAST_MS: 5000,
    TOAST_MS: 4000,
    CHECKOUT_DELAY_MS: 500,
    PAYMENT_METHOD_TOAST_MS: 3000,
    OTP_RESEND_SECONDS: 30,
    CONFETTI_MS: 3000,
  });
});
