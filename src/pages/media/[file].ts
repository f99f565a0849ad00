import type { APIRoute } from 'astro';
import { PHOTO_CONTENT_TYPES, photoFileBytes } from '#server/media';
import { mediaStore } from '#server/platform/media/store';
import { plainWidth, type PhotoFormat } from '#lib/photo-ref';
import { DomainError } from '#server/platform/errors';
import { statusOf } from '#server/platform/http/error-status';

export const prerender = false;

const FILE = /^([0-9a-f]{32})-(\d{1,5})\.(avif|webp)$/;
/** A photo reference (lib/photo-ref.ts) is an address too: its mid-sized WebP. */
const REF = /^([0-9a-f]{32})-(\d{1,5})x\d{1,5}\.webp$/;

function fileOf(name: string): { hash: string; width: number; format: PhotoFormat } | null {
  const m = FILE.exec(name);
  if (m) return { hash: m[1]!, width: Number(m[2]), format: m[3] as PhotoFormat };
  const r = REF.exec(name);
  return r ? { hash: r[1]!, width: plainWidth(Number(r[2])), format: 'webp' } : null;
}

/**
 * Photo files by content address: a name's bytes never change, so browsers and CDNs keep them
 * for a year. From an S3 store this passes the file through, so pages name one origin either way.
 */
export const GET: APIRoute = async ({ params }) => {
  const f = fileOf(params.file ?? '');
  let bytes: Uint8Array | null;
  try {
    bytes = f ? await photoFileBytes(mediaStore(), f.hash, f.width, f.format) : null;
  } catch (err) {
    // A kept source past the pixel limit is refused with the limit named, never drawn.
    if (!(err instanceof DomainError)) throw err;
    return new Response(err.message, { status: statusOf(err), headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  }
  if (!bytes) return new Response('No such photo.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': PHOTO_CONTENT_TYPES[f!.format],
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
};
