// The architecture as rules (STYLE.md, "Dependency direction"). `npm run lint:deps` checks them
// through scripts/lint-deps.mjs, which also reads the imports of .astro files: dependency-cruiser
// cannot parse those, so the script hands it each file's frontmatter as `X.astro.ts` and its
// bundled <script> blocks as `X.astro.script.ts` (browser code, like an island).

/** Code that ends up in the shoppers' browser: islands and their helpers, stores, client, <script> blocks. */
const BROWSER = '^src/(client|stores)/|^src/components/.+(?<!\\.astro)\\.tsx?$|\\.astro\\.script\\.ts$';
const SHOP_PAGES = { path: '^src/pages/', pathNot: '^src/pages/(admin|api/admin)/' };

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'browser-code-not-to-server',
      comment:
        'Islands, stores, client helpers and <script> blocks run in the browser: they may import lib, client, stores and other islands, never src/server, pages or layouts (server code and secrets would ship to shoppers).',
      severity: 'error',
      from: { path: BROWSER },
      to: { path: '^src/', pathNot: '^src/(lib|client|stores|components)/' },
    },
    {
      name: 'stores-only-to-lib-and-client',
      comment: 'A store holds state and its actions; it may use lib, client and other stores, never components, server, pages or layouts.',
      severity: 'error',
      from: { path: '^src/stores/' },
      to: { path: '^src/', pathNot: '^src/(lib|client|stores)/' },
    },
    {
      name: 'client-only-to-lib',
      comment: 'src/client holds browser helpers below the islands and stores: it may import lib and client only.',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/', pathNot: '^src/(lib|client)/' },
    },
    {
      name: 'lib-imports-nothing-of-ours',
      comment: 'src/lib is pure and isomorphic: it may import other lib modules and packages, nothing else of ours.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/', pathNot: '^src/lib/' },
    },
    {
      name: 'no-node-builtins-in-browser-or-lib',
      comment: 'Node built-ins (node:crypto, fs, ...) do not exist in the browser; lib must run on both sides.',
      severity: 'error',
      from: { path: `${BROWSER}|^src/lib/` },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'server-only-to-lib',
      comment:
        'src/server may import lib (and the content collection schemas in content.config.ts), never pages, layouts, components, stores or client.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/', pathNot: '^src/(server|lib)/|^src/content\\.config\\.ts$' },
    },
    {
      name: 'platform-imports-no-domain',
      comment:
        'src/server/platform is the floor every domain stands on (the database, env, log, errors, http basics, the job queue, the media store): it may import lib and other platform modules, never a domain or the app above it.',
      severity: 'error',
      from: { path: '^src/server/platform/' },
      to: { path: '^src/server/', pathNot: '^src/server/platform/' },
    },
    {
      name: 'domains-not-to-app',
      comment:
        'src/server/app ties the domains together (the ready gate, the job registry, route wrappers, the seed), so nothing below it may import it: a domain waits at the platform ready gate and reports progress with the platform type.',
      severity: 'error',
      from: { path: '^src/server/', pathNot: '^src/server/app/' },
      to: { path: '^src/server/app/' },
    },
    {
      name: 'domains-meet-at-doors',
      comment:
        "A domain (or the app floor) reaches a domain only through its index.ts, its only door (import from '#server/<domain>'): what lies behind the door may change without the rest of the server knowing. Platform and app are floors, not domains, and are imported by path.",
      severity: 'error',
      from: { path: '^src/server/([^/]+)/', pathNot: '^src/server/platform/' },
      to: { path: '^src/server/', pathNot: ['^src/server/$1/', '^src/server/(platform|app)/', '^src/server/[^/]+/index\\.ts$'] },
    },
    {
      name: 'pages-at-doors',
      comment:
        "Pages, layouts, components and the middleware use a domain only through its index.ts ('#server/<domain>'), never a file behind it; the platform and app floors are imported by path.",
      severity: 'error',
      from: { path: '^src/(pages|layouts|components)/|^src/middleware\\.ts$' },
      to: { path: '^src/server/', pathNot: ['^src/server/(platform|app)/', '^src/server/[^/]+/index\\.ts$'] },
    },
    {
      name: 'statuses-only-at-the-edge',
      comment:
        "A service throws a DomainError with a code and does not know it answers a request; only the HTTP edge turns codes into statuses (src/server/platform/http/error-status.ts): the http basics, the app's route wrappers and console tasks (whose stored answer is a response for later), pages, and the sign-in page's view.",
      severity: 'error',
      from: { path: '^src/server/', pathNot: '^src/server/(platform/http|app)/|^src/server/staff/sign-in-page\\.ts$' },
      to: { path: '^src/server/platform/http/error-status\\.ts$' },
    },
    {
      name: 'shop-not-to-admin',
      comment: "No shop component or island imports one of the merchant console's (src/components/admin).",
      severity: 'error',
      from: { path: '^src/components/', pathNot: '^src/components/admin/' },
      to: { path: '^src/components/admin/' },
    },
    {
      name: 'admin-never-reaches-shop-pages',
      comment:
        "Nothing under src/components/admin may reach a storefront page, even through layouts or other components: the console's code would ship to shoppers.",
      severity: 'error',
      from: SHOP_PAGES,
      to: { path: '^src/components/admin/', reachable: true },
    },
    {
      name: 'no-circular',
      comment: 'Import cycles make load order matter and modules impossible to read alone; break the cycle.',
      severity: 'error',
      from: { path: '^src/' },
      // Type-only imports vanish at build time and a dynamic import runs after both modules have
      // loaded, so only a cycle of plain imports has a load order to get wrong.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] } },
    },
    {
      name: 'no-folder-cycles',
      comment:
        "Two folders of src/server never import each other, directly or round a loop: a domain that needs another's work is composed above both (workflows/), never wired back. Platform's own folders count too: its root holds the basics (env, log, errors) that db/, http/, jobs/, media/ and net/ stand on.",
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/server/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.astro)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.ts'] },
  },
};
