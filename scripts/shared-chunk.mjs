// A Vite plugin for the browser build only. Every shopper page runs the site's own scripts
// (src/components/layout/site-scripts.ts) and some islands; left to itself the bundler gives each
// small module they share (stores, money, pricing, the API client, nanostores) a 1 KB file of its
// own, and a phone on a slow network fetches a dozen of them before the page settles. These go
// into one file instead. The list names small modules on purpose: a module in it that imported
// zod or React would make every page load that too (tests/budgets.json would catch it).
const SHARED = /[\\/](src[\\/](stores[\\/](auth|cart-count|login-dialog|toast)|client[\\/](api-client|pixel|wake-island)|lib[\\/](money|cart-lines|pricing|photo-ref|colour-event|badge-text|ui-timings|analytics[\\/](events|grouped)))\.ts$|node_modules[\\/]nanostores[\\/])|preload-helper/;

/** @returns {import('vite').Plugin} */
export default function sharedChunk() {
  return {
    name: 'kanmani-shared-chunk',
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          rolldownOptions: {
            // Taking a module out of its importers' chunks is safe only with these two set.
            preserveEntrySignatures: 'allow-extension',
            output: {
              strictExecutionOrder: true,
              codeSplitting: {
                groups: [{ name: 'shared', test: SHARED, minShareCount: 2, maxModuleSize: 6000, includeDependenciesRecursively: false }],
              },
            },
          },
        },
      };
    },
  };
}
