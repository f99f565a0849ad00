import type { APIRoute } from 'astro';

/** The process is up. It says nothing about the database: that is /readyz. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify({ status: 200, message: 'ok', data: null }), {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
