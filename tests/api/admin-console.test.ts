import { beforeAll, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { followExport } from '../support/follow-export';
import { get, post } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { customers, orders } from '../../src/server/platform/db/schema';
import { newId } from '../../src/server/platform/db/ids';
import { moveOrder } from '../../src/server/orders/transitions';
import { todaysWork } from '../../src/server/orders/todays-work';
import { item, newAddress, newCustomer, newProduct, orderPayload } from '../fixtures/checkout-data';
import { consoleHeaders, newStaff, type TestStaff } from '../fixtures/staff';

useTestDatabase();

const system = { actor: { kind: 'system' } } as const;

/** A ₹499 product: COD orders total ₹598 (₹99 shipping), online ones ₹538 (₹39). */
async function placeOrder(shopper: { token: string }, method: 1 | 2): Promise<string> {
  const addressId = await newAddress(shopper.token);
  const product = await newProduct({ pricePaise: 49_900 });
  const shipping = method === 1 ? 99 : 39;
  const r = await post('/api/web/order/create', orderPayload([item(product)], addressId, { subtotal: 499, shippingCharge: shipping, total: 499 + shipping }, method), { token: shopper.token });
  expect(r.status).toBe(200);
  return r.body.data.orderId as string;
}

async function move(orderId: string, ...moves: Parameters<typeof moveOrder>[2][]) {
  const db = await getDb();
  for (const m of moves) await db.transaction((tx) => moveOrder(tx, orderId, m, system));
}

let owner: TestStaff;
let support: TestStaff;
let shopper: { id: string; token: string; mobileNumber: string };

beforeAll(async () => {
  owner = await newStaff('owner');
  support = await newStaff('support');
  shopper = await newCustomer('Lakshmi Narayanan');
});

describe("the home page's figures", () => {
  test("today's work counts each kind of order and sums what was paid today", async () => {
    const cod1 = await placeOrder(shopper, 1); // COD to confirm (placed yesterday, below)
    await placeOrder(shopper, 1); // placed today, COD to confirm
    const online = await placeOrder(shopper, 2); // pending payment: not yet to pack
    const paid = await placeOrder(shopper, 2);
    await move(paid, 'paymentSucceeded'); // paid today ₹538, to pack
    const shipped = await placeOrder(shopper, 1);
    await move(shipped, 'confirm', 'ship'); // shipped
    const db = await getDb();
    // An order placed yesterday (India time) is not today's but still waits for confirmation.
    await db.update(orders).set({ createdAt: sql`now() - interval '2 days'` }).where(eq(orders.id, cod1));
    void online;
    const work = await todaysWork();
    expect(work).toMatchObject({ ordersToday: 4, codToConfirm: 2, toPack: 1, inTransit: 1, paidTodayPaise: 53_800 });
    expect(work.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('customers', () => {
  test('the list searches by name or part of the mobile number and pages 25 at a time', async () => {
    const db = await getDb();
    await db.insert(customers).values(
      Array.from({ length: 27 }, (_, i) => ({ id: newId(), name: `Pageable Shopper ${i + 1}`, mobileNumber: `70000000${String(i + 10).padStart(2, '0')}` })),
    );
    const byName = await get('/api/admin/customers?q=lakshmi', { headers: consoleHeaders(support.cookie) });
    expect(byName.status).toBe(200);
    // Lakshmi R. is a buyer of the demo catalog (her reviews are of her delivered demo orders).
    expect(byName.body.data.rows.map((r: { name: string }) => r.name)).toEqual(['Lakshmi Narayanan', 'Lakshmi R.']);
    const byMobile = await get('/api/admin/customers?q=7000000036', { headers: consoleHeaders(support.cookie) });
    expect(byMobile.body.data.rows.map((r: { name: string }) => r.name)).toEqual(['Pageable Shopper 27']);
    const page2 = await get('/api/admin/customers?q=Pageable&page=2', { headers: consoleHeaders(support.cookie) });
    expect([page2.body.data.total, page2.body.data.pages, page2.body.data.rows.length]).toEqual([27, 2, 2]);
    const bad = await get('/api/admin/customers?page=0', { headers: consoleHeaders(support.cookie) });
    expect(bad.status).toBe(400);
  });

  test('the detail shows orders, addresses, lifetime value of paid orders and COD returned to origin, and no secrets', async () => {
    const buyer = await newCustomer('Devi Shankar');
    const codPaid = await placeOrder(buyer, 1);
    await move(codPaid, 'confirm', 'ship', 'deliver', 'codCollected'); // ₹598 paid
    const onlinePaid = await placeOrder(buyer, 2);
    await move(onlinePaid, 'paymentSucceeded'); // ₹538 paid
    const rto = await placeOrder(buyer, 1);
    await move(rto, 'confirm', 'ship', 'returnToOrigin'); // COD returned to origin, unpaid
    const r = await get(`/api/admin/customers/${buyer.id}`, { headers: consoleHeaders(support.cookie) });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ name: 'Devi Shankar', lifetimeValuePaise: 113_600, codReturnedToOrigin: 1 });
    expect(r.body.data.orders).toHaveLength(3);
    expect(r.body.data.addresses.length).toBeGreaterThanOrEqual(1);
    expect(r.text).not.toMatch(/token|otp|code_hash|session/i);
    const missing = await get('/api/admin/customers/ffffffffffffffffffffffff', { headers: consoleHeaders(support.cookie) });
    expect([missing.status, missing.body.message]).toEqual([404, 'No customer has this id. Go back to the customer list and try again.']);
  });

  test('support adds a note; it shows on the customer with who wrote it, and an empty note answers 400', async () => {
    const r = await post(`/api/admin/customers/${shopper.id}/notes`, { body: 'Prefers delivery after 6 pm.' }, { headers: consoleHeaders(support.cookie) });
    expect(r.status).toBe(201);
    const detail = await get(`/api/admin/customers/${shopper.id}`, { headers: consoleHeaders(support.cookie) });
    expect(detail.body.data.notes).toMatchObject([{ body: 'Prefers delivery after 6 pm.', staffName: support.name }]);
    const empty = await post(`/api/admin/customers/${shopper.id}/notes`, { body: '   ' }, { headers: consoleHeaders(support.cookie) });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ path: 'body', message: 'Write the note first.' }]);
  });
});

describe('the audit log', () => {
  test('the owner filters by staff member and entity; the CSV quotes fields and defuses formulas', async () => {
    await post(`/api/admin/customers/${shopper.id}/notes`, { body: '=HYPERLINK("http://evil.example","click"), then call' }, { headers: consoleHeaders(support.cookie) });
    await post('/api/admin/staff/invite', { email: 'audit-me@kanmani.test', role: 'support' }, { headers: consoleHeaders(owner.cookie) });

    const bySupport = await get(`/api/admin/audit?staff=${support.id}`, { headers: consoleHeaders(owner.cookie) });
    expect(bySupport.status).toBe(200);
    // Newest first: two notes, then the member's own sign-in (issue 26 made sign-ins audit rows).
    expect(bySupport.body.data.rows.map((r: { action: string }) => r.action)).toEqual(['customer.note', 'customer.note', 'staff.sign_in']);
    const invites = await get('/api/admin/audit?entity=staff_invite', { headers: consoleHeaders(owner.cookie) });
    expect(invites.body.data.rows).toMatchObject([{ staffEmail: owner.email, action: 'staff.invite', after: { email: 'audit-me@kanmani.test', role: 'support' } }]);
    const future = await get('/api/admin/audit?from=2099-01-01', { headers: consoleHeaders(owner.cookie) });
    expect(future.body.data.total).toBe(0);
    const badDate = await get('/api/admin/audit?from=yesterday', { headers: consoleHeaders(owner.cookie) });
    expect(badDate.status).toBe(400);

    const csv = await followExport(`/api/admin/audit/export?staff=${support.id}`, consoleHeaders(owner.cookie));
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="kanmani-audit.csv"');
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toBe('time,staff name,staff email,action,entity,entity id,before,after,request id,client address');
    expect(lines).toHaveLength(5); // header, two notes, the sign-in, and the empty string after the last CRLF
    expect(lines[1]).toContain(`,${support.name},${support.email},customer.note,customer,${shopper.id},,`);
    expect(lines[1]).toContain('"{""body"":""=HYPERLINK(\\""http://evil.example\\"",\\""click\\""), then call""');
    expect(lines[1]).toMatch(/,127\.0\.0\.1$/);
  });

  test('a cell a spreadsheet would run as a formula is exported with a leading quote', async () => {
    const invite = await post('/api/admin/staff/invite', { email: 'formula@kanmani.test', role: 'fulfilment' }, { headers: consoleHeaders(owner.cookie) });
    const token = new URL(invite.body.data.link as string).searchParams.get('token')!;
    const accepted = await post('/api/admin/invites/accept', { token, name: '=2+3,"x"', password: 'formula-person-pass' }, { headers: consoleHeaders() });
    expect(accepted.status).toBe(200);
    const csv = await followExport(`/api/admin/audit/export?staff=${accepted.body.data.staff.id}`, consoleHeaders(owner.cookie));
    const row = csv.text.split('\r\n')[1]!;
    expect(row).toContain(`,"'=2+3,""x""",formula@kanmani.test,staff.invite_accept,staff,`);
  });
});

describe('the audit log is append-only', () => {
  test('the database refuses to change or delete an audit row', async () => {
    const db = await getDb();
    const changed = await db.execute(sql`update audit_events set action = 'nothing happened'`).catch((e: unknown) => e);
    expect(((changed as Error).cause as Error).message).toBe('audit rows are never changed or deleted');
    const deleted = await db.execute(sql`delete from audit_events`).catch((e: unknown) => e);
    expect(((deleted as Error).cause as Error).message).toBe('audit rows are never changed or deleted');
  });
});
