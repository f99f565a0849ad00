import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { creditNotes, invoices, orderItems, orders } from '#server/platform/db/schema/index';
import { newId } from '#server/platform/db/ids';
import { conflict, notFound } from '#server/platform/errors';
import { financialYear } from '#lib/gst/financial-year';
import type { GstDocument } from '#lib/gst/document';
import { getGstSettings } from './settings';
import { hsnByProduct } from './product-hsn';
import { creditNoteParticulars, differenceCreditNoteParticulars, invoiceParticulars, placeOfSupplyOf, returnCreditNoteParticulars, type PriceDifference, type ReturnedPieces } from './gst-document';
import { creditNoteSeries, documentNumber, nextSerial } from './document-number';
import { reversesGoods } from './goodwill-credit-note';

export type Invoice = typeof invoices.$inferSelect;
export type CreditNote = typeof creditNotes.$inferSelect;

export const MISSING_GST_SETTINGS =
  "This order cannot ship yet: its tax invoice needs the shop's GST registration. The owner fills in the GSTIN, legal name, address and state in the console under GST settings (/admin/settings/gst).";

export const missingHsn = (names: readonly string[]) =>
  `This order cannot ship yet: its tax invoice needs an HSN code for ${names.join(', ')}. Set it in the console under HSN codes (/admin/hsn).`;

function totalsOf(doc: GstDocument) {
  return {
    placeOfSupply: doc.placeOfSupply.stateCode,
    taxablePaise: doc.totals.taxablePaise,
    cgstPaise: doc.totals.cgstPaise,
    sgstPaise: doc.totals.sgstPaise,
    igstPaise: doc.totals.igstPaise,
    totalPaise: doc.totals.grossPaise,
  };
}

/**
 * Issues the tax invoice of an order that ships, inside the shipping transaction: a missing
 * GSTIN or HSN refuses the shipment (409 saying what to fill in and where), and the number is
 * taken from the locked counter, so it is gapless even when shipments run at once. An order that
 * already has its invoice (shipped again after a partial fulfilment) keeps it.
 */
export async function issueInvoice(tx: Db, orderId: string, issuedAt: Date): Promise<Invoice> {
  const [existing] = await tx.select().from(invoices).where(eq(invoices.orderId, orderId));
  if (existing) return existing;
  const settings = await getGstSettings(tx);
  if (!settings) throw conflict(MISSING_GST_SETTINGS);
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('No order has that id.');
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position));
  const hsn = await hsnByProduct(tx, [...new Set(items.map((i) => i.productId))]);
  const lacking = [...new Set(items.filter((i) => !hsn.has(i.productId)).map((i) => i.productName))];
  if (lacking.length > 0) throw conflict(missingHsn(lacking));
  const placeOfSupply = placeOfSupplyOf(order.shippingAddress);
  if (!placeOfSupply) {
    throw conflict(`This order cannot ship yet: its delivery state "${order.shippingAddress.state}" is not an Indian state or union territory, so the invoice has no place of supply. Correct the state in the delivery address.`);
  }
  const fy = financialYear(issuedAt);
  const serial = await nextSerial(tx, settings.invoicePrefix, fy);
  const number = documentNumber(settings.invoicePrefix, fy, serial);
  const particulars = invoiceParticulars({ number, issuedAt, settings, order, items, hsn, placeOfSupply });
  const [row] = await tx
    .insert(invoices)
    .values({ id: newId(), orderId, number, series: settings.invoicePrefix, financialYear: fy, serial, issuedAt, particulars, ...totalsOf(particulars) })
    .returning();
  return row!;
}

/**
 * Reverses an order's invoice with a credit note in the credit-note series of the invoice's
 * prefix, line by line: whole for cancellation after invoicing and return to origin, only the
 * returned `pieces` (invoice line index and quantity) for a return, or only the price
 * `differences` paid back for an exchange to cheaper sizes. An order without an invoice, or
 * whose invoice already has a credit note, gets nothing (one return or exchange per order).
 */
export async function issueCreditNote(tx: Db, orderId: string, reason: string, issuedAt: Date, scope?: readonly ReturnedPieces[] | { differences: readonly PriceDifference[] }): Promise<CreditNote | null> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.orderId, orderId)).for('update');
  if (!invoice) return null;
  // A goodwill note lowers the value but reverses no goods, so it does not count here.
  const [reversed] = await tx.select({ id: creditNotes.id }).from(creditNotes).where(and(eq(creditNotes.invoiceId, invoice.id), reversesGoods())).limit(1);
  if (reversed) return null;
  const series = creditNoteSeries(invoice.series);
  const fy = financialYear(issuedAt);
  const serial = await nextSerial(tx, series, fy);
  const number = documentNumber(series, fy, serial);
  const particulars = !scope
    ? creditNoteParticulars(invoice.particulars, number, issuedAt, reason)
    : 'differences' in scope
      ? differenceCreditNoteParticulars(invoice.particulars, number, issuedAt, reason, scope.differences)
      : returnCreditNoteParticulars(invoice.particulars, number, issuedAt, reason, scope);
  const [row] = await tx
    .insert(creditNotes)
    .values({ id: newId(), invoiceId: invoice.id, number, series, financialYear: fy, serial, issuedAt, reason, particulars, ...totalsOf(particulars) })
    .returning();
  return row!;
}

export async function invoiceOfOrder(db: Db, orderId: string): Promise<Invoice | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row;
}

export async function creditNotesOfOrder(db: Db, orderId: string): Promise<CreditNote[]> {
  return db
    .select({ note: creditNotes })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(eq(invoices.orderId, orderId))
    .orderBy(desc(creditNotes.issuedAt))
    .then((rows) => rows.map((r) => r.note));
}
