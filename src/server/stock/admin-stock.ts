import { desc, eq, sql } from 'drizzle-orm';
import { getDb, query, type Db } from '#server/platform/db/client';
import { productStockThresholds, products, sizeStock, stockMovements } from '#server/platform/db/schema/index';
import { recordAudit } from '#server/audit';
import type { StaffMember } from '#server/staff';
import { conflict, notFound } from '#server/platform/errors';
import type { StockEdit, StockQuery } from '#lib/validation/stock';
import { moveStock, type StockCounts } from './move-stock';

/** The merchant's side of stock (DESIGN.md 13): the list, an edit per size, its ledger. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;
const PAGE_SIZE = 50;

export type StockRow = {
  sizeId: string;
  productId: string;
  productName: string;
  colorName: string;
  sizeName: string;
  onHand: number;
  reserved: number;
  sellable: number;
  threshold: number;
  low: boolean;
};

type RawRow = {
  size_id: string;
  product_id: string;
  product_name: string;
  color_name: string;
  size_name: string;
  on_hand: number;
  reserved: number;
  threshold: number;
  total: number;
};

const toRow = (r: RawRow): StockRow => {
  const onHand = Number(r.on_hand);
  const reserved = Number(r.reserved);
  const threshold = Number(r.threshold);
  return { sizeId: r.size_id, productId: r.product_id, productName: r.product_name, colorName: r.color_name, sizeName: r.size_name, onHand, reserved, sellable: onHand - reserved, threshold, low: onHand - reserved <= threshold };
};

function stockSelect(where: ReturnType<typeof sql>) {
  return sql`select s.id as size_id, p.id as product_id, p.name as product_name, v.name as color_name, s.name as size_name,
      coalesce(st.on_hand, 0)::int as on_hand, coalesce(st.reserved, 0)::int as reserved,
      coalesce(t.low_stock_threshold, ${DEFAULT_LOW_STOCK_THRESHOLD})::int as threshold,
      count(*) over ()::int as total
    from sizes s
    join color_variants v on v.id = s.color_variant_id
    join products p on p.id = v.product_id
    left join size_stock st on st.size_id = s.id
    left join product_stock_thresholds t on t.product_id = p.id
    where ${where}`;
}

export async function listStock(input: StockQuery): Promise<{ rows: StockRow[]; total: number; page: number; pages: number }> {
  const db = await getDb();
  const q = input.q ? `%${input.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = sql`true
    ${q ? sql`and (lower(p.name) like ${q} or p.slug like ${q} or lower(v.name) like ${q})` : sql``}
    ${input.low ? sql`and coalesce(st.on_hand, 0) - coalesce(st.reserved, 0) <= coalesce(t.low_stock_threshold, ${DEFAULT_LOW_STOCK_THRESHOLD})` : sql``}`;
  const offset = (input.page - 1) * PAGE_SIZE;
  const raw = await query<RawRow>(db, sql`${stockSelect(where)} order by p.position, p.name, v.position, s.position limit ${PAGE_SIZE} offset ${offset}`);
  const total = raw[0] ? Number(raw[0].total) : 0;
  return { rows: raw.map(toRow), total, page: input.page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

export async function stockOfSize(db: Db, sizeId: string): Promise<StockRow | null> {
  const [raw] = await query<RawRow>(db, stockSelect(sql`s.id = ${sizeId}`));
  return raw ? toRow(raw) : null;
}

export type Movement = {
  id: number;
  at: string;
  reason: string;
  onHandDelta: number;
  reservedDelta: number;
  onHandAfter: number;
  reservedAfter: number;
  who: string;
  orderId: string | null;
  note: string | null;
};

/** The ledger of one size, newest first. */
export async function movementsOf(sizeId: string, limit = 200): Promise<Movement[]> {
  const db = await getDb();
  const rows = await db.select().from(stockMovements).where(eq(stockMovements.sizeId, sizeId)).orderBy(desc(stockMovements.id)).limit(limit);
  return rows.map((m) => ({
    id: m.id,
    at: m.createdAt.toISOString(),
    reason: m.reason,
    onHandDelta: m.onHandDelta,
    reservedDelta: m.reservedDelta,
    onHandAfter: m.onHandAfter,
    reservedAfter: m.reservedAfter,
    who: m.actorKind === 'staff' ? `staff ${m.actorId ?? ''}`.trim() : m.actorKind,
    orderId: m.orderId,
    note: m.note,
  }));
}

type Ctx = { requestId: string | null; clientAddress: string | null };

/**
 * A staff member's change to one size. The row is locked first, so a 'set' computes its change
 * from the count as it is, and two edits at once apply one after the other: none is lost. On
 * hand may not drop below what open orders hold (409 with the reserved figure).
 */
export async function editStock(staff: StaffMember, sizeId: string, edit: StockEdit, ctx: Ctx): Promise<StockCounts> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const size = await stockOfSize(tx, sizeId);
    if (!size) throw notFound('No size has this id. Go back to the stock list and try again.');
    await tx.insert(sizeStock).values({ sizeId }).onConflictDoNothing();
    const [locked] = await tx.select().from(sizeStock).where(eq(sizeStock.sizeId, sizeId)).for('update');
    const before = { onHand: locked!.onHand, reserved: locked!.reserved };
    const delta = edit.mode === 'set' ? edit.onHand - before.onHand : edit.change;
    const onHand = before.onHand + delta;
    if (onHand < 0) throw conflict(`There are only ${before.onHand} on hand, so ${-delta} cannot be removed.`, { onHand: before.onHand, reserved: before.reserved });
    if (onHand < before.reserved) {
      throw conflict(
        `Open orders hold ${before.reserved} of this size, so on hand cannot go below ${before.reserved}. Ship or cancel those orders first.`,
        { onHand: before.onHand, reserved: before.reserved },
      );
    }
    const reason = edit.mode === 'set' ? 'set' : 'adjust';
    const after = delta === 0 ? before : await moveStock(tx, { sizeId, onHandDelta: delta, reservedDelta: 0, reason, actor: { kind: 'staff', id: staff.id }, note: edit.reason ?? null });
    if (!after) throw conflict('The stock changed while saving. Reload and try again.', before);
    await recordAudit(tx, {
      staff,
      action: 'stock.edit',
      entity: 'size',
      entityId: sizeId,
      before: { onHand: before.onHand, reserved: before.reserved },
      after: { onHand: after.onHand, reserved: after.reserved, reason: edit.reason ?? null },
      ...ctx,
    });
    return after;
  });
}

export async function setLowStockThreshold(staff: StaffMember, productId: string, threshold: number, ctx: Ctx): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
    if (!product) throw notFound('No product has this id. Go back to the stock list and try again.');
    const [old] = await tx.select().from(productStockThresholds).where(eq(productStockThresholds.productId, productId));
    await tx
      .insert(productStockThresholds)
      .values({ productId, lowStockThreshold: threshold })
      .onConflictDoUpdate({ target: productStockThresholds.productId, set: { lowStockThreshold: threshold } });
    await recordAudit(tx, {
      staff,
      action: 'stock.threshold',
      entity: 'product',
      entityId: productId,
      before: { lowStockThreshold: old?.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD },
      after: { lowStockThreshold: threshold },
      ...ctx,
    });
  });
}
