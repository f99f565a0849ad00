import { beforeAll, describe, expect, test } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { useTestDatabase } from '../support/db';
import { dispatch, get, post } from '../support/api';
import { followExport } from '../support/follow-export';
import { getDb } from '../../src/server/platform/db/client';
import { auditEvents, customers, orderEvents, orders, products } from '../../src/server/platform/db/schema';
import { catalogChanged, item, newAddress, newCustomer, newProduct, orderPayload } from '../fixtures/checkout-data';
import { consoleHeaders, newStaff, type TestStaff } from '../fixtures/staff';

useTestDatabase();

let manager: TestStaff;
let packer: TestStaff;
let support: TestStaff;

beforeAll(async () => {
  manager = await newStaff('manager');
  packer = await newStaff('fulfilment');
  support = await newStaff('support');
});

const act = (who: TestStaff, path: string, body: unknown = {}) => post(`/api/admin/orders/${path}`, body, { headers: consoleHeaders(who.cookie) });
const num = (id: string) => id.slice(-5);

/**
 * A ₹499 pair of 'Cotton Leggings' (Black, M) ordered cash on delivery by `name` on `mobile`
 * (₹598 with ₹99 shipping), placed at `at` when given.
 */
async function place(name: string, mobile: string, at?: string): Promise<string> {
  const db = await getDb();
  const shopper = await newCustomer(name);
  await db.update(customers).set({ mobileNumber: mobile }).where(eq(customers.id, shopper.id));
  const addressId = await newAddress(shopper.token);
  const product = await newProduct({ pricePaise: 49_900 });
  await db.update(products).set({ name: 'Cotton Leggings' }).where(eq(products.id, product.productId));
  await catalogChanged();
  const r = await post('/api/web/order/create', orderPayload([item({ ...product, name: 'Cotton Leggings' })], addressId, { subtotal: 499, shippingCharge: 99, total: 598 }, 1), { token: shopper.token });
  expect(r.status).toBe(200);
  const orderId = r.body.data.orderId as string;
  if (at) await db.update(orders).set({ createdAt: new Date(at) }).where(eq(orders.id, orderId));
  return orderId;
}

async function confirmed(name: string, mobile: string): Promise<string> {
  const id = await place(name, mobile);
  expect((await act(packer, `${id}/confirm`)).status).toBe(200);
  return id;
}

async function statusOf(id: string): Promise<number> {
  const [o] = await (await getDb()).select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  return o!.status;
}

async function shipRecords(ids: string[]) {
  const db = await getDb();
  const events = await db.select().from(orderEvents).where(and(inArray(orderEvents.orderId, ids), eq(orderEvents.kind, 'ship')));
  const audits = await db.select().from(auditEvents).where(and(inArray(auditEvents.entityId, ids), eq(auditEvents.action, 'order.ship')));
  return { events, audits };
}

const HEADER = 'Order,Placed (IST),Customer,Mobile,PIN,Items,Pieces,Subtotal (₹),Shipping (₹),COD charge (₹),Paid online discount (₹),Total (₹),Payment method,Payment status,Status,Courier,AWB\r\n';

