import { inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { orders, shipments } from '#server/platform/db/schema/index';
import { refusalOf } from '#server/orders';
import { parseCsv } from '#lib/csv-parse';
import { ORDER_STATUS, PAYMENT_STATUS, orderNumber } from '#lib/order-status';
import { PAYMENT_METHOD } from '#lib/shipping';
import { BULK_SHIP_COLUMNS, BULK_SHIP_FIELD_LABELS, BULK_SHIP_MAX_ROWS, BulkShipRowSchema, type BulkShipRowInput } from '#lib/validation/bulk-ship';

/**
 * The dry run of a bulk-ship sheet: every row checked against the shop as it is now, each problem
 * in the words staff use (the line of the sheet, its column, what is wrong and what to do).
 * Nothing is written; applying runs the same check again and ships only the rows it finds ready.
 */
export type BulkShipProblem = { line: number; column: string; message: string };
export type BulkShipReady = BulkShipRowInput & { line: number; orderId: string; number: string };
export type BulkShipReport = { rows: number; ready: BulkShipReady[]; problems: BulkShipProblem[] };

type OrderRow = typeof orders.$inferSelect;
type Field = 'order' | 'courier' | 'awb' | 'trackingUrl';

/** What a header cell may say for each column, once lower-cased with spaces and underscores as one space. */
const HEADER_NAMES: Record<Field, readonly string[]> = {
  order: ['order number', 'order', 'order no', 'order #'],
  courier: ['courier', 'courier name'],
  awb: ['awb number', 'awb', 'awb no'],
  trackingUrl: ['tracking link', 'tracking url', 'tracking'],
};
const FIELDS = Object.keys(HEADER_NAMES) as Field[];
const normal = (cell: string) => cell.trim().toLowerCase().replace(/[\s_]+/g, ' ');

const NUMBER = /^#?([a-f0-9]{5})$/i;
const FULL_ID = /^[a-f0-9]{24}$/i;

/** Why an order cannot ship, said as staff would say it; null when the machine would let it ship. */
export function shipRefusalInWords(o: OrderRow, awb: string | undefined): string | null {
  const refusal = refusalOf(o, 'ship');
  if (!refusal) return null;
  const n = `Order #${orderNumber(o.id)}`;
  const unpaidOnline = o.paymentMethod === PAYMENT_METHOD.ONLINE && o.paymentStatus !== PAYMENT_STATUS.PAID;
  switch (o.status) {
    case ORDER_STATUS.CANCELLED:
      return `${n} is cancelled, so it cannot ship.`;
    case ORDER_STATUS.SHIPPED:
      return awb ? `${n} has already shipped (AWB number ${awb}).` : `${n} has already shipped.`;
    case ORDER_STATUS.DELIVERED:
      return `${n} has already been delivered.`;
    case ORDER_STATUS.RETURNED_TO_ORIGIN:
      return `${n} came back to the shop (returned to origin), so it cannot ship again.`;
    case ORDER_STATUS.ON_HOLD:
      return `${n} is on hold: release it on its order page before it ships.`;
    case ORDER_STATUS.WAITING:
      return unpaidOnline ? `${n} is not paid yet, so it cannot ship.` : `${n} is not confirmed yet: confirm it before it ships.`;
    default:
      return unpaidOnline ? `${n} is not paid yet, so it cannot ship.` : `${n}: ${refusal}`;
  }
}

/** Which cell holds each column; null with the problem when the first line lacks one. */
function columnsOf(header: string[]): { at: Record<Field, number> } | { missing: string[] } {
  const names = header.map(normal);
  const at = {} as Record<Field, number>;
  const missing: string[] = [];
  FIELDS.forEach((f, i) => {
    const index = names.findIndex((n) => HEADER_NAMES[f].includes(n));
    if (index < 0) missing.push(BULK_SHIP_COLUMNS[i]!);
    else at[f] = index;
  });
  return missing.length ? { missing } : { at };
}

type Row = { line: number; order: string; courier: string; awb: string; trackingUrl: string };

/** The orders the sheet names, by their 5-character number or full id, and the parcels with its AWB numbers. */
async function lookUp(db: Db, rows: Row[]) {
  const numbers = new Set<string>();
  const ids = new Set<string>();
  for (const r of rows) {
    const t = r.order.trim().toLowerCase();
    if (FULL_ID.test(t)) ids.add(t);
    else if (NUMBER.test(t)) numbers.add(NUMBER.exec(t)![1]!);
  }
  const awbs = [...new Set(rows.map((r) => r.awb.trim()).filter(Boolean))];
  const [byNumber, byId, parcels] = await Promise.all([
    numbers.size ? db.select().from(orders).where(inArray(sql`right(${orders.id}, 5)`, [...numbers])) : Promise.resolve([] as OrderRow[]),
    ids.size ? db.select().from(orders).where(inArray(orders.id, [...ids])) : Promise.resolve([] as OrderRow[]),
    awbs.length ? db.select({ orderId: shipments.orderId, awb: shipments.awb }).from(shipments).where(inArray(shipments.awb, awbs)) : Promise.resolve([]),
  ]);
  const found = [...byNumber, ...byId];
  const shipped = found.length
    ? await db.select({ orderId: shipments.orderId, awb: shipments.awb }).from(shipments).where(inArray(shipments.orderId, found.map((o) => o.id)))
    : [];
  return { found, parcels, awbOf: new Map(shipped.map((s) => [s.orderId, s.awb])) };
}

export async function checkBulkShip(db: Db, text: string): Promise<BulkShipReport> {
  const parsed = parseCsv(text);
  const problems: BulkShipProblem[] = [];
  if (parsed.error) problems.push({ line: parsed.error.line, column: '', message: parsed.error.message });
  const [header, ...records] = parsed.records;
  const columns = header ? columnsOf(header.cells) : { missing: [...BULK_SHIP_COLUMNS] };
  if ('missing' in columns) {
    problems.push({ line: header?.line ?? 1, column: '', message: `The first line must name the columns ${BULK_SHIP_COLUMNS.join(', ')}. Missing: ${columns.missing.join(', ')}.` });
    return { rows: records.length, ready: [], problems };
  }
  if (records.length === 0) problems.push({ line: header!.line, column: '', message: 'The file has no orders under its first line: add one row per parcel.' });
  if (records.length > BULK_SHIP_MAX_ROWS) {
    problems.push({ line: records[BULK_SHIP_MAX_ROWS]!.line, column: '', message: `The file has ${records.length} rows; one file ships at most ${BULK_SHIP_MAX_ROWS} orders. Split it into smaller files.` });
    return { rows: records.length, ready: [], problems };
  }
  const at = columns.at;
  const rows: Row[] = records.map(({ line, cells }) => ({
    line,
    order: cells[at.order] ?? '',
    courier: cells[at.courier] ?? '',
    awb: cells[at.awb] ?? '',
    trackingUrl: cells[at.trackingUrl] ?? '',
  }));
  const { found, parcels, awbOf } = await lookUp(db, rows);
  const ready: BulkShipReady[] = [];
  const orderLines = new Map<string, number>();
  const awbLines = new Map<string, number>();
  for (const r of rows) {
    const mine: BulkShipProblem[] = [];
    const problem = (column: string, message: string) => mine.push({ line: r.line, column, message });
    const fields = BulkShipRowSchema.safeParse(r);
    if (!fields.success) for (const issue of fields.error.issues) problem(BULK_SHIP_FIELD_LABELS[issue.path[0] as keyof typeof BULK_SHIP_FIELD_LABELS], issue.message);
    const order = orderOf(r.order, found, problem);
    const awb = r.awb.trim();
    if (order) {
      const earlier = orderLines.get(order.id);
      if (earlier) problem('order number', `Order #${orderNumber(order.id)} is already on line ${earlier} of this file.`);
      else orderLines.set(order.id, r.line);
      const refusal = shipRefusalInWords(order, awbOf.get(order.id));
      if (refusal) problem('order number', refusal);
    }
    if (fields.success) {
      const earlier = awbLines.get(awb.toUpperCase());
      if (earlier) problem('AWB number', `AWB number ${awb} is already on line ${earlier} of this file: each parcel has its own.`);
      else awbLines.set(awb.toUpperCase(), r.line);
      const other = parcels.find((p) => p.awb.toUpperCase() === awb.toUpperCase() && p.orderId !== order?.id);
      if (other) problem('AWB number', `AWB number ${awb} is already on the parcel of order #${orderNumber(other.orderId)}.`);
    }
    if (mine.length) problems.push(...mine);
    else if (order && fields.success) ready.push({ line: r.line, orderId: order.id, number: orderNumber(order.id), ...fields.data });
  }
  return { rows: rows.length, ready, problems };
}

/** The one order a cell names; a missing, malformed, unknown or ambiguous number is reported instead. */
function orderOf(cell: string, found: OrderRow[], problem: (column: string, message: string) => void): OrderRow | null {
  const t = cell.trim().toLowerCase();
  if (!t) {
    problem('order number', 'Order number is missing: give the order number the console shows, like #3fa9c.');
    return null;
  }
  if (FULL_ID.test(t)) {
    const o = found.find((x) => x.id === t);
    if (!o) problem('order number', `No order has the id ${t}.`);
    return o ?? null;
  }
  const m = NUMBER.exec(t);
  if (!m) {
    problem('order number', `Order number must be the 5-character number the console shows, like #3fa9c (found '${cell.trim()}').`);
    return null;
  }
  const matches = found.filter((x) => x.id.endsWith(m[1]!));
  if (matches.length === 0) problem('order number', `No order has the number #${m[1]}. Check it in the order queue.`);
  if (matches.length > 1) problem('order number', `${matches.length} orders have the number #${m[1]}: ship them from their order pages.`);
  return matches.length === 1 ? matches[0]! : null;
}
