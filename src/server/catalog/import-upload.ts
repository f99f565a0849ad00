import { z } from 'zod';
import { badRequest } from '#server/platform/errors';
import { parseWith, readJson } from '#server/platform/http/body';
import { MAX_ZIP_BYTES } from './import-zip';

/** A catalog of a few thousand sizes fits; a bigger one is split into files. */
export const MAX_CSV_BYTES = 2 * 1024 * 1024;

export const EMPTY_CSV = 'The file is empty: choose the CSV file to check.';
const ZIP_TOO_BIG = `The zip is over ${MAX_ZIP_BYTES / 1024 / 1024} MB. Split the photos into smaller imports.`;

/** JSON escapes can double a CSV's quotes; base64 makes the zip a third larger. */
const BODY_LIMIT = 2 * MAX_CSV_BYTES + Math.ceil((MAX_ZIP_BYTES * 4) / 3) + 64 * 1024;

const ImportSchema = z
  .object({
    csv: z.string({ error: 'Send the CSV file’s text as csv.' }).min(1, EMPTY_CSV).max(MAX_CSV_BYTES, 'The CSV file is over 2 MB: split it into smaller files.'),
    zip: z
      .string({ error: 'Send the zip of photos as base64 text in zip.' })
      .max(Math.ceil((MAX_ZIP_BYTES * 4) / 3), ZIP_TOO_BIG)
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Send the zip of photos as base64 text in zip.')
      .optional(),
  })
  .strict();

/**
 * The import as the console sends it: JSON, like every console write, with the catalog file's
 * text as `csv` and, when the file names photos, their zip as base64 in `zip`.
 */
export async function readImportUpload(request: Request): Promise<{ csv: string; zip: Uint8Array | null }> {
  const { csv, zip } = parseWith(ImportSchema, await readJson(request, BODY_LIMIT), 'body');
  if (!zip) return { csv, zip: null };
  const bytes = Buffer.from(zip, 'base64');
  if (bytes.byteLength > MAX_ZIP_BYTES) throw badRequest(ZIP_TOO_BIG, [{ path: 'zip', message: ZIP_TOO_BIG }]);
  return { csv, zip: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
}