describe('the orders export', () => {
  test('gives the queue as filtered: the orders placed on the chosen days, newest first, with their AWB; a formula in a name is shown, not run', async () => {
    const first = await place('Anitha Raman', '9800000001', '2026-03-01T10:15:00+05:30');
    const second = await place('=HYPERLINK("http://x.example")', '9800000002', '2026-03-02T23:30:00+05:30');
    await place('Bala Murugan', '9800000003', '2026-03-03T00:10:00+05:30');
    await act(packer, `${first}/confirm`);
    await act(packer, `${first}/ship`, { courier: 'Delhivery', awb: 'DLV20000001', trackingUrl: 'https://www.delhivery.com/track/package/DLV20000001' });

    const file = await followExport('/api/admin/orders/export?from=2026-03-01&to=2026-03-02&method=1&page=3', consoleHeaders(support.cookie));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="kanmani-orders.csv"');
    expect(file.text).toBe(
      HEADER +
        `#${num(second)},2026-03-02 23:30,"'=HYPERLINK(""http://x.example"")",9800000002,600040,"Cotton Leggings (Black, M) x 1",1,499.00,99.00,0.00,0.00,598.00,Cash on delivery,Pending,Waiting For Confirmation,,\r\n` +
        `#${num(first)},2026-03-01 10:15,Anitha Raman,9800000001,600040,"Cotton Leggings (Black, M) x 1",1,499.00,99.00,0.00,0.00,598.00,Cash on delivery,Pending,Shipped,Delhivery,DLV20000001\r\n`,
    );

    // The file holds names and mobile numbers: who took it, with which filters, is in the audit log.
    const taken = await (await getDb()).select().from(auditEvents).where(and(eq(auditEvents.action, 'orders.export'), eq(auditEvents.staffId, support.id)));
    expect(taken.map((a) => a.after)).toEqual([{ filters: { from: '2026-03-01', to: '2026-03-02', method: '1' } }]);

    const shippedOnly = await followExport('/api/admin/orders/export?from=2026-03-01&to=2026-03-03&status=6', consoleHeaders(packer.cookie));
    expect(shippedOnly.text).toBe(HEADER + `#${num(first)},2026-03-01 10:15,Anitha Raman,9800000001,600040,"Cotton Leggings (Black, M) x 1",1,499.00,99.00,0.00,0.00,598.00,Cash on delivery,Pending,Shipped,Delhivery,DLV20000001\r\n`);
  });

  test('a filter it cannot read is a 400 naming it, before any file is made', async () => {
    const r = await get('/api/admin/orders/export?from=yesterday', { headers: consoleHeaders(manager.cookie) });
    expect(r.status).toBe(400);
    // The words are the queue filter's own (another part of the console owns them); the field is this export's.
    expect(new Set(r.body.errors.map((e: { path: string }) => e.path))).toEqual(new Set(['from']));
  });
});

const link = (awb: string) => `https://www.delhivery.com/track/package/${awb}`;

