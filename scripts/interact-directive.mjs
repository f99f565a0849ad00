// The Astro integration that registers the shop's own client directive, client:interact
// (src/client/directives/interact.ts). Build-time code, so it lives beside the other scripts.
import { fileURLToPath } from 'node:url';

/** @returns {import('astro').AstroIntegration} */
export default function interactDirective() {
  return {
    name: 'kanmani-client-interact',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interact', entrypoint: fileURLToPath(new URL('../src/client/directives/interact.ts', import.meta.url)) });
      },
    },
  };
}
