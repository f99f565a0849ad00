// The gst domain's only door: what other domains and the pages use of it.
export { ensureDemoGst } from './demo-settings';
export { returnCreditNoteParticulars } from './gst-document';
export type { PriceDifference, ReturnedPieces } from './gst-document';
export { gstr1Csv } from './gstr1';
export { creditNotesOfOrder, invoiceOfOrder, issueCreditNote, issueInvoice } from './issue';
export { creditablePaise, GOODWILL_REASON, issueGoodwillCreditNote } from './goodwill-credit-note';
export { ownInvoice } from './own-invoice';
export { pdfResponse } from './pdf-response';
export { listProductHsn, setProductHsn } from './product-hsn';
export { getGstSettings, saveGstSettings } from './settings';
