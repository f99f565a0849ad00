import { getDb } from '#server/platform/db/client';
import { badRequest, conflict } from '#server/platform/errors';
import { filteredOrderIds, getOrderRow, packingSlips, slipPrintable, type PackingSlip } from '#server/orders';
import { gstDocumentSheet, invoiceOfOrder, renderSheetsPdf, type PdfSheet, SHEET_WIDTH } from '#server/gst';
import type { OrderQueueQuery } from '#lib/validation/admin-orders';
import { BULK_LIMIT } from '#lib/validation/admin-orders';
import { orderNumber } from '#lib/order-status';
import { formatINR2 } from '#lib/money';

/**
 * The day's parcels on paper: for each chosen order its packing slip (while it waits to go, or
 * just shipped) and its tax invoice (once issued at shipping), as ONE PDF to print in one go.
 * The PDF is drawn in the gst domain's worker thread, never on the event loop (DESIGN.md 13),
 * and the request only starts a console task: the job draws it and keeps the file.
 */
type Plan = { id: string; slip: boolean; invoice: boolean };

/** The orders the queue's filters match, when nothing is selected; more than one PDF holds is refused. */
export async function documentOrderIds(filters: OrderQueueQuery): Promise<string[]> {
  const ids = await filteredOrderIds(filters, BULK_LIMIT);
  if (ids.length === 0) throw badRequest('No orders match these filters, so there is nothing to print.');
  if (ids.length > BULK_LIMIT) {
    throw badRequest(`The filters match more than ${BULK_LIMIT} orders; one PDF holds at most ${BULK_LIMIT}. Narrow the filters (a status or the days placed) or select orders.`);
  }
  return ids;
}

/** What each order has to print; an order with neither a slip nor an invoice is refused, named. */
export async function planDocuments(ids: readonly string[]): Promise<Plan[]> {
  const db = await getDb();
  const plans: Plan[] = [];
  for (const id of ids) {
    const order = await getOrderRow(db, id);
    plans.push({ id, slip: slipPrintable(order), invoice: Boolean(await invoiceOfOrder(db, id)) });
  }
  const empty = plans.filter((p) => !p.slip && !p.invoice).map((p) => `#${orderNumber(p.id)}`);
  if (empty.length) {
    throw conflict(
      `Nothing to print for ${empty.length === 1 ? 'order' : 'orders'} ${empty.slice(0, 10).join(', ')}${empty.length > 10 ? ' and more' : ''}: a packing slip is for a confirmed order not yet delivered, and an invoice is issued when the order ships. Leave ${empty.length === 1 ? 'it' : 'them'} out of the selection or filter by status.`,
    );
  }
  return plans;
}

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** A packing slip as a sheet the PDF worker draws: where it goes, the cash to collect, and the pieces. */
export function packingSlipSheet(s: PackingSlip): PdfSheet {
  const a = s.address;
  const pieces = s.lines.reduce((n, l) => n + l.quantity, 0);
  const fixed = [
    { title: 'Colour', width: 110, align: 'left' as const },
    { title: 'Size', width: 70, align: 'left' as const },
    { title: 'Qty', width: 50, align: 'right' as const },
  ];
  return {
    title: `Packing slip #${s.number}`,
    author: 'Kanmani',
    heading: ['Packing slip', `Kanmani · Order #${s.number}`, `Placed ${day.format(new Date(s.createdAt))}`],
    supplier: ['Deliver to', s.name, `${a.doorNo}, ${a.address}${a.landmark ? `, ${a.landmark}` : ''}`, `${a.city}, ${a.district}`, `${a.state} ${a.pincode}, ${a.country}`, `Phone: ${s.phone}`],
    recipient: s.codAmountPaise > 0 ? ['Cash to collect', formatINR2(s.codAmountPaise), 'Cash on delivery'] : ['Cash to collect', formatINR2(0), 'Prepaid: collect nothing'],
    supply: [`${pieces} ${pieces === 1 ? 'piece' : 'pieces'} in this parcel`],
    columns: [{ title: 'Item', width: SHEET_WIDTH - fixed.reduce((w, c) => w + c.width, 0), align: 'left' }, ...fixed],
    rows: s.lines.map((l) => [l.productName, l.colorName, l.sizeName, String(l.quantity)]),
    totalRow: ['Total pieces', '', '', String(pieces)],
    totals: ['Check every piece against this list before sealing the parcel.'],
    notes: [],
  };
}

/** The one PDF: per order its slip, then its invoice, in the order given. */
export async function orderDocumentsPdf(ids: readonly string[]): Promise<{ bytes: Uint8Array; filename: string }> {
  const plans = await planDocuments(ids);
  const db = await getDb();
  const slipIds = plans.filter((p) => p.slip).map((p) => p.id);
  const slips = new Map((slipIds.length ? await packingSlips(slipIds, { alsoShipped: true }) : []).map((s) => [s.id, s]));
  const sheets: PdfSheet[] = [];
  for (const p of plans) {
    const slip = slips.get(p.id);
    if (slip) sheets.push(packingSlipSheet(slip));
    const invoice = p.invoice ? await invoiceOfOrder(db, p.id) : undefined;
    if (invoice) sheets.push(gstDocumentSheet(invoice.particulars));
  }
  const today = new Date().toISOString().slice(0, 10);
  return { bytes: await renderSheetsPdf(sheets, `Kanmani packing slips and invoices ${today}`), filename: `kanmani-slips-and-invoices-${today}.pdf` };
}
