import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { orders } from '#server/platform/db/schema/index';
import { QUEUE_PAGE_SIZE, type OrderQueueQuery } from '#lib/validation/admin-orders';
import { orderNumber } from '#lib/order-status';
import { classifySearch, namePrefixQuery } from './queue-search';
import { WORK_LIST_CONDITIONS } from './work-lists';

export type QueueRow = {
  id: string;
  number: string;
  createdAt: string;
  customerName: string;
  customerMobile: string;
  status: number;
  paymentMethod: number;
  paymentStatus: number;
  totalPaise: number;
  itemCount: number;
};

export type OrderQueuePage = {
  orders: QueueRow[];
  page: number;
  pageSize: number;
  /** orders matching every filter */
  total: number;
  pages: number;
  /** orders per status matching every filter but the status one, so the tabs show what each holds */
  counts: Record<number, number>;
};

/** The shop's calendar days are India Standard Time days. */
const IST = '+05:30';

function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Matches the GIN index of migration 0012 (the same expression), so a name search never scans the table. */
function byName(name: string): SQL {
  const query = namePrefixQuery(name);
  if (!query) return sql`false`;
  return sql`to_tsvector('simple', ${orders.customerName}) @@ to_tsquery('simple', ${query})`;
}

function searchCondition(q: string): SQL | undefined {
  const s = classifySearch(q);
  if (s.kind === 'mobile') return eq(orders.customerMobile, s.mobile);
  if (s.kind === 'number') {
    const byNumber = sql`right(${orders.id}, 5) = ${s.number}`;
    return s.name === null ? byNumber : or(byNumber, byName(s.name));
  }
  return byName(s.name);
}

/** The queue's filters as one condition; the export reads the same orders the page lists. */
export function queueConditions(f: OrderQueueQuery, withStatus: boolean): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    withStatus && f.status ? (f.status.length === 1 ? eq(orders.status, f.status[0]!) : inArray(orders.status, f.status)) : undefined,
    f.method !== undefined ? eq(orders.paymentMethod, f.method) : undefined,
    f.payment !== undefined ? eq(orders.paymentStatus, f.payment) : undefined,
    f.from ? gte(orders.createdAt, new Date(`${f.from}T00:00:00${IST}`)) : undefined,
    f.to ? lt(orders.createdAt, new Date(`${nextDay(f.to)}T00:00:00${IST}`)) : undefined,
    f.q ? searchCondition(f.q) : undefined,
    f.work ? WORK_LIST_CONDITIONS[f.work] : undefined,
  ];
  return and(...parts.filter((p): p is SQL => p !== undefined));
}

/** One page of the order queue, newest first; the id breaks ties so pages never overlap. */
export async function listOrderQueue(f: OrderQueueQuery): Promise<OrderQueuePage> {
  const db = await getDb();
  const offset = (f.page - 1) * QUEUE_PAGE_SIZE;
  const [rows, countRows] = await Promise.all([
    db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        customerName: orders.customerName,
        customerMobile: orders.customerMobile,
        status: orders.status,
        paymentMethod: orders.paymentMethod,
        paymentStatus: orders.paymentStatus,
        totalPaise: orders.totalPaise,
        // Written out in full: drizzle leaves a lone table's columns unqualified, and a bare "id" here
        // would be the order line's own id.
        itemCount: sql<number>`(select coalesce(sum(i.quantity), 0)::int from order_items i where i.order_id = "orders"."id")`,
      })
      .from(orders)
      .where(queueConditions(f, true))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(QUEUE_PAGE_SIZE)
      .offset(offset),
    db
      .select({ status: orders.status, count: sql<number>`count(*)::int` })
      .from(orders)
      .where(queueConditions(f, false))
      .groupBy(orders.status),
  ]);
  const counts: Record<number, number> = {};
  for (const c of countRows) counts[c.status] = Number(c.count);
  const total = f.status ? [...new Set(f.status)].reduce((sum, s) => sum + (counts[s] ?? 0), 0) : Object.values(counts).reduce((a, b) => a + b, 0);
  return {
    orders: rows.map((r) => ({ ...r, number: orderNumber(r.id), createdAt: r.createdAt.toISOString(), itemCount: Number(r.itemCount) })),
    page: f.page,
    pageSize: QUEUE_PAGE_SIZE,
    total,
    pages: Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE)),
    counts,
  };
}
