import { createHash } from 'node:crypto';
import type SharpModule from 'sharp';
import { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, MIN_PHOTO_WIDTH, notAnImage, photoTooLarge, photoTooManyPixels, photoTooNarrow } from '#server/platform/errors';
import { PHOTO_FORMATS, parsePhotoRef, photoFile, photoRef, photoWidths, type PhotoFormat, type PhotoRef } from '#lib/photo-ref';
import type { MediaStore } from '#server/platform/media/media-store';
import { sniffPhotoType } from '#server/platform/media/sniff';

/**
 * DESIGN.md 13's photo pipeline: a source is checked, kept under the hash of its bytes, and made
 * into AVIF and WebP at the widths of photoWidths. An upload is made into every file at once, so
 * the merchant's save means the photo is ready; a drawn demo image is made file by file when a
 * browser first asks (seeding hundreds of them must stay fast), by the same code, and kept.
 */

/**
 * sharp is loaded on first use, not at start: libvips and its libraries are about 14 MB resident
 * that a server answering pages never needs until a photo is uploaded or first drawn (issue 33
 * item 6, measured with `npm run bench:sale`).
 */
let sharpModule: Promise<typeof SharpModule> | undefined;
const loadSharp = () => (sharpModule ??= import('sharp').then((m) => m.default));

const hashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);
const sourceKey = (hash: string) => `${hash}.source`;

export const PHOTO_CONTENT_TYPES: Record<PhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** Upright size: EXIF orientations 5 to 8 are quarter turns, so width and height swap. */
async function uprightSize(bytes: Uint8Array, svgDensity?: number): Promise<{ width: number; height: number } | null> {
  try {
    // Reading the header decodes no pixels, so it runs without the limit: the size it finds is what names the limit to the sender.
    const sharp = await loadSharp();
    const m = await sharp(bytes, { limitInputPixels: false, ...(svgDensity ? { density: svgDensity } : {}) }).metadata();
    if (!m.width || !m.height) return null;
    return (m.orientation ?? 1) >= 5 ? { width: m.height, height: m.width } : { width: m.width, height: m.height };
  } catch {
    return null;
  }
}

/** Refuses a picture whose header declares more pixels than the shop will decode. */
export function checkPixels(size: { width: number; height: number }): void {
  if (size.width * size.height > MAX_PHOTO_PIXELS) throw photoTooManyPixels(size.width, size.height);
}

/** The upload rules, in the order a merchant can act on them: size, then kind, then pixels, then width. */
export async function checkPhoto(bytes: Uint8Array, what?: string): Promise<{ width: number; height: number }> {
  if (bytes.byteLength > MAX_PHOTO_BYTES) throw photoTooLarge();
  if (!sniffPhotoType(bytes)) throw notAnImage();
  const size = await uprightSize(bytes);
  if (!size) throw notAnImage();
  checkPixels(size);
  if (size.width < MIN_PHOTO_WIDTH) throw photoTooNarrow(size.width, what);
  return size;
}

/** The pixel size a picture's header declares (no pixels decoded), or null when sharp cannot read it. */
export function declaredSize(bytes: Uint8Array): Promise<{ width: number; height: number } | null> {
  return uprightSize(bytes);
}

/** One file of a photo, made from its source. SVG sources are drawn at the width asked for. */
async function render(source: Uint8Array, width: number, format: PhotoFormat): Promise<Buffer> {
  const isSvg = sniffPhotoType(source) === null;
  const base = isSvg ? await drawnDensity(source, width) : undefined;
  const sharp = await loadSharp();
  const img = sharp(source, { limitInputPixels: MAX_PHOTO_PIXELS, ...(base ? { density: base } : { failOn: 'error' as const }) }).rotate().resize({ width, withoutEnlargement: true });
  // Effort 2 keeps a 1600-px AVIF near a second on a small server; the bytes differ from effort 9 by a few percent.
  // Quality 48 (sharp's default is 50): a grainy 2000-px camera photo's 960-px file, the one a
  // phone's gallery shows first, is 30 KB instead of 49 KB at 52 (the bench's upload row).
  return format === 'avif' ? img.avif({ quality: 48, effort: 2 }).toBuffer() : img.webp({ quality: 76, effort: 4 }).toBuffer();
}

