import type { GstDocument } from '../../lib/gst/document';
import { renderGstPdf } from './document-pdf';

/** A document as a PDF download named after its number ('KM-2627-00001.pdf'). */
export async function pdfResponse(doc: GstDocument): Promise<Response> {
  const body = await renderGstPdf(doc);
  const name = `${doc.number.replaceAll('/', '-')}.pdf`;
  return new Response(new Uint8Array(body), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${name}"`, 'Content-Length': String(body.length) },
  });
}
