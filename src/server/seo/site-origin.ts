import { env } from '#server/platform/env';

/**
 * The shop's public address (PUBLIC_SITE_URL), read when the server runs: canonical links,
 * JSON-LD, robots.txt and the sitemaps name it. Astro's `site` is fixed when the bundle is
 * built, so one build could only ever advertise the address it was built with.
 */
export function publicOrigin(): string {
  return new URL(env().PUBLIC_SITE_URL).origin;
}
