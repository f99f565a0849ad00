import type { APIRoute } from 'astro';
import { ensureReady } from '#server/app/ready';
import { getDb, ping } from '#server/platform/db/client';
import { json } from '#server/platform/http/envelope';

/** Ready when the database answers; the first call opens, migrates and seeds it. */
export const GET: APIRoute = async () => {
  try {
    await ensureReady();
    await ping(await getDb());
    return json(200, 'ready', null, { headers: { 'Cache-Control': 'no-store' } });
  } catch {
    return json(503, 'The database is not answering yet.', null, { headers: { 'Cache-Control': 'no-store', 'Retry-After': '2' } });
  }
};
