/** The four photo formats the shop takes, told from the file's first bytes, never its name or header. */
export type PhotoType = 'jpeg' | 'png' | 'webp' | 'avif';

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

export function sniffPhotoType(b: Uint8Array): PhotoType | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v)) return 'png';
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return 'webp';
  // AVIF is an ISO-BMFF file whose first box is 'ftyp' naming avif (still) or avis (sequence).
  if (b.length >= 16 && ascii(b, 4, 8) === 'ftyp') {
    const boxSize = ((b[0]! << 24) | (b[1]! << 16) | (b[2]! << 8) | b[3]!) >>> 0;
    const end = Math.min(b.length, boxSize);
    const brands = [ascii(b, 8, 12)];
    for (let i = 16; i + 4 <= end; i += 4) brands.push(ascii(b, i, i + 4));
    if (brands.includes('avif') || brands.includes('avis')) return 'avif';
  }
  return null;
}
