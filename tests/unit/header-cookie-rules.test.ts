import { ESLint } from 'eslint';
import { beforeAll, describe, expect, test } from 'vitest';

/**
 * Only the middleware makes an answer private, no-store and noindex, and cookies go through
 * Astro's cookie jar: a copy of either by hand in src/ fails `npm run lint`. Each snippet is
 * linted as if it sat at the given path, with the project's own eslint.config.js.
 */
const eslint = new ESLint({ cwd: process.cwd() });

// The first lint loads the parsers and the whole config, which takes seconds on a busy machine.
beforeAll(() => eslint.lintText('export {};\n', { filePath: 'src/server/warm-up.ts' }), 120_000);

async function complaints(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('headers only the middleware decides', () => {
  test('a route or helper that sets private, no-store itself is refused', async () => {
    const found = await complaints('src/server/staff/example.ts', "export const r = new Response(null, { headers: { 'Cache-Control': 'private, no-store' } });\n");
    expect(found).toEqual([expect.stringContaining('Only the middleware')]);
  });

  test('a layout that sets X-Robots-Tag itself is refused', async () => {
    const found = await complaints('src/layouts/Example.astro', "---\nAstro.response.headers.set('X-Robots-Tag', 'noindex');\n---\n<p>Hi</p>\n");
    expect(found).toEqual([expect.stringContaining('Only the middleware')]);
  });

  test('the middleware’s own header table may name them', async () => {
    const found = await complaints('src/server/platform/http/security-headers.ts', "export const h = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };\n");
    expect(found).toEqual([]);
  });
});

describe('cookies through Astro’s cookie jar', () => {
  test('reading the raw Cookie header is refused', async () => {
    const found = await complaints('src/server/staff/example.ts', "export const read = (r: Request) => r.headers.get('cookie');\n");
    expect(found).toEqual([expect.stringContaining('ctx.cookies')]);
  });

  test('writing a raw Set-Cookie header is refused', async () => {
    const found = await complaints('src/pages/api/admin/example.ts', "export const r = new Response(null, { headers: { 'Set-Cookie': 'a=b' } });\n");
    expect(found).toEqual([expect.stringContaining('ctx.cookies')]);
  });
});
