import type { GstDocument } from '#lib/gst/document';
import { sheetOf } from './pdf-sheet';

/**
 * Renders an issued document (tax invoice or credit note) to PDF, from its stored particulars
 * only, so it reads the same every time; the drawing happens in the PDF worker thread. The worker
 * module (pdfkit and the embedded fonts) loads on the first document, not with the gst domain.
 */
export async function renderGstPdf(doc: GstDocument): Promise<Uint8Array> {
  const { drawInWorker } = await import('./pdf-worker');
  return drawInWorker(sheetOf(doc));
}
