import { sql, type SQL } from 'drizzle-orm';
import { getDb, query } from '#server/platform/db/client';
import { csvLine } from '#lib/csv';

export type AuditFilter = { staffId?: string | undefined; entity?: string | undefined; from?: string | undefined; to?: string | undefined };
export type AuditRow = {
  id: number;
  createdAt: string;
  staffName: string | null;
  staffEmail: string;
  action: string;
  entity: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  requestId: string | null;
  clientAddress: string | null;
};

export const AUDIT_PER_PAGE = 50;
export const EXPORT_LIMIT = 50_000;

/** `from` and `to` are India calendar days (YYYY-MM-DD), both included. */
function whereOf(f: AuditFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.staffId) parts.push(sql`a.staff_id = ${f.staffId}`);
  if (f.entity) parts.push(sql`a.entity = ${f.entity}`);
  if (f.from) parts.push(sql`a.created_at >= (${f.from}::date)::timestamp at time zone 'Asia/Kolkata'`);
  if (f.to) parts.push(sql`a.created_at < ((${f.to}::date) + 1)::timestamp at time zone 'Asia/Kolkata'`);
  return sql.join(parts, sql` and `);
}

async function select(f: AuditFilter, limit: number, offset: number): Promise<AuditRow[]> {
  const db = await getDb();
  const rows = await query<Record<string, unknown>>(
    db,
    // A shopper's own action (migration 0064) reads as 'Shopper' and their name; their mobile stays out of the log.
    sql`select a.id, a.created_at, coalesce(s.name, 'Shopper ' || c.name) as staff_name, coalesce(a.staff_email, '') as staff_email,
               a.action, a.entity, a.entity_id, a.before, a.after, a.request_id, a.client_address
        from audit_events a left join staff s on s.id = a.staff_id left join customers c on c.id = a.customer_id
        where ${whereOf(f)} order by a.created_at desc, a.id desc limit ${limit} offset ${offset}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    createdAt: new Date(r.created_at as string).toISOString(),
    staffName: (r.staff_name as string | null) ?? null,
    staffEmail: String(r.staff_email),
    action: String(r.action),
    entity: String(r.entity),
    entityId: String(r.entity_id),
    before: (r.before as Record<string, unknown> | null) ?? null,
    after: (r.after as Record<string, unknown> | null) ?? null,
    requestId: (r.request_id as string | null) ?? null,
    clientAddress: (r.client_address as string | null) ?? null,
  }));
}

export async function listAudit(f: AuditFilter, page: number): Promise<{ rows: AuditRow[]; total: number; page: number; pages: number }> {
  const db = await getDb();
  const [count] = await query<{ n: number }>(db, sql`select count(*)::int as n from audit_events a where ${whereOf(f)}`);
  const total = count?.n ?? 0;
  return { rows: await select(f, AUDIT_PER_PAGE, (page - 1) * AUDIT_PER_PAGE), total, page, pages: Math.max(1, Math.ceil(total / AUDIT_PER_PAGE)) };
}

export async function auditEntities(): Promise<string[]> {
  const rows = await query<{ entity: string }>(await getDb(), sql`select distinct entity from audit_events order by entity`);
  return rows.map((r) => r.entity);
}

const HEADER = ['time', 'staff name', 'staff email', 'action', 'entity', 'entity id', 'before', 'after', 'request id', 'client address'];

/** The filtered log as CSV, newest first (at most 50,000 rows). */
export async function auditCsv(f: AuditFilter): Promise<string> {
  const rows = await select(f, EXPORT_LIMIT, 0);
  return (
    csvLine(HEADER) +
    rows.map((r) => csvLine([r.createdAt, r.staffName, r.staffEmail, r.action, r.entity, r.entityId, r.before, r.after, r.requestId, r.clientAddress])).join('')
  );
}
