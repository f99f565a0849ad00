import PDFDocument from 'pdfkit';
import type { GstDocument } from '../../lib/gst/document';
import { formatINR2 } from '../../lib/money';
// Inlined into the server bundle: the built server reads no file beside its code. DejaVu Sans
// has the rupee sign (U+20B9), which pdfkit's built-in fonts lack.
import regularFont from './fonts/DejaVuSans.ttf?inline';
import boldFont from './fonts/DejaVuSans-Bold.ttf?inline';

const fontBytes = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
let fonts: { regular: Buffer; bold: Buffer } | undefined;

const rate = (bp: number) => `${(bp / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}%`;
const money = (paise: number) => formatINR2(paise);

const PAGE = { width: 595.28, height: 841.89, margin: 36 };

type Column = { title: string; width: number; align: 'left' | 'right'; cell: (row: Row) => string };
type Row = { description: string; hsn: string; quantity: string; unitPaise: number | null; grossPaise: number; taxablePaise: number; rateBp: number | null; cgstPaise: number; sgstPaise: number; igstPaise: number };

/**
 * Renders an issued document (tax invoice or credit note) to PDF, from its stored particulars
 * only, so it reads the same every time it is downloaded.
 */
export function renderGstPdf(doc: GstDocument): Promise<Buffer> {
  fonts ??= { regular: fontBytes(regularFont), bold: fontBytes(boldFont) };
  const pdf = new PDFDocument({ size: 'A4', margin: PAGE.margin, info: { Title: `${doc.kind === 'invoice' ? 'Tax invoice' : 'Credit note'} ${doc.number}`, Author: doc.seller.name } });
  pdf.registerFont('body', fonts.regular);
  pdf.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const left = PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  const title = doc.kind === 'invoice' ? 'Tax invoice' : 'Credit note';

  pdf.font('bold').fontSize(16).text(title, left, PAGE.margin);
  pdf.font('body').fontSize(9);
  pdf.text(`${doc.kind === 'invoice' ? 'Invoice' : 'Credit note'} number: ${doc.number}`);
  pdf.text(`Date of issue: ${doc.issuedOn}`);
  pdf.text(`Order: #${doc.orderNumber}`);
  if (doc.against) {
    pdf.text(`Against invoice ${doc.against.number} dated ${doc.against.issuedOn}`);
    pdf.text(`Reason: ${doc.against.reason}`);
  }
  pdf.moveDown(0.8);

  const top = pdf.y;
  const half = width / 2 - 8;
  pdf.font('bold').text('Supplier', left, top, { width: half });
  pdf.font('body').text(doc.seller.name, { width: half });
  pdf.text(doc.seller.address, { width: half });
  pdf.text(`GSTIN: ${doc.seller.gstin}`, { width: half });
  pdf.text(`State: ${doc.seller.stateName} (${doc.seller.stateCode})`, { width: half });
  const leftBottom = pdf.y;
  const right = left + width / 2 + 8;
  pdf.font('bold').text('Recipient (unregistered)', right, top, { width: half });
  pdf.font('body').text(doc.recipient.name, right, pdf.y, { width: half });
  pdf.text(doc.recipient.address, { width: half });
  pdf.text(`State: ${doc.recipient.stateName} (${doc.recipient.stateCode}), PIN ${doc.recipient.pincode}`, { width: half });
  pdf.text(`Mobile: ${doc.recipient.mobile}`, { width: half });
  pdf.text(`Delivery address: same as above`, { width: half });
  pdf.y = Math.max(leftBottom, pdf.y) + 8;
  pdf.x = left;
  pdf.text(`Place of supply: ${doc.placeOfSupply.stateName} (${doc.placeOfSupply.stateCode})`, left, pdf.y);
  pdf.text(`Tax is payable on reverse charge: No`);
  pdf.moveDown(0.8);

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
  const columns: Column[] = [{ title: 'Description', width: width - used, align: 'left', cell: (r) => r.description }, ...fixed];

  const drawRow = (cells: string[], font: 'body' | 'bold') => {
    pdf.font(font).fontSize(8);
    const heights = columns.map((c, i) => pdf.heightOfString(cells[i]!, { width: c.width - 4 }));
    const h = Math.max(...heights) + 6;
    if (pdf.y + h > PAGE.height - PAGE.margin - 60) pdf.addPage();
    const y = pdf.y;
    let x = left;
    columns.forEach((c, i) => {
      pdf.text(cells[i]!, x + 2, y + 3, { width: c.width - 4, align: c.align });
      x += c.width;
    });
    pdf.moveTo(left, y + h).lineTo(left + width, y + h).lineWidth(0.5).strokeColor('#999999').stroke();
    pdf.y = y + h;
  };
  drawRow(columns.map((c) => c.title), 'bold');
  for (const r of rows) drawRow(columns.map((c) => c.cell(r)), 'body');
  const t = doc.totals;
  drawRow(
    columns.map((c) => {
      if (c.title === 'Description') return 'Total';
      if (c.title === 'Taxable value') return money(t.taxablePaise);
      if (c.title === 'CGST') return money(t.cgstPaise);
      if (c.title === 'SGST') return money(t.sgstPaise);
      if (c.title === 'IGST') return money(t.igstPaise);
      if (c.title === 'Total') return money(t.grossPaise);
      return '';
    }),
    'bold',
  );

  pdf.moveDown(1);
  pdf.x = left;
  pdf.font('body').fontSize(9);
  const split = doc.intraState
    ? `CGST ${money(t.cgstPaise)} + SGST ${money(t.sgstPaise)} = GST ${money(t.cgstPaise + t.sgstPaise)}`
    : `IGST ${money(t.igstPaise)}`;
  pdf.text(`Tax: ${split}`, left, pdf.y, { width });
  pdf.text(`${doc.kind === 'invoice' ? 'Invoice value' : 'Value credited'}: ${money(t.grossPaise)} (prices include GST)`, { width });
  pdf.moveDown(0.5);
  pdf.fontSize(8).fillColor('#444444');
  pdf.text('Shipping is part of a composite supply and is taxed at the rate of the principal goods.', { width });
  pdf.text('Issued electronically; no signature is required.', { width });
  pdf.end();
  return done;
}
