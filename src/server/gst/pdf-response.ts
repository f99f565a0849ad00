import { createHash } from 'node:crypto';
import type { GstDocument } from '#lib/gst/document';
import { documentKey } from '#server/platform/media/media-store';
import { mediaStore } from '#server/platform/media/store';
import { renderGstPdf } from './document-pdf';

const drawing = new Map<string, Promise<Uint8Array>>();

/**
 * An issued document's PDF, drawn once in its life: particulars never change after issue, so the
 * file is kept in the media store's private part under the hash of the particulars, and every
 * later download reads the file. Downloads of a document being drawn wait for that one drawing.
 */
export function documentPdf(doc: GstDocument): Promise<Uint8Array> {
  const key = documentKey(createHash('sha256').update(JSON.stringify(doc)).digest('hex').slice(0, 32));
  const inFlight = drawing.get(key);
  if (inFlight) return inFlight;
  const work = (async () => {
    const store = mediaStore();
    const kept = await store.get(key);
    if (kept) return kept;
    const bytes = await renderGstPdf(doc);
    await store.put(key, bytes, 'application/pdf');
    return bytes;
  })().finally(() => drawing.delete(key));
  drawing.set(key, work);
  return work;
}

/** A document as a PDF download named after its number ('KM-2627-00001.pdf'); its paths are private (security-headers.ts). */
export async function pdfResponse(doc: GstDocument): Promise<Response> {
  const body = await documentPdf(doc);
  const name = `${doc.number.replaceAll('/', '-')}.pdf`;
  return new Response(body as Uint8Array<ArrayBuffer>, {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${name}"`, 'Content-Length': String(body.byteLength) },
  });
}
