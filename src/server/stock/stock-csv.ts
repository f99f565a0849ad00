import { sql } from 'drizzle-orm';
import { getDb, query, type Db } from '#server/platform/db/client';
import { sizeStock } from '#server/platform/db/schema/index';
import { recordAudit } from '#server/audit';
import type { StaffMember } from '#server/staff';
import { conflict } from '#server/platform/errors';
import { csvLine } from '#lib/csv';
import { parseCsv } from '#lib/csv-parse';
import { moveStock } from './move-stock';

/**
 * Stock as a CSV a merchant counts the shelf into: one row per size, named the way the shop
 * names it (product slug, colour, size), and its on-hand count. Only on hand is imported:
 * reserved belongs to open orders.
 */
export const STOCK_CSV_COLUMNS = ['product_slug', 'colour', 'size', 'on_hand'] as const;
const MAX_UNITS = 1_000_000;

export type StockCsvProblem = { line: number; column: string; message: string };
export type StockCsvChange = { sizeId: string; line: number; label: string; from: number; to: number; reserved: number };
export type StockCsvReport = { rows: number; changes: number; unchanged: number; problems: StockCsvProblem[] };

type ShelfRow = { size_id: string; slug: string; colour: string; size: string; on_hand: number; reserved: number };

async function shelf(db: Db): Promise<ShelfRow[]> {
  const rows = await query<ShelfRow>(
    db,
    sql`select s.id as size_id, p.slug, v.name as colour, s.name as size,
          coalesce(st.on_hand, 0)::int as on_hand, coalesce(st.reserved, 0)::int as reserved
        from sizes s
        join color_variants v on v.id = s.color_variant_id
        join products p on p.id = v.product_id
        left join size_stock st on st.size_id = s.id
        order by p.position, p.name, v.position, s.position`,
  );
  return rows.map((r) => ({ ...r, on_hand: Number(r.on_hand), reserved: Number(r.reserved) }));
}

export async function exportStockCsv(): Promise<string> {
  const rows = await shelf(await getDb());
  return csvLine(STOCK_CSV_COLUMNS) + rows.map((r) => csvLine([r.slug, r.colour, r.size, r.on_hand])).join('');
}

const key = (slug: string, colour: string, size: string) => `${slug}\u0000${colour.toLowerCase()}\u0000${size.toLowerCase()}`;

/** Checks every row against the shop as it is now; the changes are present only when there is no problem. */
export async function checkStockCsv(db: Db, text: string): Promise<{ report: StockCsvReport; changes: StockCsvChange[] | null }> {
  const parsed = parseCsv(text);
  const problems: StockCsvProblem[] = [];
  if (parsed.error) problems.push({ line: parsed.error.line, column: '', message: parsed.error.message });
  const [header, ...records] = parsed.records;
  const expected = STOCK_CSV_COLUMNS.join(',');
  if (!header || header.cells.map((c) => c.trim().toLowerCase()).join(',') !== expected) {
    problems.push({ line: header?.line ?? 1, column: '', message: `The first line must be the column names ${expected}, as in the stock download.` });
    return { report: { rows: records.length, changes: 0, unchanged: 0, problems }, changes: null };
  }
  const all = await shelf(db);
  const sizes = new Map(all.map((r) => [key(r.slug, r.colour, r.size), r]));
  const slugs = new Set(all.map((r) => r.slug));
  const colours = new Set(all.map((r) => key(r.slug, r.colour, '')));
  const seen = new Map<string, number>();
  const changes: StockCsvChange[] = [];
  let unchanged = 0;
  for (const { line, cells } of records) {
    if (cells.length !== STOCK_CSV_COLUMNS.length) {
      problems.push({ line, column: '', message: `This row has ${cells.length} cells; it needs ${STOCK_CSV_COLUMNS.length}: ${expected}.` });
      continue;
    }
    const [slug, colour, size, count] = cells.map((c) => c.trim()) as [string, string, string, string];
    if (!slugs.has(slug)) {
      problems.push({ line, column: 'product_slug', message: `No product has the slug '${slug}'.` });
      continue;
    }
    const row = sizes.get(key(slug, colour, size));
    if (!row) {
      if (colours.has(key(slug, colour, ''))) problems.push({ line, column: 'size', message: `${slug} in ${colour} has no size '${size}'.` });
      else problems.push({ line, column: 'colour', message: `${slug} has no colour '${colour}'.` });
      continue;
    }
    const k = key(slug, colour, size);
    const earlier = seen.get(k);
    if (earlier !== undefined) {
      problems.push({ line, column: 'size', message: `This size is already on line ${earlier}; keep one row per size.` });
      continue;
    }
    seen.set(k, line);
    if (!/^\d+$/.test(count) || Number(count) > MAX_UNITS) {
      problems.push({ line, column: 'on_hand', message: count === '' ? 'Fill in the count on hand.' : `'${count}' is not a whole number of units from 0 to ${MAX_UNITS.toLocaleString('en-IN')}.` });
      continue;
    }
    const to = Number(count);
    if (to < row.reserved) {
      problems.push({ line, column: 'on_hand', message: `Open orders hold ${row.reserved} of this size, so on hand cannot go below ${row.reserved}.` });
      continue;
    }
    if (to === row.on_hand) unchanged += 1;
    else changes.push({ sizeId: row.size_id, line, label: `${slug} ${row.colour} ${row.size}`, from: row.on_hand, to, reserved: row.reserved });
  }
  problems.sort((a, b) => a.line - b.line);
  return { report: { rows: records.length, changes: changes.length, unchanged, problems }, changes: problems.length === 0 ? changes : null };
}

type Ctx = { requestId: string | null; clientAddress: string | null };

/**
 * Applies a stock file in one transaction: every changed size gets its movement, and the import
 * gets one audit row. The file is checked again inside the transaction, so a count that moved
 * since the dry run is judged as it is now; any problem writes nothing.
 */
export async function applyStockCsv(staff: StaffMember, text: string, ctx: Ctx): Promise<StockCsvReport> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { report, changes } = await checkStockCsv(tx, text);
    if (!changes) throw conflict(`The file has ${report.problems.length} ${report.problems.length === 1 ? 'problem' : 'problems'}. Nothing was written.`, report);
    for (const c of changes) {
      await tx.insert(sizeStock).values({ sizeId: c.sizeId }).onConflictDoNothing();
      // Each size moves by the difference from its count now; the conditional update refuses one that would fall below what orders hold.
      const [now] = await query<{ on_hand: number }>(tx, sql`select on_hand from size_stock where size_id = ${c.sizeId} for update`);
      const moved = await moveStock(tx, { sizeId: c.sizeId, onHandDelta: c.to - Number(now!.on_hand), reservedDelta: 0, reason: 'import', actor: { kind: 'staff', id: staff.id }, note: 'stock import' });
      if (!moved) throw conflict(`Line ${c.line}: orders took units of ${c.label} while importing. Check the file again.`, report);
    }
    await recordAudit(tx, {
      staff,
      action: 'stock.import',
      entity: 'stock',
      entityId: 'csv',
      before: Object.fromEntries(changes.map((c) => [c.sizeId, c.from])),
      after: { rows: report.rows, changed: changes.length, counts: Object.fromEntries(changes.map((c) => [c.sizeId, c.to])) },
      ...ctx,
    });
    return report;
  });
}
