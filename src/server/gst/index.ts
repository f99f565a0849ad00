// The gst domain's only door: what other domains and the pages use of it.
export { ensureDemoGst } from './demo-settings';
export { returnCreditNoteParticulars } from './gst-document';
export type { PriceDifference, ReturnedPieces } from './gst-document';
export { renderSheetsPdf } from './document-pdf';
export { gstr1Csv } from './gstr1';
export { creditNotesOfOrder, invoiceOfOrder, issueCreditNote, issueInvoice } from './issue';
export { creditablePaise, GOODWILL_REASON, issueGoodwillCreditNote } from './goodwill-credit-note';
export { ownInvoice } from './own-invoice';
export { pdfResponse } from './pdf-response';
export { sheetOf as gstDocumentSheet, SHEET_WIDTH } from './pdf-sheet';
export type { PdfSheet } from './pdf-sheet';
export { listProductHsn, setProductHsn } from './product-hsn';
export { getGstSettings, saveGstSettings } from './settings';
