// `npm run lint`. Import direction between folders is dependency-cruiser's job
// (.dependency-cruiser.cjs, `npm run lint:deps`); this file is about the code inside each file.
// Rules are not type-aware, so the whole tree lints in seconds on two cores.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    'dist/',
    '.astro/',
    '.data/',
    'node_modules/',
    'tests/bench/results/',
    'tests/.results/',
    'test-results/',
    'playwright-report/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs['flat/recommended'],
  astro.configs['flat/jsx-a11y-recommended'],
  {
    // The jsx-a11y plugin itself is registered by astro's config above (both name the same module).
    files: ['**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // React Compiler advice; the shop does not compile with it, and its prop-to-state syncs (a
      // dialog mounted on first open, a draft reset when the value changes) are deliberate.
      'react-hooks/set-state-in-effect': 'off',
      // Also compiler-only: it rejects calling a hoisted function declaration from an effect above it.
      'react-hooks/immutability': 'off',
      // The sign-in dialog's fields (our components) take focus on open, as the dialog pattern asks.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // Labels wrap their text in styled spans, one level deeper than the default looks.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
  {
    files: ['**/*.astro'],
    rules: {
      // role="list" is on purpose: Safari drops list semantics from lists styled list-style: none.
      'astro/jsx-a11y/no-redundant-roles': ['error', { nav: ['navigation'], ul: ['list'], ol: ['list'] }],
      // Scrolling tracks (a gallery region, the review list) must be focusable to scroll by keyboard.
      'astro/jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region', 'list'] }],
    },
  },
  {
    files: ['src/client/**', 'src/components/**', 'src/stores/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['scripts/**', 'tests/**', '*.config.*', '.dependency-cruiser.cjs', 'src/server/**'],
    languageOptions: { globals: globals.node },
  },
  {
    // Callbacks given to Playwright's page.evaluate run in the page.
    files: ['tests/e2e/**', 'tests/bench/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    // Issue 13: only the middleware decides that an answer is private or unindexed (add the path to
    // isPrivatePath), and cookies go through Astro's jar, which parses, encodes and sends them.
    files: ['src/**/*.{ts,tsx,astro}'],
    ignores: ['src/server/platform/http/security-headers.ts', 'src/server/platform/http/cache-headers.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^(private,\\s*no-store|x-robots-tag)$/i]',
          message: 'Only the middleware makes an answer private, no-store or noindex: list the path in src/server/platform/http/security-headers.ts instead.',
        },
        {
          selector: 'Literal[value=/^(set-)?cookie$/i]',
          message: "Read and set cookies through Astro's jar (ctx.cookies / Astro.cookies), not the raw header.",
        },
      ],
    },
  },
  {
    // Tests read untyped JSON answers; a wrong guess about their shape fails the assertion anyway.
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[object.name=/^(test|describe|it)$/][property.name=/^(only|skip|fixme|todo)$/]',
          message: 'A focused or skipped test hides the rest of the suite: run one file with `npx vitest run <file>` instead.',
        },
      ],
    },
  },
  {
    rules: {
      // `_`-prefixed names mark a parameter or binding kept on purpose (a signature, a destructured rest).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
);
