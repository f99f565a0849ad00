import { Inflate } from 'fflate';
import { badRequest, DomainError, MAX_PHOTO_BYTES } from '#server/platform/errors';
import { sniffPhotoType } from '#server/platform/media/sniff';

/**
 * The photos a catalog import names by file name arrive in one zip, opened in memory, so both
 * the zip and what it unpacks to are capped. The sizes a zip declares can lie (an entry claiming
 * 1,000 bytes may inflate to a gigabyte), so each entry is inflated a small piece at a time,
 * giving the event loop back between pieces, and stopped at the first piece past its declared
 * size or the 10 MB photo limit: a lying entry costs milliseconds, not the instance.
 */
export const MAX_ZIP_BYTES = 40 * 1024 * 1024;
const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;
const MAX_ENTRIES = 500;
/** Compressed bytes inflated per step; deflate's best ratio (about 1:1000) bounds one step's output near 4 MB, a few ms of work. */
const STEP_BYTES = 4 * 1024;

/** What the zip holds under one file name: the photo's bytes, or why it cannot be used. */
export type ZipPhoto = { bytes: Uint8Array } | { problem: string };

/** The zip's photos by file name (folders inside the zip do not matter; a name is its last part). */
export type PhotoZip = ReadonlyMap<string, ZipPhoto>;

type Entry = { path: string; method: number; compressedSize: number; declaredSize: number; localOffset: number; encrypted: boolean };

const baseName = (path: string) => path.split('/').pop() ?? path;
const notAZip = () => badRequest('The zip could not be opened. Make it again with your computer’s “compress” command and choose it again.');
const tooBigPhoto = (name: string) => `The photo '${name}' in the zip is over 10 MB. Use a smaller file (at most 10 MB).`;
const lying = (name: string, declared: number) =>
  badRequest(
    `The zip is damaged: '${name}' unpacks to more than the ${declared.toLocaleString('en-IN')} bytes it declares. Make the zip again with your computer’s “compress” command and choose it again.`,
  );

export async function readPhotoZip(zip: Uint8Array): Promise<PhotoZip> {
  const entries = centralDirectory(zip);
  const tooBig = new Set<string>();
  const wanted: Entry[] = [];
  let declared = 0;
  for (const e of entries) {
    if (e.path.endsWith('/') || e.path.startsWith('__MACOSX/') || baseName(e.path).startsWith('.')) continue;
    if (wanted.length + tooBig.size >= MAX_ENTRIES) throw badRequest(`The zip holds more than ${MAX_ENTRIES} files. Split the import into smaller files.`);
    if (e.declaredSize > MAX_PHOTO_BYTES) {
      tooBig.add(baseName(e.path));
      continue;
    }
    declared += e.declaredSize;
    if (declared > MAX_UNPACKED_BYTES) throw badRequest('The zip unpacks to more than 200 MB. Split the photos into smaller imports.');
    wanted.push(e);
  }
  const out = new Map<string, ZipPhoto>();
  for (const name of tooBig) out.set(name, { problem: tooBigPhoto(name) });
  for (const e of wanted) {
    const name = baseName(e.path);
    const bytes = await unpack(zip, e);
    if (!sniffPhotoType(bytes)) out.set(name, { problem: `The file '${name}' in the zip is not a JPEG, PNG, WebP or AVIF photo.` });
    else out.set(name, { bytes });
  }
  return out;
}

/** The entries the zip's central directory lists (the record a zip tool writes last, with every entry's sizes). */
function centralDirectory(zip: Uint8Array): Entry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  // The end record is 22 bytes plus a comment of at most 65,535.
  let end = -1;
  for (let i = zip.byteLength - 22; i >= Math.max(0, zip.byteLength - 22 - 65_535); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw notAZip();
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries: Entry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.byteLength || view.getUint32(at, true) !== 0x02014b50) throw notAZip();
    const flags = view.getUint16(at + 8, true);
    const nameLength = view.getUint16(at + 28, true);
    const nameBytes = zip.subarray(at + 46, at + 46 + nameLength);
    entries.push({
      path: new TextDecoder(flags & 0x800 ? 'utf-8' : 'latin1').decode(nameBytes),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      declaredSize: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
      encrypted: (flags & 1) === 1,
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

/** One entry's bytes, inflated piece by piece and stopped at the first piece past what it declares. */
async function unpack(zip: Uint8Array, e: Entry): Promise<Uint8Array> {
  const name = baseName(e.path);
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  if (e.encrypted || e.localOffset + 30 > zip.byteLength || view.getUint32(e.localOffset, true) !== 0x04034b50) throw notAZip();
  const start = e.localOffset + 30 + view.getUint16(e.localOffset + 26, true) + view.getUint16(e.localOffset + 28, true);
  if (start + e.compressedSize > zip.byteLength) throw notAZip();
  const data = zip.subarray(start, start + e.compressedSize);
  if (e.method === 0) {
    if (data.byteLength > e.declaredSize) throw lying(name, e.declaredSize);
    return data;
  }
  if (e.method !== 8) throw notAZip();
  const pieces: Uint8Array[] = [];
  let size = 0;
  const inflate = new Inflate((piece) => {
    size += piece.byteLength;
    if (size > e.declaredSize) throw lying(name, e.declaredSize);
    pieces.push(piece);
  });
  try {
    for (let from = 0; from < data.byteLength || from === 0; from += STEP_BYTES) {
      inflate.push(data.subarray(from, from + STEP_BYTES), from + STEP_BYTES >= data.byteLength);
      // Another request's turn between pieces.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } catch (err) {
    if (err instanceof DomainError) throw err;
    throw notAZip();
  }
  return Buffer.concat(pieces);
}
