import { timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { devToolsOn } from '#server/platform/env';
import { log } from '#server/platform/log';

/**
 * End-to-end stories that need rows no shop flow can make yet (issue 30's published reviews,
 * before the review form is merged) write them through the shop's own database handle: the
 * e2e server (scripts/e2e-server.mjs, via playwright.config.ts) sets E2E_SQL_PORT, and this
 * listens there, on 127.0.0.1 only, for SQL statements posted as JSON with the run's key
 * (E2E_SQL_SECRET, made by playwright.config.ts). It works the same on
 * embedded PGlite, which no other process can open. Never in production: the environment check
 * turns dev tools off there, and without E2E_SQL_PORT nothing listens.
 */
export function openE2eSql(db: Db): void {
  const port = Number(process.env.E2E_SQL_PORT ?? '');
  const secret = process.env.E2E_SQL_SECRET ?? '';
  // devToolsOn reads the shop's mode (SHOP_ENV under scripts/start.mjs, which sets NODE_ENV=production for libraries).
  if (!Number.isInteger(port) || port <= 0 || secret.length < 32 || !devToolsOn()) return;
  const server = createServer((req, res) => {
    // Only the test runner, which holds the run's key: a web page in the developer's browser
    // (it would send an Origin) or anything else on the machine is refused.
    const given = Buffer.from(String(req.headers['x-e2e-sql-secret'] ?? ''));
    if (req.headers.origin !== undefined || given.length !== secret.length || !timingSafeEqual(given, Buffer.from(secret))) {
      res.writeHead(403).end();
      req.resume();
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
      if (body.length > 1_000_000) req.destroy();
    });
    req.on('end', () => {
      void (async () => {
        try {
          const { statements } = JSON.parse(body) as { statements: string[] };
          let rows: unknown[] = [];
          for (const s of statements) {
            const r = (await db.execute(sql.raw(s))) as unknown as { rows?: unknown[] } | unknown[];
            rows = Array.isArray(r) ? r : (r.rows ?? []);
          }
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ rows }));
        } catch (err) {
          res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: err instanceof Error ? err.message : String(err) }));
        }
      })();
    });
  });
  server.listen(port, '127.0.0.1');
  server.unref();
  log('info', 'e2e SQL hook listening (tests only)', { port });
}
