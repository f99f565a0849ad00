import type { PdfSheet } from './pdf-sheet';

type Fonts = { regular: Uint8Array; bold: Uint8Array };
// pdfkit's constructor, handed in: this function runs in a worker thread from its own source text.
type PdfKit = new (options: object) => PdfKitDoc;
type PdfKitDoc = {
  x: number;
  y: number;
  on(event: string, listener: (arg: never) => void): void;
  registerFont(name: string, bytes: Uint8Array): void;
  font(name: string): PdfKitDoc;
  fontSize(size: number): PdfKitDoc;
  fillColor(colour: string): PdfKitDoc;
  text(text: string, x?: number | object, y?: number, options?: object): PdfKitDoc;
  heightOfString(text: string, options: object): number;
  moveDown(lines: number): PdfKitDoc;
  moveTo(x: number, y: number): PdfKitDoc;
  lineTo(x: number, y: number): PdfKitDoc;
  lineWidth(w: number): PdfKitDoc;
  strokeColor(colour: string): PdfKitDoc;
  stroke(): PdfKitDoc;
  addPage(): PdfKitDoc;
  end(): void;
};

/**
 * Draws finished sheets with pdfkit, each from a new page, as one PDF (one document, or the
 * console's bundle of packing slips and invoices). It is sent to the PDF worker as source text
 * (pdf-worker.ts), so it names nothing outside its own parameters: no import, no module constant.
 */
export function drawSheets(PDFDocument: PdfKit, sheets: PdfSheet[], fonts: Fonts, docTitle: string): Promise<Uint8Array> {
  const PAGE = { width: 595.28, height: 841.89, margin: 36 };
  const pdf = new PDFDocument({ size: 'A4', margin: PAGE.margin, info: { Title: docTitle, Author: sheets[0]!.author } });
  pdf.registerFont('body', fonts.regular);
  pdf.registerFont('bold', fonts.bold);
  const chunks: Uint8Array[] = [];
  pdf.on('data', (c: Uint8Array) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  sheets.forEach((sheet, i) => {
    if (i > 0) pdf.addPage();
    drawOne(sheet);
  });
  pdf.end();
  return done;

  function drawOne(sheet: PdfSheet) {
    const left = PAGE.margin;
    const width = PAGE.width - 2 * PAGE.margin;
    const [title, ...heading] = sheet.heading;
    pdf.font('bold').fontSize(16).text(title!, left, PAGE.margin);
    pdf.font('body').fontSize(9);
    for (const line of heading) pdf.text(line);
    pdf.moveDown(0.8);

    const top = pdf.y;
    const half = width / 2 - 8;
    const block = (lines: string[], x: number) => {
      const [label, first, ...rest] = lines;
      pdf.font('bold').text(label!, x, top, { width: half });
      pdf.font('body').text(first!, x, pdf.y, { width: half });
      for (const line of rest) pdf.text(line, { width: half });
    };
    block(sheet.supplier, left);
    const leftBottom = pdf.y;
    block(sheet.recipient, left + width / 2 + 8);
    pdf.y = Math.max(leftBottom, pdf.y) + 8;
    pdf.x = left;
    const [supplyFirst, ...supplyRest] = sheet.supply;
    pdf.text(supplyFirst!, left, pdf.y);
    for (const line of supplyRest) pdf.text(line);
    pdf.moveDown(0.8);

    const drawRow = (cells: string[], font: 'body' | 'bold') => {
      pdf.font(font).fontSize(8);
      const heights = sheet.columns.map((c, i) => pdf.heightOfString(cells[i]!, { width: c.width - 4 }));
      const h = Math.max(...heights) + 6;
      if (pdf.y + h > PAGE.height - PAGE.margin - 60) pdf.addPage();
      const y = pdf.y;
      let x = left;
      sheet.columns.forEach((c, i) => {
        pdf.text(cells[i]!, x + 2, y + 3, { width: c.width - 4, align: c.align });
        x += c.width;
      });
      pdf.moveTo(left, y + h).lineTo(left + width, y + h).lineWidth(0.5).strokeColor('#999999').stroke();
      pdf.y = y + h;
    };
    drawRow(sheet.columns.map((c) => c.title), 'bold');
    for (const r of sheet.rows) drawRow(r, 'body');
    drawRow(sheet.totalRow, 'bold');

    pdf.moveDown(1);
    pdf.x = left;
    pdf.font('body').fontSize(9);
    const [totalsFirst, ...totalsRest] = sheet.totals;
    pdf.text(totalsFirst!, left, pdf.y, { width });
    for (const line of totalsRest) pdf.text(line, { width });
    pdf.moveDown(0.5);
    pdf.fontSize(8).fillColor('#444444');
    for (const line of sheet.notes) pdf.text(line, { width });
    pdf.fillColor('#000000');
  }
}
