import { beforeAll, describe, expect, test } from 'vitest';
import { and, asc, count, eq } from 'drizzle-orm';
import { followExport } from '../support/follow-export';
import { useTestDatabase } from '../support/db';
import { get, post } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { auditEvents, sizeStock, stockMovements } from '../../src/server/platform/db/schema';
import { item, newAddress, newCustomer, newProduct, orderPayload, type TestProduct } from '../fixtures/checkout-data';
import { consoleHeaders, newStaff, type TestStaff } from '../fixtures/staff';

useTestDatabase();

let manager: TestStaff;
let packer: TestStaff;

beforeAll(async () => {
  manager = await newStaff('manager');
  packer = await newStaff('fulfilment');
});

const slugOf = (p: TestProduct) => p.name.split(' ').at(-1)!;
const HEADER = 'product_slug,colour,size,on_hand\r\n';
const send = (who: TestStaff, csv: string, dryRun: boolean) => post('/api/admin/stock/import', { csv, dryRun }, { headers: consoleHeaders(who.cookie) });

/** Applying answers 202 with a task; like the console, this follows it to the answer it ended with. */
async function follow(who: TestStaff, id: string) {
  for (let i = 0; i < 300; i++) {
    const task = await get(`/api/admin/tasks/${id}`, { headers: consoleHeaders(who.cookie) });
    expect(task.status).toBe(200);
    if (task.body.data.answer) return task.body.data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the stock import task did not end in 30 s');
}

async function onHand(p: TestProduct) {
  const [row] = await (await getDb()).select().from(sizeStock).where(eq(sizeStock.sizeId, p.sizeId));
  return row?.onHand ?? 0;
}

async function importAudits() {
  const [row] = await (await getDb()).select({ n: count() }).from(auditEvents).where(eq(auditEvents.action, 'stock.import'));
  return row!.n;
}

describe('the stock CSV', () => {
  test('the export lists each size with its on-hand count, as a download', async () => {
    const p = await newProduct({ pricePaise: 49_900, stock: 17 });
    const r = await followExport('/api/admin/stock/export', consoleHeaders(packer.cookie));
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="kanmani-stock.csv"');
    const lines = r.text.split('\r\n');
    expect(lines[0]).toBe('product_slug,colour,size,on_hand');
    expect(lines).toContain(`${slugOf(p)},Black,M,17`);
  });

  test('a dry run reports every bad row by line and column and writes nothing', async () => {
    const p = await newProduct({ pricePaise: 49_900, stock: 4 });
    const s = slugOf(p);
    const shopper = await newCustomer('Meena Iyer');
    const addressId = await newAddress(shopper.token);
    const placed = await post('/api/web/order/create', orderPayload([item(p, 3)], addressId, { subtotal: 1497, shippingCharge: 99, total: 1596 }), { token: shopper.token });
    expect(placed.status).toBe(200);
    const csv =
      HEADER +
      `no-such-product,Black,M,5\r\n` +
      `${s},Purple,M,5\r\n` +
      `${s},Black,XXL,5\r\n` +
      `${s},Black,M,-2\r\n` +
      `${s},Black,M,2.5\r\n` +
      `${s},Black,M,2\r\n` +
      `${s},Black\r\n`;
    const r = await send(manager, csv, true);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('The file has 7 problems. Nothing was written.');
    expect(r.body.data.problems).toEqual([
      { line: 2, column: 'product_slug', message: "No product has the slug 'no-such-product'." },
      { line: 3, column: 'colour', message: `${s} has no colour 'Purple'.` },
      { line: 4, column: 'size', message: `${s} in Black has no size 'XXL'.` },
      { line: 5, column: 'on_hand', message: "'-2' is not a whole number of units from 0 to 10,00,000." },
      { line: 6, column: 'size', message: 'This size is already on line 5; keep one row per size.' },
      { line: 7, column: 'size', message: 'This size is already on line 5; keep one row per size.' },
      { line: 8, column: '', message: 'This row has 2 cells; it needs 4: product_slug,colour,size,on_hand.' },
    ]);
    // Only the reserved floor, alone in a file.
    const floor = await send(manager, `${HEADER}${s},Black,M,2\r\n`, true);
    expect(floor.body.data.problems).toEqual([{ line: 2, column: 'on_hand', message: 'Open orders hold 3 of this size, so on hand cannot go below 3.' }]);
    // Applying it anyway starts a task that ends refused, with the same problem.
    const refused = await send(manager, `${HEADER}${s},Black,M,2\r\n`, false);
    expect(refused.status).toBe(202);
    const task = await follow(manager, refused.body.data.id);
    expect(task.state).toBe('failed');
    expect(task.answer).toMatchObject({ status: 409, message: 'The file has 1 problem. Nothing was written.' });
    expect(task.answer.data.problems).toEqual([{ line: 2, column: 'on_hand', message: 'Open orders hold 3 of this size, so on hand cannot go below 3.' }]);
    expect(await onHand(p)).toBe(4);
    expect(await importAudits()).toBe(0);
  });

  test('a wrong header is named, and staff without stock.write cannot import', async () => {
    const r = await send(manager, 'slug,on_hand\r\nx,1\r\n', true);
    expect(r.body.data.problems).toEqual([{ line: 1, column: '', message: 'The first line must be the column names product_slug,colour,size,on_hand, as in the stock download.' }]);
    expect((await send(packer, HEADER, true)).status).toBe(403);
  });

  test('apply moves each changed size with an import movement, in one audit row', async () => {
    const a = await newProduct({ pricePaise: 49_900, stock: 10 });
    const b = await newProduct({ pricePaise: 59_900, stock: 3 });
    const c = await newProduct({ pricePaise: 69_900, stock: 8 });
    const csv = `${HEADER}${slugOf(a)},black,m,25\r\n${slugOf(b)},Black,M,0\r\n${slugOf(c)},Black,M,8\r\n`;
    const dry = await send(manager, csv, true);
    expect(dry.body.message).toBe('The file is ready: 2 sizes change, 1 unchanged. Nothing was written yet.');
    expect(await onHand(a)).toBe(10);
    const before = await importAudits();
    const started = await send(manager, csv, false);
    expect(started.status).toBe(202);
    expect(started.body.message).toBe('The stock import has started. This page shows its progress.');
    const task = await follow(manager, started.body.data.id);
    expect(task).toMatchObject({ state: 'done', done: 2, total: 2 });
    expect(task.answer).toMatchObject({ status: 200, message: 'Stock imported: 2 sizes changed.' });
    expect([await onHand(a), await onHand(b), await onHand(c)]).toEqual([25, 0, 8]);
    const db = await getDb();
    const moves = await db
      .select({ reason: stockMovements.reason, delta: stockMovements.onHandDelta, note: stockMovements.note, actor: stockMovements.actorId })
      .from(stockMovements)
      .where(and(eq(stockMovements.sizeId, a.sizeId), eq(stockMovements.reason, 'import')))
      .orderBy(asc(stockMovements.id));
    expect(moves).toEqual([{ reason: 'import', delta: 15, note: 'stock import', actor: manager.id }]);
    expect(await importAudits()).toBe(before + 1);
    const [audit] = await db.select().from(auditEvents).where(eq(auditEvents.action, 'stock.import'));
    expect(audit!.before).toEqual({ [a.sizeId]: 10, [b.sizeId]: 3 });
    expect(audit!.after).toMatchObject({ rows: 3, changed: 2 });
    expect((await get(`/api/admin/tasks/${started.body.data.id}`, { headers: consoleHeaders(packer.cookie) })).status).toBe(404);
  });
});