describe('bulk ship from a CSV', () => {
  test('the dry run reports a cancelled order, a malformed AWB and an unknown order, and changes nothing; applying ships the three good rows, each with its event and audit row', async () => {
    const good = [await confirmed('Chitra Devi', '9800000011'), await confirmed('Divya Nair', '9800000012'), await confirmed('Esther Paul', '9800000013')];
    const cancelled = await confirmed('Fathima Beevi', '9800000014');
    expect((await act(manager, `${cancelled}/cancel`, { reason: 'Customer asked to cancel' })).status).toBe(200);
    const badAwb = await confirmed('Gayathri Mohan', '9800000015');
    const unknown = good.some((id) => num(id) === 'abcde') ? 'abcdf' : 'abcde';
    const csv = [
      'Order number,Courier,AWB number,Tracking link',
      `#${num(good[0]!)},Delhivery,DLV30000001,${link('DLV30000001')}`,
      `${num(good[1]!)},Delhivery,DLV30000002,${link('DLV30000002')}`,
      `#${num(good[2]!)},Blue Dart,BD30000003,https://www.bluedart.com/track/BD30000003`,
      `#${num(cancelled)},Delhivery,DLV30000004,${link('DLV30000004')}`,
      `#${num(badAwb)},Delhivery,DLV-5,${link('DLV-5')}`,
      `#${unknown},Delhivery,DLV30000006,${link('DLV30000006')}`,
    ].join('\n');

    const dry = await act(packer, 'bulk-ship', { csv, dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body.message).toBe('3 orders are ready to ship; 3 rows have problems. Nothing was changed yet.');
    expect(dry.body.data.rows).toBe(6);
    expect(dry.body.data.ready.map((r: { line: number; number: string; awb: string }) => [r.line, r.number, r.awb])).toEqual([
      [2, num(good[0]!), 'DLV30000001'],
      [3, num(good[1]!), 'DLV30000002'],
      [4, num(good[2]!), 'BD30000003'],
    ]);
    expect(dry.body.data.problems).toEqual([
      { line: 5, column: 'order number', message: `Order #${num(cancelled)} is cancelled, so it cannot ship.` },
      { line: 6, column: 'AWB number', message: 'AWB number must be 8 to 20 letters or digits, with no spaces or dashes.' },
      { line: 7, column: 'order number', message: `No order has the number #${unknown}. Check it in the order queue.` },
    ]);
    for (const id of [...good, badAwb]) expect(await statusOf(id)).toBe(2);
    expect(await shipRecords([...good, cancelled, badAwb])).toEqual({ events: [], audits: [] });

    const applied = await act(packer, 'bulk-ship', { csv, dryRun: false });
    expect(applied.status).toBe(200);
    expect(applied.body.message).toBe('3 orders shipped; 3 rows did not ship.');
    expect(applied.body.data.shipped.map((r: { line: number; awb: string }) => [r.line, r.awb])).toEqual([
      [2, 'DLV30000001'],
      [3, 'DLV30000002'],
      [4, 'BD30000003'],
    ]);
    expect(applied.body.data.problems.map((p: { line: number }) => p.line)).toEqual([5, 6, 7]);
    for (const id of good) expect(await statusOf(id)).toBe(6);
    expect(await statusOf(cancelled)).toBe(5);
    expect(await statusOf(badAwb)).toBe(2);
    const { events, audits } = await shipRecords([...good, cancelled, badAwb]);
    expect(events.map((e) => [e.orderId, e.fromStatus, e.toStatus, e.actorId]).sort()).toEqual(good.map((id) => [id, 2, 6, packer.id]).sort());
    expect(audits.map((a) => [a.entityId, a.staffId, (a.after as { awb: string }).awb]).sort()).toEqual(
      [
        [good[0], packer.id, 'DLV30000001'],
        [good[1], packer.id, 'DLV30000002'],
        [good[2], packer.id, 'BD30000003'],
      ].sort(),
    );
    const detail = await get(`/api/admin/orders/${good[2]}`, { headers: consoleHeaders(support.cookie) });
    expect(detail.body.data.shipment).toMatchObject({ courier: 'Blue Dart', awb: 'BD30000003', trackingUrl: 'https://www.bluedart.com/track/BD30000003' });
  });

  test('a second run finds them shipped; repeated rows and AWB numbers, plain http links, waiting orders and a missing column are each named', async () => {
    const shipped = await confirmed('Hema Latha', '9800000021');
    await act(packer, 'bulk-ship', { csv: `order number,courier,awb number,tracking link\n#${num(shipped)},Delhivery,DLV40000001,${link('DLV40000001')}`, dryRun: false });
    const waiting = await place('Indira Kumar', '9800000022');
    const ready = await confirmed('Jaya Prakash', '9800000023');
    const other = await confirmed('Kamala Das', '9800000024');
    const csv = [
      'order_number,courier,awb,tracking_url',
      `#${num(shipped)},Delhivery,DLV40000002,${link('DLV40000002')}`,
      `#${num(waiting)},Delhivery,DLV40000003,${link('DLV40000003')}`,
      `#${num(ready)},Delhivery,DLV40000004,${link('DLV40000004')}`,
      `#${num(ready)},Delhivery,DLV40000005,${link('DLV40000005')}`,
      `#${num(other)},Delhivery,DLV40000004,http://www.delhivery.com/track/package/DLV40000004`,
    ].join('\r\n');
    const dry = await act(packer, 'bulk-ship', { csv, dryRun: true });
    expect(dry.body.data.ready.map((r: { line: number }) => r.line)).toEqual([4]);
    expect(dry.body.data.problems).toEqual([
      { line: 2, column: 'order number', message: `Order #${num(shipped)} has already shipped (AWB number DLV40000001).` },
      { line: 3, column: 'order number', message: `Order #${num(waiting)} is not confirmed yet: confirm it before it ships.` },
      { line: 5, column: 'order number', message: `Order #${num(ready)} is already on line 4 of this file.` },
      { line: 6, column: 'tracking link', message: 'Tracking link must be a full https:// link to the courier’s tracking page.' },
    ]);

    const sameAwb = await act(packer, 'bulk-ship', { csv: `order number,courier,AWB number,tracking link\n#${num(other)},Delhivery,DLV40000001,${link('DLV40000001')}`, dryRun: true });
    expect(sameAwb.body.data.problems).toEqual([{ line: 2, column: 'AWB number', message: `AWB number DLV40000001 is already on the parcel of order #${num(shipped)}.` }]);

    const noLink = await act(packer, 'bulk-ship', { csv: `order number,courier,AWB number\n#${num(other)},Delhivery,DLV40000009`, dryRun: true });
    expect(noLink.body.data.problems).toEqual([{ line: 1, column: '', message: 'The first line must name the columns order number, courier, AWB number, tracking link. Missing: tracking link.' }]);

    const empty = await act(packer, 'bulk-ship', { csv: '  ', dryRun: true });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ path: 'csv', message: 'Shipping CSV: the file is empty. Choose the file or paste its text.' }]);
  });

  test('support reads orders but cannot bulk-ship (403), and nothing ships', async () => {
    const id = await confirmed('Lakshmi Iyer', '9800000031');
    const r = await act(support, 'bulk-ship', { csv: `order number,courier,AWB number,tracking link\n#${num(id)},Delhivery,DLV50000001,${link('DLV50000001')}`, dryRun: false });
    expect(r.status).toBe(403);
    expect(await statusOf(id)).toBe(2);
  });
});

