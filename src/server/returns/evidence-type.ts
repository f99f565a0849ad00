import { sniffPhotoType } from '#server/platform/media/sniff';

/**
 * What an unboxing video or photo is, told from its first bytes (never its name or the header
 * the browser sent): the photo formats the shop takes, HEIC from iPhones, and the video
 * containers phones record (MP4, QuickTime, 3GP, WebM/Matroska). Null for anything else.
 */
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

const PHOTO_TYPES = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' } as const;
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'mif1', 'msf1']);

export function sniffEvidenceType(b: Uint8Array): string | null {
  const photo = sniffPhotoType(b);
  if (photo) return PHOTO_TYPES[photo];
  if (b.length >= 4 && b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) return 'video/webm';
  if (b.length >= 12 && ascii(b, 4, 8) === 'ftyp') {
    const brand = ascii(b, 8, 12);
    if (HEIC_BRANDS.has(brand)) return 'image/heic';
    if (brand === 'qt  ') return 'video/quicktime';
    if (brand.startsWith('3g')) return 'video/3gpp';
    return 'video/mp4';
  }
  return null;
}
