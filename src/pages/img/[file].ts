import type { APIRoute } from 'astro';
import { drawImage, ImageNameSchema } from '#server/catalog';

/** Drawn on request, identical for a name forever: browsers and CDNs keep them for a year. */
export const GET: APIRoute = ({ params }) => {
  const name = ImageNameSchema.safeParse(params.file);
  const svg = name.success ? drawImage(name.data) : null;
  if (!svg) return new Response('No such image.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(svg, {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
};
