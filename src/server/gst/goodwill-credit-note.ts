import { eq, not, like, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { creditNotes, invoices } from '#server/platform/db/schema/index';
import { newId } from '#server/platform/db/ids';
import { conflict } from '#server/platform/errors';
import { financialYear } from '#lib/gst/financial-year';
import { taxAmount } from '#lib/gst/tax';
import { formatINR2 } from '#lib/money';
import type { DocumentLine, GstDocument } from '#lib/gst/document';
import { creditNoteOfLines } from './gst-document';
import { creditNoteSeries, documentNumber, nextSerial } from './document-number';
import type { CreditNote } from './issue';

/**
 * A goodwill refund lowers the value of goods already supplied (issue 28), so it is a credit note
 * against the order's invoice for exactly the amount refunded: spread over the invoice's goods
 * lines in proportion to their value (running rounding, so the parts add up to the amount), each
 * part split into taxable value and tax at the rate its line was charged. Its reason starts with
 * GOODWILL_REASON, which tells it apart from a note reversing goods (cancellation, return to
 * origin, a return): an order may have several goodwill notes and still one such reversal.
 */
export const GOODWILL_REASON = 'Goodwill refund: ';

/** The credit notes that reverse goods, not goodwill: an invoice has at most one. */
export const reversesGoods = () => not(like(creditNotes.reason, `${GOODWILL_REASON}%`));

export function goodwillParticulars(invoice: GstDocument, number: string, issuedAt: Date, reason: string, amountPaise: number): GstDocument {
  const whole = invoice.lines.reduce((s, l) => s + l.grossPaise, 0);
  let before = 0;
  let done = 0;
  const lines: DocumentLine[] = [];
  for (const line of invoice.lines) {
    done += line.grossPaise;
    const upTo = Math.round((amountPaise * done) / whole);
    const part = upTo - before;
    before = upTo;
    if (part <= 0) continue;
    const s = taxAmount(part, line.rateBp, invoice.intraState);
    lines.push({ ...line, description: `${line.description}: goodwill reduction in value`, unitPricePaise: Math.round(part / line.quantity), grossPaise: s.grossPaise, taxablePaise: s.taxablePaise, cgstPaise: s.cgstPaise, sgstPaise: s.sgstPaise, igstPaise: s.igstPaise });
  }
  return creditNoteOfLines(invoice, number, issuedAt, reason, lines);
}

/** What of the order's invoice has not been credited yet (paise), or null for an order without an invoice. */
export async function creditablePaise(db: Db, orderId: string): Promise<number | null> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  if (!invoice) return null;
  const [credited] = await db.select({ total: sql<number>`coalesce(sum(${creditNotes.totalPaise}), 0)::int` }).from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id));
  return invoice.totalPaise - Number(credited?.total ?? 0);
}

/** Issues the goodwill credit note in the caller's transaction; refuses beyond what the invoice has left to credit. */
export async function issueGoodwillCreditNote(tx: Db, orderId: string, reason: string, amountPaise: number, issuedAt: Date): Promise<CreditNote> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.orderId, orderId)).for('update');
  if (!invoice) throw conflict('A goodwill refund needs the order\'s tax invoice, which is issued when the order ships: its credit note is issued against it. Before shipping, change the order instead.');
  const left = (await creditablePaise(tx, orderId))!;
  if (amountPaise > left) throw conflict(`The invoice has only ${formatINR2(left)} left to credit, so the goodwill refund can be at most ${formatINR2(left)}.`, { maximumPaise: left });
  const series = creditNoteSeries(invoice.series);
  const fy = financialYear(issuedAt);
  const serial = await nextSerial(tx, series, fy);
  const number = documentNumber(series, fy, serial);
  const fullReason = `${GOODWILL_REASON}${reason}`;
  const particulars = goodwillParticulars(invoice.particulars, number, issuedAt, fullReason, amountPaise);
  const t = particulars.totals;
  const [row] = await tx
    .insert(creditNotes)
    .values({
      id: newId(), invoiceId: invoice.id, number, series, financialYear: fy, serial, issuedAt, reason: fullReason, particulars,
      placeOfSupply: particulars.placeOfSupply.stateCode, taxablePaise: t.taxablePaise, cgstPaise: t.cgstPaise, sgstPaise: t.sgstPaise, igstPaise: t.igstPaise, totalPaise: t.grossPaise,
    })
    .returning();
  return row!;
}
