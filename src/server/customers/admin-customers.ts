import { sql } from 'drizzle-orm';
import { countsAsRevenue, netPaidPaise } from '#server/orders';
import { getDb, query } from '#server/platform/db/client';
import { customerNotes } from '#server/platform/db/schema/index';
import { notFound } from '#server/platform/errors';
import { recordAudit } from '#server/audit';
import type { StaffMember, AuditCtx } from '#server/staff';
import { PAYMENT_METHOD } from '#lib/shipping';
import { ORDER_STATUS } from '#lib/order-status';

export const CUSTOMERS_PER_PAGE = 25;

export type CustomerListRow = { id: string; name: string; mobileNumber: string; email: string | null; orders: number; createdAt: string };

/** Customers newest first; `q` matches part of the name or of the mobile number. */
export async function listCustomers(opts: { q?: string | undefined; page: number }): Promise<{ rows: CustomerListRow[]; total: number; page: number; pages: number }> {
  const db = await getDb();
  const q = opts.q?.trim() ?? '';
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = q ? sql`where c.name ilike ${like} or c.mobile_number like ${like}` : sql``;
  const offset = (opts.page - 1) * CUSTOMERS_PER_PAGE;
  const [count] = await query<{ n: number }>(db, sql`select count(*)::int as n from customers c ${where}`);
  const rows = await query<{ id: string; name: string; mobile_number: string; email: string | null; orders: number; created_at: string }>(
    db,
    sql`select c.id, c.name, c.mobile_number, c.email, c.created_at,
          (select count(*)::int from orders o where o.customer_id = c.id) as orders
        from customers c ${where}
        order by c.created_at desc, c.id desc
        limit ${CUSTOMERS_PER_PAGE} offset ${offset}`,
  );
  const total = count?.n ?? 0;
  return {
    rows: rows.map((r) => ({ id: r.id, name: r.name, mobileNumber: r.mobile_number, email: r.email, orders: r.orders, createdAt: new Date(r.created_at).toISOString() })),
    total,
    page: opts.page,
    pages: Math.max(1, Math.ceil(total / CUSTOMERS_PER_PAGE)),
  };
}

export type CustomerDetail = {
  id: string;
  name: string;
  mobileNumber: string;
  email: string | null;
  createdAt: string;
  lifetimeValuePaise: number;
  codReturnedToOrigin: number;
  orders: { id: string; status: number; paymentMethod: number; paymentStatus: number; totalPaise: number; createdAt: string }[];
  addresses: { id: string; contactPerson: string; doorNo: string; address: string; landmark: string | null; city: string; district: string; state: string; pincode: string; mobile: string | null; isCurrent: boolean }[];
  notes: { id: number; body: string; staffName: string; createdAt: string }[];
};

/** One customer with what staff need: orders, addresses, notes, lifetime value (paid orders net of refunds), COD orders returned to origin. */
export async function customerDetail(id: string): Promise<CustomerDetail | undefined> {
  const db = await getDb();
  const [c] = await query<{ id: string; name: string; mobile_number: string; email: string | null; created_at: string }>(db, sql`select id, name, mobile_number, email, created_at from customers where id = ${id}`);
  if (!c) return undefined;
  const orders = await query<{ id: string; status: number; payment_method: number; payment_status: number; total_paise: number; net_paise: string | number; created_at: string }>(
    db,
    sql`select o.id, o.status, o.payment_method, o.payment_status, o.total_paise, case when ${countsAsRevenue} then ${netPaidPaise} else 0 end as net_paise, o.created_at
      from orders o where o.customer_id = ${id} order by o.created_at desc, o.id desc`,
  );
  const addresses = await query<Record<string, unknown>>(
    db,
    sql`select id, contact_person, door_no, address, landmark, city, district, state, pincode, mobile, is_current from addresses where customer_id = ${id} order by is_current desc, created_at desc`,
  );
  const notes = await query<{ id: number; body: string; staff_name: string; created_at: string }>(
    db,
    sql`select n.id, n.body, s.name as staff_name, n.created_at from customer_notes n join staff s on s.id = n.staff_id where n.customer_id = ${id} order by n.id desc`,
  );
  return {
    id: c.id,
    name: c.name,
    mobileNumber: c.mobile_number,
    email: c.email,
    createdAt: new Date(c.created_at).toISOString(),
    // What the shop kept: paid orders net of refunds, cancelled ones left out (issue 35).
    lifetimeValuePaise: orders.reduce((sum, o) => sum + Number(o.net_paise), 0),
    codReturnedToOrigin: orders.filter((o) => o.payment_method === PAYMENT_METHOD.COD && o.status === ORDER_STATUS.RETURNED_TO_ORIGIN).length,
    orders: orders.map((o) => ({ id: o.id, status: o.status, paymentMethod: o.payment_method, paymentStatus: o.payment_status, totalPaise: o.total_paise, createdAt: new Date(o.created_at).toISOString() })),
    addresses: addresses.map((a) => ({
      id: String(a.id),
      contactPerson: String(a.contact_person),
      doorNo: String(a.door_no),
      address: String(a.address),
      landmark: (a.landmark as string | null) ?? null,
      city: String(a.city),
      district: String(a.district),
      state: String(a.state),
      pincode: String(a.pincode),
      mobile: (a.mobile as string | null) ?? null,
      isCurrent: a.is_current === true,
    })),
    notes: notes.map((n) => ({ id: Number(n.id), body: n.body, staffName: n.staff_name, createdAt: new Date(n.created_at).toISOString() })),
  };
}

export async function addCustomerNote(actor: StaffMember, customerId: string, body: string, ctx: AuditCtx): Promise<number> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [c] = await query<{ id: string }>(tx, sql`select id from customers where id = ${customerId}`);
    if (!c) throw notFound('No customer has this id. Go back to the customer list and try again.');
    const [row] = await tx.insert(customerNotes).values({ customerId, staffId: actor.id, body }).returning({ id: customerNotes.id });
    await recordAudit(tx, { staff: actor, action: 'customer.note', entity: 'customer', entityId: customerId, after: { noteId: row!.id, body }, ...ctx });
    return row!.id;
  });
}
