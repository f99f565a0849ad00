import type { GstDocument } from '#lib/gst/document';
import { sheetOf } from './pdf-sheet';
import { drawInWorker } from './pdf-worker';

/**
 * Renders an issued document (tax invoice or credit note) to PDF, from its stored particulars
 * only, so it reads the same every time; the drawing happens in the PDF worker thread.
 */
export function renderGstPdf(doc: GstDocument): Promise<Uint8Array> {
  return drawInWorker(sheetOf(doc));
}
