// @ts-check
import { createHash } from 'node:crypto';
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import tailwindcss from '@tailwindcss/vite';
import interactDirective from './scripts/interact-directive.mjs';
import sharedChunk from './scripts/shared-chunk.mjs';
import { EMPTY_CART_PROBE } from './src/components/cart/empty-cart-probe.mjs';
import { READY_MARKS } from './src/components/layout/ready-marks.mjs';
import { CODE_LINK } from './src/components/layout/code-link.mjs';
import { catalogueProblems } from './src/lib/i18n/catalogue-check';
import { MESSAGES } from './src/lib/i18n/messages/index';

const site = process.env.PUBLIC_SITE_URL ?? 'http://localhost:4321';

/** A missing, empty or mismatched translation fails the build and the dev server, never a page (issue 31). */
const messageCatalogues = {
  name: 'kanmani:message-catalogues',
  hooks: {
    'astro:config:setup': () => {
      const { en, ...others } = MESSAGES;
      const problems = catalogueProblems(en, others);
      if (problems.length > 0) throw new Error(`The message catalogues are incomplete (src/lib/i18n/messages):\n  ${problems.join('\n  ')}`);
    },
  },
};

// `site` is only the build's default: canonical links, JSON-LD, robots.txt and the sitemaps read
// PUBLIC_SITE_URL when the server runs (src/server/seo/site-origin.ts), and the sitemaps are
// rendered routes rather than @astrojs/sitemap's build-time files.
export default defineConfig({
  site,
  output: 'server',
  // The handler is mounted by scripts/start.mjs, which serves the precompressed assets itself,
  // waits for the database before saying it is ready, and shuts down gracefully. Middleware mode:
  // the standalone handler would look every page's path up on disk first (a stat per request).
  adapter: node({ mode: 'middleware' }),
  integrations: [messageCatalogues, react(), interactDirective(), mdx()],
  server: { port: 4321, host: '127.0.0.1' },
  security: {
    checkOrigin: true,
    // Astro hashes every script it inlines (island bootstrap, directives, small bundled scripts) and,
    // with the node adapter, sends the policy as the pages' Content-Security-Policy header. The hash
    // set is the same on every page, so <ClientRouter /> navigations keep working. Non-page answers
    // get src/server/platform/http/security-headers.ts's policy (frame-ancestors 'none' there too).
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data: blob: https:",
        "media-src 'self' blob: https:",
        "font-src 'self' data:",
        "connect-src 'self' https://connect.facebook.net https://www.facebook.com",
        'frame-src https://www.youtube-nocookie.com https://www.youtube.com https://www.instagram.com',
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ],
      // Plus the two hand-written inline scripts, by their hashes: /cart's empty-cart probe
      // (src/components/cart/empty-cart-probe.mjs) and every page's ready marks (src/components/layout/ready-marks.mjs).
      scriptDirective: {
        resources: ["'self'", 'https://connect.facebook.net'],
        hashes: [EMPTY_CART_PROBE, READY_MARKS, CODE_LINK].map((script) => /** @type {`sha256-${string}`} */ (`sha256-${createHash("sha256").update(script).digest("base64")}`)),
      },
      // Styles may be inline (islands set style attributes); scripts may not.
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  prefetch: false,
  vite: {
    plugins: [tailwindcss(), sharedChunk()],
    // Bundled scripts stay files, never inlined: <ClientRouter /> otherwise injects a
    // data: module script after an inline one, which the CSP (no data: scripts) refuses.
    build: { assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined) },
    ssr: { external: ['@electric-sql/pglite', 'pg', '@node-rs/argon2'] },
  },
});