/** The density that draws an SVG at `width` px (sharp reads SVGs at 72 dpi by default). */
async function drawnDensity(svg: Uint8Array, width: number): Promise<number> {
  const natural = await uprightSize(svg);
  return natural ? (72 * width) / natural.width : 72;
}

/** Checks an upload, keeps it and makes all its files; an upload already kept is not made again. */
export async function storePhoto(store: MediaStore, bytes: Uint8Array, what?: string): Promise<string> {
  const size = await checkPhoto(bytes, what);
  const ref: PhotoRef = { hash: hashOf(bytes), ...size };
  const widths = photoWidths(size.width);
  const last = photoFile(ref.hash, widths[widths.length - 1]!, 'webp');
  if (await store.has(last)) return photoRef(ref);
  await store.put(sourceKey(ref.hash), bytes, 'application/octet-stream');
  for (const width of widths) {
    for (const format of PHOTO_FORMATS) {
      await store.put(photoFile(ref.hash, width, format), await render(bytes, width, format), PHOTO_CONTENT_TYPES[format]);
    }
  }
  return photoRef(ref);
}

/** Whether `ref` names a photo this store keeps (an upload or a drawn image), so a save cannot point at nothing. */
export async function photoIsKept(store: MediaStore, ref: string): Promise<boolean> {
  const p = parsePhotoRef(ref);
  return p !== null && (await store.has(sourceKey(p.hash)));
}

/** Sources this process has seen kept, so a second seed in one process asks the store nothing. */
const keptSources = new WeakMap<MediaStore, Set<string>>();

/** The size a drawn image is offered at: vector art has no pixels to run out of, so the largest step. */
const DRAWN_WIDTH = 1600;

/**
 * Keeps a drawn SVG as a photo source and returns its reference; its files are made on first
 * request by photoFileBytes. Cheap enough to run for every demo image on every seed: a hash and,
 * when the store lacks it, one small write.
 */
export async function storeDrawnPhoto(store: MediaStore, svg: string, aspect: { width: number; height: number }): Promise<string> {
  const bytes = Buffer.from(svg);
  const hash = hashOf(bytes);
  if (!keptSources.get(store)?.has(hash)) {
    if (!(await store.has(sourceKey(hash)))) await store.put(sourceKey(hash), bytes, 'image/svg+xml');
    keptSources.set(store, (keptSources.get(store) ?? new Set()).add(hash));
  }
  return photoRef({ hash, width: DRAWN_WIDTH, height: Math.round((DRAWN_WIDTH * aspect.height) / aspect.width) });
}

const making = new Map<string, Promise<Uint8Array | null>>();

/**
 * The bytes of one photo file: kept ones as they are; a missing one is made from its source when
 * its width is one the source offers (so a request cannot make the server draw arbitrary sizes).
 */
export function photoFileBytes(store: MediaStore, hash: string, width: number, format: PhotoFormat): Promise<Uint8Array | null> {
  const key = photoFile(hash, width, format);
  const inFlight = making.get(key);
  if (inFlight) return inFlight;
  const work = (async () => {
    const kept = await store.get(key);
    if (kept) return kept;
    const source = await store.get(sourceKey(hash));
    if (!source) return null;
    const isSvg = sniffPhotoType(source) === null;
    const size = isSvg ? { width: DRAWN_WIDTH } : await uprightSize(source);
    if (!size || !photoWidths(size.width).includes(width)) return null;
    // A source kept before the limit existed is refused, not drawn.
    if ('height' in size) checkPixels(size);
    const bytes = await render(source, width, format);
    await store.put(key, bytes, PHOTO_CONTENT_TYPES[format]);
    return bytes;
  })().finally(() => making.delete(key));
  making.set(key, work);
  return work;
}
