import { unzipSync } from 'fflate';
import { badRequest, HttpError, MAX_PHOTO_BYTES } from '../http/errors';
import { sniffPhotoType } from '../media/sniff';

/**
 * The photos a catalog import names by file name arrive in one zip. It is opened in memory, so
 * both the zip and what it unpacks to are capped: a small file that inflates to gigabytes (a zip
 * bomb) is refused from the sizes its directory declares, before anything is inflated.
 */
export const MAX_ZIP_BYTES = 40 * 1024 * 1024;
const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;
const MAX_ENTRIES = 500;

/** What the zip holds under one file name: the photo's bytes, or why it cannot be used. */
export type ZipPhoto = { bytes: Uint8Array } | { problem: string };

/** The zip's photos by file name (folders inside the zip do not matter; a name is its last part). */
export type PhotoZip = ReadonlyMap<string, ZipPhoto>;

const baseName = (path: string) => path.split('/').pop() ?? path;

export function readPhotoZip(zip: Uint8Array): PhotoZip {
  const tooBig = new Set<string>();
  let declared = 0;
  let entries = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, {
      filter: (f) => {
        if (f.name.endsWith('/') || f.name.startsWith('__MACOSX/') || baseName(f.name).startsWith('.')) return false;
        entries += 1;
        if (entries > MAX_ENTRIES) throw badRequest(`The zip holds more than ${MAX_ENTRIES} files. Split the import into smaller files.`);
        if (f.originalSize > MAX_PHOTO_BYTES) {
          tooBig.add(baseName(f.name));
          return false;
        }
        declared += f.originalSize;
        if (declared > MAX_UNPACKED_BYTES) throw badRequest('The zip unpacks to more than 200 MB. Split the photos into smaller imports.');
        return true;
      },
    });
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw badRequest('The zip could not be opened. Make it again with your computer’s “compress” command and choose it again.');
  }
  const out = new Map<string, ZipPhoto>();
  for (const name of tooBig) out.set(name, { problem: `The photo '${name}' in the zip is over 10 MB. Use a smaller file (at most 10 MB).` });
  for (const [path, bytes] of Object.entries(files)) {
    const name = baseName(path);
    // The zip's own size can lie; what was inflated is checked again.
    if (bytes.byteLength > MAX_PHOTO_BYTES) out.set(name, { problem: `The photo '${name}' in the zip is over 10 MB. Use a smaller file (at most 10 MB).` });
    else if (!sniffPhotoType(bytes)) out.set(name, { problem: `The file '${name}' in the zip is not a JPEG, PNG, WebP or AVIF photo.` });
    else out.set(name, { bytes });
  }
  return out;
}
