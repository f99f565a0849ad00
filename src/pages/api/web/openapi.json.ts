import type { APIRoute } from 'astro';
import { openApiDocument } from '../../../server/openapi/document';

export const GET: APIRoute = ({ url }) =>
  new Response(JSON.stringify(openApiDocument(`${url.origin}`)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
