// The shop's own client directive (src/client/directives/interact.ts), known to the type checker.
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first touch, key or focus, or when wakeIsland(name) names it. */
    'client:interact'?: boolean | string;
  }
}
