import type { GstDocument } from '#lib/gst/document';
import { formatINR2 } from '#lib/money';

/**
 * Everything an issued document's PDF says, as finished text: the worker thread that draws it
 * (pdf-draw.ts) formats nothing and reads no module of the shop.
 */
export type PdfSheet = {
  title: string;
  author: string;
  heading: string[];
  supplier: string[];
  recipient: string[];
  supply: string[];
  columns: { title: string; width: number; align: 'left' | 'right' }[];
  rows: string[][];
  totalRow: string[];
  totals: string[];
  notes: string[];
};

const rate = (bp: number) => `${(bp / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}%`;
const money = (paise: number) => formatINR2(paise);

/** A4 less two 36-pt margins: the width every column shares. */
export const SHEET_WIDTH = 595.28 - 2 * 36;

type Row = { description: string; hsn: string; quantity: string; unitPaise: number | null; grossPaise: number; taxablePaise: number; rateBp: number | null; cgstPaise: number; sgstPaise: number; igstPaise: number };
type Column = { title: string; width: number; align: 'left' | 'right'; cell: (row: Row) => string };

export function sheetOf(doc: GstDocument): PdfSheet {
  const title = doc.kind === 'invoice' ? 'Tax invoice' : 'Credit note';
  const rows: Row[] = [
    ...doc.lines.map((l) => ({ ...l, quantity: `${l.quantity} ${l.unit}`, unitPaise: l.unitPricePaise })),
    ...doc.charges.map((c) => ({ ...c, quantity: '', unitPaise: null })),
  ];
  const taxColumns: Column[] = doc.intraState
    ? [
        { title: 'CGST', width: 56, align: 'right', cell: (r) => money(r.cgstPaise) },
        { title: 'SGST', width: 56, align: 'right', cell: (r) => money(r.sgstPaise) },
      ]
    : [{ title: 'IGST', width: 70, align: 'right', cell: (r) => money(r.igstPaise) }];
  const fixed: Column[] = [
    { title: 'HSN', width: 40, align: 'left', cell: (r) => r.hsn },
    { title: 'Qty', width: 38, align: 'right', cell: (r) => r.quantity },
    { title: 'Price per piece', width: 58, align: 'right', cell: (r) => (r.unitPaise === null ? '' : money(r.unitPaise)) },
    { title: 'Taxable value', width: 62, align: 'right', cell: (r) => money(r.taxablePaise) },
    { title: 'GST rate', width: 36, align: 'right', cell: (r) => (r.rateBp === null ? '' : rate(r.rateBp)) },
    ...taxColumns,
    { title: 'Total', width: 62, align: 'right', cell: (r) => money(r.grossPaise) },
  ];
  const used = fixed.reduce((s, c) => s + c.width, 0);
  const columns: Column[] = [{ title: 'Description', width: SHEET_WIDTH - used, align: 'left', cell: (r) => r.description }, ...fixed];
  const t = doc.totals;
  const totalCell: Record<string, string> = {
    Description: 'Total',
    'Taxable value': money(t.taxablePaise),
    CGST: money(t.cgstPaise),
    SGST: money(t.sgstPaise),
    IGST: money(t.igstPaise),
    Total: money(t.grossPaise),
  };
  const split = doc.intraState
    ? `CGST ${money(t.cgstPaise)} + SGST ${money(t.sgstPaise)} = GST ${money(t.cgstPaise + t.sgstPaise)}`
    : `IGST ${money(t.igstPaise)}`;
  return {
    title: `${title} ${doc.number}`,
    author: doc.seller.name,
    heading: [
      title,
      `${doc.kind === 'invoice' ? 'Invoice' : 'Credit note'} number: ${doc.number}`,
      `Date of issue: ${doc.issuedOn}`,
      `Order: #${doc.orderNumber}`,
      ...(doc.against ? [`Against invoice ${doc.against.number} dated ${doc.against.issuedOn}`, `Reason: ${doc.against.reason}`] : []),
    ],
    supplier: ['Supplier', doc.seller.name, doc.seller.address, `GSTIN: ${doc.seller.gstin}`, `State: ${doc.seller.stateName} (${doc.seller.stateCode})`],
    recipient: [
      'Recipient (unregistered)',
      doc.recipient.name,
      doc.recipient.address,
      `State: ${doc.recipient.stateName} (${doc.recipient.stateCode}), PIN ${doc.recipient.pincode}`,
      `Mobile: ${doc.recipient.mobile}`,
      `Delivery address: same as above`,
    ],
    supply: [`Place of supply: ${doc.placeOfSupply.stateName} (${doc.placeOfSupply.stateCode})`, `Tax is payable on reverse charge: No`],
    columns: columns.map(({ title: ct, width, align }) => ({ title: ct, width, align })),
    rows: rows.map((r) => columns.map((c) => c.cell(r))),
    totalRow: columns.map((c) => totalCell[c.title] ?? ''),
    totals: [
      ...(doc.discount && doc.kind === 'invoice' ? [`Discount (code ${doc.discount.code}): ${money(doc.discount.paise)}, taken off the values above before tax`] : []),
      `Tax: ${split}`,
      `${doc.kind === 'invoice' ? 'Invoice value' : 'Value credited'}: ${money(t.grossPaise)} (prices include GST)`,
    ],
    notes: ['Shipping is part of a composite supply and is taxed at the rate of the principal goods.', 'Issued electronically; no signature is required.'],
  };
}
