import type { GstDocument } from '#lib/gst/document';
import { sheetOf, type PdfSheet } from './pdf-sheet';

/**
 * Renders an issued document (tax invoice or credit note) to PDF, from its stored particulars
 * only, so it reads the same every time; the drawing happens in the PDF worker thread. The worker
 * module (pdfkit and the embedded fonts) loads on the first document, not with the gst domain.
 */
export async function renderGstPdf(doc: GstDocument): Promise<Uint8Array> {
  const { drawInWorker } = await import('./pdf-worker');
  return drawInWorker(sheetOf(doc));
}

/**
 * Several finished sheets as one PDF, each from a new page: the console's bundle of packing slips
 * and invoices for a day's parcels. Drawn in the same worker thread, never on the event loop.
 */
export async function renderSheetsPdf(sheets: PdfSheet[], title: string): Promise<Uint8Array> {
  const { drawSheetsInWorker } = await import('./pdf-worker');
  return drawSheetsInWorker(sheets, title);
}
