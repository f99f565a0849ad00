import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { call, post } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { newId } from '../../src/server/platform/db/ids';
import { orderEvents, returnEvidence } from '../../src/server/platform/db/schema';
import { resetEnvForTests } from '../../src/server/platform/env';
import { runDueJobs, runSweeps } from '../../src/server/app/job-worker';
import { mediaStore } from '../../src/server/platform/media/store';
import { newCustomer } from '../fixtures/checkout-data';
import { consoleHeaders, newStaff, type TestStaff } from '../fixtures/staff';
import { deliveredOrder, type DeliveredOrder } from '../fixtures/returns';
import { makePhoto } from '../fixtures/photos';

/**
 * Photos and videos sent with a return are the shopper's: kept apart from the shop's public
 * photos, shown to that shopper and to staff on the return's page, never to anyone else or at a
 * /media address. They are taken only for a delivered order in its return window, 5 files and
 * 200 MB at most, and a file no request claims is gone a day later.
 */
const MEDIA_DIR = mkdtempSync(path.join(tmpdir(), 'kanmani-evidence-'));
resetEnvForTests({ MEDIA_DIR, MEDIA_STORE: 'disk' });
useTestDatabase();

let packer: TestStaff;
let photo: Buffer;
beforeAll(async () => {
  packer = await newStaff('fulfilment');
  photo = await makePhoto('jpeg', 800, 600, '#3a5a40');
});

const upload = (token: string, orderId: string, bytes: Uint8Array, headers: Record<string, string> = {}) =>
  post(`/api/web/order/return/evidence?orderId=${orderId}`, undefined, { token, rawBody: bytes, headers: { 'content-type': 'application/octet-stream', ...headers } });
const hashOf = (b: Uint8Array) => createHash('sha256').update(b).digest('hex').slice(0, 32);
const keptFile = (b: Uint8Array) => path.join(MEDIA_DIR, 'private', 'evidence', `${hashOf(b)}.bin`);
const refund = (o: DeliveredOrder, evidenceIds: string[]) =>
  post('/api/web/order/return/create', { orderId: o.orderId, kind: 'refund', reason: 'damaged', lines: [{ orderItemId: o.itemId, quantity: 1 }], payout: { method: 'upi', upiId: 'lakshmi@okaxis' }, evidenceIds }, { token: o.shopper.token });

describe('who sees a return photo', () => {
  test('the shopper who sent it, privately; another shopper, nobody signed in and /media get nothing', async () => {
    const o = await deliveredOrder(packer);
    const sent = await upload(o.shopper.token, o.orderId, photo);
    expect([sent.status, sent.body.message]).toEqual([200, 'File received.']);
    const id: string = sent.body.data.evidenceId;
    expect(existsSync(keptFile(photo))).toBe(true);
    expect(existsSync(path.join(MEDIA_DIR, `${hashOf(photo)}.source`))).toBe(false);

    const mine = await call('GET', `/profile/returns/evidence/${id}`, { token: o.shopper.token });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/jpeg');
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.headers.get('content-length')).toBe(String(photo.byteLength));

    const other = await newCustomer('Curious Shopper');
    const theirs = await call('GET', `/profile/returns/evidence/${id}`, { token: other.token });
    expect([theirs.status, theirs.body.message]).toEqual([404, 'No such file on your account.']);
    expect((await call('GET', `/profile/returns/evidence/${id}`)).status).toBe(401);
    for (const width of [320, 640, 800]) {
      for (const format of ['webp', 'avif']) expect((await call('GET', `/media/${hashOf(photo)}-${width}.${format}`)).status).toBe(404);
    }
    expect((await call('GET', `/media/${hashOf(photo)}-800x600.webp`)).status).toBe(404);

    const claimed = await refund(o, [id]);
    expect(claimed.status, claimed.text).toBe(200);
    const staff = await call('GET', `/api/admin/returns/${claimed.body.data.returnId}/evidence/${id}`, { headers: consoleHeaders(packer.cookie) });
    expect([staff.status, staff.headers.get('content-type'), staff.headers.get('cache-control')]).toEqual([200, 'image/jpeg', 'private, no-store']);
  });
});

