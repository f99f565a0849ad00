import { and, asc, gte, lt } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { creditNotes, invoices } from '#server/platform/db/schema/index';
import type { GstDocument } from '#lib/gst/document';
import { GST_STATE_CODES } from '#lib/gst/state-codes';
import { csvCell } from '#lib/csv';

/**
 * GSTR-1 tables for one month (in India's calendar), as the GST offline tool's CSV columns:
 * B2CS (place of supply × rate), the HSN summary, and the documents issued. Sales to shoppers
 * are B2C small: a credit note in the month is taken off the figures of the month it is issued
 * in, line by line with the invoice's own figures, so each table totals the month's invoices
 * minus its credit notes.
 */
export type Gstr1Table = 'b2cs' | 'hsn' | 'docs';

type Issued = { number: string; series: string; serial: number; particulars: GstDocument };

export function monthRange(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { from: new Date(`${month}-01T00:00:00+05:30`), to: new Date(`${next}-01T00:00:00+05:30`) };
}

async function documentsOf(db: Db, month: string): Promise<{ invoices: Issued[]; creditNotes: Issued[] }> {
  const { from, to } = monthRange(month);
  const pick = { number: invoices.number, series: invoices.series, serial: invoices.serial, particulars: invoices.particulars };
  const inv = await db.select(pick).from(invoices).where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to))).orderBy(asc(invoices.series), asc(invoices.serial));
  const cn = await db
    .select({ number: creditNotes.number, series: creditNotes.series, serial: creditNotes.serial, particulars: creditNotes.particulars })
    .from(creditNotes)
    .where(and(gte(creditNotes.issuedAt, from), lt(creditNotes.issuedAt, to)))
    .orderBy(asc(creditNotes.series), asc(creditNotes.serial));
  return { invoices: inv, creditNotes: cn };
}

/** A CSV row whose figures stay numbers: a net negative (a credit note for last month's invoice) must not be quoted as text. */
const csvLine = (cells: readonly (string | number)[]) => `${cells.map((c) => (typeof c === 'number' || /^-?\d+\.\d{2}$/.test(c) ? String(c) : csvCell(c))).join(',')}\r\n`;

const rupees = (paise: number) => (paise / 100).toFixed(2);
const ratePercent = (bp: number) => String(bp / 100);
const posLabel = (code: string) => `${code}-${GST_STATE_CODES[code]}`;

type Sums = { quantity: number; grossPaise: number; taxablePaise: number; igstPaise: number; cgstPaise: number; sgstPaise: number };
const zero = (): Sums => ({ quantity: 0, grossPaise: 0, taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 });

/** Every taxed row of the month's documents, credit notes with the opposite sign. */
function* signedRows(docs: { invoices: Issued[]; creditNotes: Issued[] }) {
  for (const [list, sign] of [[docs.invoices, 1], [docs.creditNotes, -1]] as const) {
    for (const d of list) {
      const p = d.particulars;
      for (const l of p.lines) yield { sign, pos: p.placeOfSupply.stateCode, hsn: l.hsn, quantity: l.quantity, row: l };
      for (const c of p.charges) yield { sign, pos: p.placeOfSupply.stateCode, hsn: c.hsn, quantity: 0, row: c };
    }
  }
}

function add(s: Sums, sign: number, quantity: number, r: { grossPaise: number; taxablePaise: number; igstPaise: number; cgstPaise: number; sgstPaise: number }) {
  s.quantity += sign * quantity;
  s.grossPaise += sign * r.grossPaise;
  s.taxablePaise += sign * r.taxablePaise;
  s.igstPaise += sign * r.igstPaise;
  s.cgstPaise += sign * r.cgstPaise;
  s.sgstPaise += sign * r.sgstPaise;
}

export async function gstr1Csv(db: Db, month: string, table: Gstr1Table): Promise<string> {
  const docs = await documentsOf(db, month);
  if (table === 'docs') {
    const out = [csvLine(['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'])];
    for (const [nature, list] of [['Invoices for outward supply', docs.invoices], ['Credit Note', docs.creditNotes]] as const) {
      const bySeries = new Map<string, Issued[]>();
      for (const d of list) bySeries.set(d.series, [...(bySeries.get(d.series) ?? []), d]);
      for (const series of [...bySeries.values()]) {
        // An issued document is never cancelled here: a credit note reverses it instead.
        out.push(csvLine([nature, series[0]!.number, series.at(-1)!.number, series.length, 0]));
      }
    }
    return out.join('');
  }
  const groups = new Map<string, { key: [string, number]; sums: Sums }>();
  for (const r of signedRows(docs)) {
    const first = table === 'b2cs' ? r.pos : r.hsn;
    const id = `${first}|${r.row.rateBp}`;
    const g = groups.get(id) ?? { key: [first, r.row.rateBp] as [string, number], sums: zero() };
    add(g.sums, r.sign, r.quantity, r.row);
    groups.set(id, g);
  }
  const sorted = [...groups.values()].sort((a, b) => a.key[0].localeCompare(b.key[0]) || a.key[1] - b.key[1]);
  if (table === 'b2cs') {
    const out = [csvLine(['Type', 'Place Of Supply', 'Rate', 'Taxable Value', 'Integrated Tax Amount', 'Central Tax Amount', 'State/UT Tax Amount', 'Cess Amount', 'E-Commerce GSTIN'])];
    for (const { key, sums } of sorted) {
      out.push(csvLine(['OE', posLabel(key[0]), ratePercent(key[1]), rupees(sums.taxablePaise), rupees(sums.igstPaise), rupees(sums.cgstPaise), rupees(sums.sgstPaise), '0.00', '']));
    }
    return out.join('');
  }
  const out = [csvLine(['HSN', 'Description', 'UQC', 'Total Quantity', 'Total Value', 'Rate', 'Taxable Value', 'Integrated Tax Amount', 'Central Tax Amount', 'State/UT Tax Amount', 'Cess Amount'])];
  for (const { key, sums } of sorted) {
    out.push(csvLine([key[0], '', 'PCS-PIECES', sums.quantity, rupees(sums.grossPaise), ratePercent(key[1]), rupees(sums.taxablePaise), rupees(sums.igstPaise), rupees(sums.cgstPaise), rupees(sums.sgstPaise), '0.00']));
  }
  return out.join('');
}
