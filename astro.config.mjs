// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';

const site = process.env.PUBLIC_SITE_URL ?? 'http://localhost:4321';

export default defineConfig({
  site,
  output: 'server',
  // The standalone handler is wrapped by scripts/start.mjs, which adds precompressed assets,
  // waits for the database before saying it is ready, and shuts down gracefully.
  adapter: node({ mode: 'standalone' }),
  integrations: [react(), mdx(), sitemap({ filter: (page) => !page.includes('/profile') })],
  server: { port: 4321, host: '127.0.0.1' },
  security: { checkOrigin: true },
  prefetch: false,
  vite: {
    plugins: [tailwindcss()],
    ssr: { external: ['@electric-sql/pglite', 'pg', 'sharp'] },
  },
});