describe('when a photo is taken', () => {
  test('not for an order not yet delivered, one past its window, one already asked about, or someone else’s', async () => {
    const o = await deliveredOrder(packer);
    const stranger = await newCustomer('Someone Else');
    const notMine = await upload(stranger.token, o.orderId, photo);
    expect([notMine.status, notMine.body.message]).toEqual([404, 'No such order on your account.']);

    const db = await getDb();
    await db.execute(sql`update order_events set created_at = now() - interval '8 days' where order_id = ${o.orderId} and kind = 'deliver'`);
    const late = await upload(o.shopper.token, o.orderId, photo);
    expect(late.status).toBe(422);
    expect(late.body.message).toMatch(/^The 7-day return window for this order closed on \d{1,2} [A-Z][a-z]+ \d{4}, so it takes no more files\.$/);
    await db.execute(sql`update order_events set created_at = now() where order_id = ${o.orderId} and kind = 'deliver'`);

    const first = await upload(o.shopper.token, o.orderId, photo);
    expect((await refund(o, [first.body.data.evidenceId])).status).toBe(200);
    const after = await upload(o.shopper.token, o.orderId, photo);
    expect([after.status, after.body.message]).toEqual([409, 'You have already asked to return or exchange this order, so it takes no more files.']);

    const missing = await post('/api/web/order/return/evidence', undefined, { token: o.shopper.token, rawBody: photo, headers: { 'content-type': 'application/octet-stream' } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: 'orderId', message: 'Say which order the file is for: add ?orderId= to the address.' }]);
    expect(await db.select().from(orderEvents).where(and(eq(orderEvents.orderId, o.orderId), eq(orderEvents.kind, 'deliver')))).toHaveLength(1);
  });

  test('a file sent for one order cannot be claimed by a return of another order of the same shopper', async () => {
    const first = await deliveredOrder(packer);
    const second = await deliveredOrder(packer, { shopper: first.shopper });
    const sent = await upload(first.shopper.token, first.orderId, photo);
    expect(sent.status).toBe(200);
    const claimed = await refund(second, [sent.body.data.evidenceId]);
    expect([claimed.status, claimed.body.errors]).toEqual([400, [{ path: 'evidenceIds', message: 'Upload the files again: one of them was sent for another order, is not yours or is already attached.' }]]);
    const onItsOwnOrder = await refund(first, [sent.body.data.evidenceId]);
    expect(onItsOwnOrder.status, onItsOwnOrder.text).toBe(200);
  });

  test('at most 5 files and 200 MB for one order', async () => {
    const o = await deliveredOrder(packer);
    for (let i = 0; i < 5; i++) expect((await upload(o.shopper.token, o.orderId, await makePhoto('png', 640, 480, `#10203${i}`))).status).toBe(200);
    const sixth = await upload(o.shopper.token, o.orderId, photo);
    expect([sixth.status, sixth.body.message]).toEqual([422, 'You have sent 5 files for this order, the most a return takes. Send your request with them, or ask us for help.']);

    const big = await deliveredOrder(packer);
    // A 199.99 MB video already sent for the order (its row is what the limit counts).
    await (await getDb()).insert(returnEvidence).values({ id: newId(), customerId: big.shopper.id, orderId: big.orderId, mediaKey: `private/evidence/${'a'.repeat(32)}.bin`, contentType: 'video/mp4', byteSize: 200 * 1024 * 1024 - 100 });
    const over = await upload(big.shopper.token, big.orderId, photo);
    expect([over.status, over.body.message]).toEqual([413, 'The files for this order would pass 200 MB in all. Send a shorter video or fewer photos.']);
  });
});

describe('files no request claims', () => {
  test('are removed with their bytes 24 hours after they were sent; a claimed file stays', async () => {
    const o = await deliveredOrder(packer);
    const loose = await makePhoto('jpeg', 700, 700, '#aa3300');
    const kept = await makePhoto('jpeg', 700, 700, '#0033aa');
    const looseId: string = (await upload(o.shopper.token, o.orderId, loose)).body.data.evidenceId;
    const keptId: string = (await upload(o.shopper.token, o.orderId, kept)).body.data.evidenceId;
    expect((await refund(o, [keptId])).status).toBe(200);

    await runDueJobs({ now: new Date(Date.now() + 23 * 3_600_000) });
    expect(existsSync(keptFile(loose))).toBe(true);
    await runDueJobs({ now: new Date(Date.now() + 25 * 3_600_000) });
    const db = await getDb();
    expect(await db.select().from(returnEvidence).where(eq(returnEvidence.id, looseId))).toEqual([]);
    expect(existsSync(keptFile(loose))).toBe(false);
    expect(await db.select({ id: returnEvidence.id }).from(returnEvidence).where(eq(returnEvidence.id, keptId))).toEqual([{ id: keptId }]);
    expect(existsSync(keptFile(kept))).toBe(true);
    expect((await call('GET', `/profile/returns/evidence/${looseId}`, { token: o.shopper.token })).status).toBe(404);
  });
});

describe('evidence sent before it was private', () => {
  test('is moved to its private key and every public file of it removed, so /media serves nothing', async () => {
    const o = await deliveredOrder(packer);
    const old = await makePhoto('jpeg', 900, 700, '#552200');
    const hash = hashOf(old);
    await mediaStore().put(`${hash}.source`, old, 'image/jpeg');
    const id = newId();
    await (await getDb()).insert(returnEvidence).values({ id, customerId: o.shopper.id, orderId: o.orderId, mediaKey: `${hash}.source`, contentType: 'image/jpeg', byteSize: old.byteLength });
    // As it was: anyone could have it drawn at /media.
    expect((await call('GET', `/media/${hash}-320.webp`)).status).toBe(200);
    expect((await call('GET', `/media/${hash}-900.avif`)).status).toBe(200);

    await runSweeps();
    expect(existsSync(keptFile(old))).toBe(true);
    for (const f of [`${hash}.source`, `${hash}-320.webp`, `${hash}-900.avif`]) expect(existsSync(path.join(MEDIA_DIR, f))).toBe(false);
    expect((await call('GET', `/media/${hash}-320.webp`)).status).toBe(404);
    const mine = await call('GET', `/profile/returns/evidence/${id}`, { token: o.shopper.token });
    expect([mine.status, mine.headers.get('content-length')]).toEqual([200, String(old.byteLength)]);
  });
});
