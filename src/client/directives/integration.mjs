// Registers the shop's own client directive, client:interact (src/client/directives/interact.ts).
import { fileURLToPath } from 'node:url';

/** @returns {import('astro').AstroIntegration} */
export default function interactDirective() {
  return {
    name: 'kanmani-client-interact',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interact', entrypoint: fileURLToPath(new URL('./interact.ts', import.meta.url)) });
      },
    },
  };
}