/** Starts the documents PDF, follows its task, and reads the file's pages as text. */
async function documentsPdf(who: TestStaff, query: string) {
  const headers = consoleHeaders(who.cookie);
  const started = await get(`/api/admin/orders/documents?${query}`, { headers });
  if (started.status !== 202) return { status: started.status, message: started.body.message as string, pages: [] as string[] };
  for (let i = 0; i < 300; i++) {
    const task = await get(`/api/admin/tasks/${started.body.data.id}`, { headers });
    if (task.body.data.answer) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const res = await dispatch(new Request(`http://localhost:4321/api/admin/tasks/${started.body.data.id}/file`, { headers }));
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), { mergePages: false });
  return { status: res.status, message: '', pages: text as string[] };
}

describe('packing slips and invoices as one PDF', () => {
  test('selected orders: a confirmed one gives its slip, a shipped one its slip and its tax invoice, one page each', async () => {
    const waiting = await confirmed('Meena Sundar', '9800000041');
    const gone = await confirmed('Nila Varma', '9800000042');
    await act(packer, `${gone}/ship`, { courier: 'Delhivery', awb: 'DLV60000001', trackingUrl: link('DLV60000001') });
    const pdf = await documentsPdf(packer, `ids=${waiting},${gone}`);
    expect(pdf.status).toBe(200);
    expect(pdf.pages).toHaveLength(3);
    expect(pdf.pages[0]).toContain(`Kanmani · Order #${num(waiting)}`);
    // The address's contact person receives the parcel; the fixture's address is Kavya Iyer's.
    expect(pdf.pages[0]).toContain('Deliver to\nKavya Iyer\n12B, Gandhi Street, Anna Nagar, Near the bus stand\nChennai, Chennai\nTamil Nadu 600040, India\nPhone: 9876543210');
    expect(pdf.pages[0]).toContain('Cash to collect\n₹598.00\nCash on delivery');
    expect(pdf.pages[0]).toContain('Cotton Leggings Black M 1\nTotal pieces 1');
    expect(pdf.pages[1]).toContain(`Kanmani · Order #${num(gone)}`);
    expect(pdf.pages[2]).toContain('Tax invoice');
    expect(pdf.pages[2]).toContain(`Order: #${num(gone)}`);
    expect(pdf.pages[2]).toContain('Invoice value: ₹598.00 (prices include GST)');
  });

  test('the filtered queue when nothing is selected; an order with nothing to print is named; support gets 403', async () => {
    const only = await place('Oviya Raj', '9800000051', '2026-04-01T09:00:00+05:30');
    await act(packer, `${only}/confirm`);
    const pdf = await documentsPdf(packer, 'from=2026-04-01&to=2026-04-01');
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]).toContain(`Kanmani · Order #${num(only)}`);

    const waiting = await place('Padma Rani', '9800000052');
    const refused = await documentsPdf(packer, `ids=${only},${waiting}`);
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(
      `Nothing to print for order #${num(waiting)}: a packing slip is for a confirmed order not yet delivered, and an invoice is issued when the order ships. Leave it out of the selection or filter by status.`,
    );
    const none = await documentsPdf(packer, 'from=2030-01-01&to=2030-01-01');
    expect(none).toMatchObject({ status: 400, message: 'No orders match these filters, so there is nothing to print.' });
    expect((await get(`/api/admin/orders/documents?ids=${only}`, { headers: consoleHeaders(support.cookie) })).status).toBe(403);
  });
});
