import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startServers, type ServerProcess } from '../support/server-process';
import { createPrivateDatabase, sqlRows, type ShopProduct } from './support/shop-db';
import { addAddress, orderBody, placeOrder, signUp } from './support/shopper';

/**
 * Issue 33, "the key first", with two real server processes on one PostgreSQL database: a double
 * tap whose copies reach both instances is answered with the one order it made, never with the
 * COD cap or 'only N left' that the first copy's own order causes.
 */
let a: ServerProcess;
let b: ServerProcess;
let url: string;
let product: ShopProduct;
let drop: () => Promise<void>;

beforeAll(async () => {
  const db = await createPrivateDatabase();
  url = db.url;
  product = db.product;
  drop = db.drop;
  [a, b] = (await startServers([4671, 4672], url)) as [ServerProcess, ServerProcess];
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await drop?.();
});

test('20 copies of one COD order across two instances, one order short of the cap and 1 unit left: all 200 with one order id, 0 left', async () => {
  const s = await signUp(a.url);
  const addressId = await addAddress(b.url, s.token);
  for (let n = 0; n < 4; n++) expect((await placeOrder(n % 2 ? b.url : a.url, s.token, orderBody(product, addressId))).status).toBe(200);
  // One unit left on the shelf.
  await sqlRows(url, 'update size_stock set on_hand = reserved + 1 where size_id = $1', [product.sizeId]);
  const key = randomUUID();
  const body = orderBody(product, addressId);
  const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => placeOrder(i % 2 ? b.url : a.url, s.token, body, key)));
  expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
  const ids = new Set(answers.map((r) => r.body!.data.orderId));
  expect(ids.size).toBe(1);
  const rows = await sqlRows<{ id: string }>(url, 'select id from orders where idempotency_key = $1', [key]);
  expect(rows.map((r) => r.id)).toEqual([...ids]);
  const [shelf] = await sqlRows<{ on_hand: number; reserved: number }>(url, 'select on_hand, reserved from size_stock where size_id = $1', [product.sizeId]);
  expect(shelf!.on_hand - shelf!.reserved).toBe(0);
  // At the cap now: a new order is refused, the repeat is still the order.
  const sixth = await placeOrder(b.url, s.token, body);
  expect(sixth.status).toBe(429);
  const again = await placeOrder(b.url, s.token, body, key);
  expect(again.status).toBe(200);
  expect(again.body!.data.orderId).toBe([...ids][0]);
});
