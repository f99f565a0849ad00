import { beforeAll, describe, expect, test } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { get, post } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { orderEvents, returnEvidence, returnRequests, stockMovements } from '../../src/server/platform/db/schema';
import { newCustomer } from '../fixtures/checkout-data';
import { newStaff, type TestStaff } from '../fixtures/staff';
import { countsOf, deliveredOrder, type DeliveredOrder } from '../fixtures/returns';
import { declared } from '../support/route-modules';
import type { z } from 'zod';

useTestDatabase();

let packer: TestStaff;
beforeAll(async () => {
  packer = await newStaff('fulfilment');
});

const ask = (o: DeliveredOrder, body: Record<string, unknown>, token = o.shopper.token) =>
  post('/api/web/order/return/create', { orderId: o.orderId, ...body }, { token });
const exchangeToL = (o: DeliveredOrder, quantity = 1) => ({ kind: 'exchange', reason: 'sizeTooSmall', lines: [{ orderItemId: o.itemId, quantity, exchangeSizeId: o.largeId }] });
const upload = (token: string, orderId: string, bytes: Uint8Array, headers: Record<string, string> = {}) =>
  post(`/api/web/order/return/evidence?orderId=${orderId}`, undefined, { token, rawBody: bytes, headers: { 'content-type': 'application/octet-stream', ...headers } });

async function nothingWritten(o: DeliveredOrder) {
  const db = await getDb();
  expect(await db.select().from(returnRequests).where(eq(returnRequests.orderId, o.orderId))).toEqual([]);
  expect(await db.select().from(orderEvents).where(and(eq(orderEvents.orderId, o.orderId), eq(orderEvents.kind, 'returnRequested')))).toEqual([]);
  expect(await countsOf(o.largeId)).toEqual({ onHand: 5, reserved: 0 });
}

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const MP4 = Uint8Array.from([0, 0, 0, 0x18, ...Buffer.from('ftypmp42'), 0, 0, 0, 0, ...Buffer.from('isommp42')]);

describe('asking to return or exchange a delivered order', () => {
  test('the order page is offered an exchange of M for L or Navy M; asking reserves L at once', async () => {
    const o = await deliveredOrder(packer);
    const options = await get(`/api/web/order/return/options?orderId=${o.orderId}`, { token: o.shopper.token });
    expect(options.status).toBe(200);
    expect(options.body.data.refusal).toBeNull();
    expect(options.body.data.windowDays).toBe(7);
    expect(options.body.data.lines[0].choices.map((c: { label: string }) => c.label)).toEqual(['Black, size L', 'Navy, size M']);

    const r = await ask(o, exchangeToL(o));
    expect(r.status, r.text).toBe(200);
    expect(r.body.message).toBe('We have your request. We will tell you when it is approved.');
    expect(await countsOf(o.largeId)).toEqual({ onHand: 5, reserved: 1 });
    const after = await get(`/api/web/order/return/options?orderId=${o.orderId}`, { token: o.shopper.token });
    expect(after.body.data.refusal).toBe('You have already asked to return or exchange this order.');
    expect(after.body.data.request).toMatchObject({ kind: 'exchange', status: 'requested', lines: [{ sizeName: 'M', quantity: 1, exchangeLabel: 'Black, size L' }] });
    expect(after.body.data.request.steps.map((s: { label: string }) => s.label)).toEqual(['Requested']);
    const detail = await get(`/api/web/order/detail?orderId=${o.orderId}`, { token: o.shopper.token });
    expect(detail.body.data.timeline.map((e: { label: string }) => e.label).at(-1)).toBe('Return or exchange requested');
    // The answers are the ones the OpenAPI document declares.
    const schemaOf = (method: 'GET' | 'POST', path: string) => declared(method, path).response as z.ZodType;
    expect(schemaOf('GET', '/api/web/order/return/options').safeParse(after.body.data).success).toBe(true);
    expect(schemaOf('POST', '/api/web/order/return/create').safeParse(r.body.data).success).toBe(true);
    expect((await get('/api/web/order/return/eligible', { token: o.shopper.token })).body.data).toEqual([]);
  });

  test("the returns policy page's list: delivered orders still in the window, without a request", async () => {
    const o = await deliveredOrder(packer);
    const r = await get('/api/web/order/return/eligible', { token: o.shopper.token });
    expect(r.status).toBe(200);
    expect(r.body.data.map((e: { orderId: string }) => e.orderId)).toEqual([o.orderId]);
    expect((declared('GET', '/api/web/order/return/eligible').response as z.ZodType).safeParse(r.body.data).success).toBe(true);
    expect((await get('/api/web/order/return/eligible')).status).toBe(401);
  });

  test('a second request for the order is a 409 and changes nothing', async () => {
    const o = await deliveredOrder(packer);
    expect((await ask(o, exchangeToL(o))).status).toBe(200);
    const again = await ask(o, { kind: 'exchange', reason: 'sizeTooBig', lines: [{ orderItemId: o.itemId, quantity: 1, exchangeSizeId: o.navyId }] });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already asked to return or exchange this order. Our policy allows one return or exchange per order.');
    expect(await countsOf(o.navyId)).toEqual({ onHand: 5, reserved: 0 });
    expect(await countsOf(o.largeId)).toEqual({ onHand: 5, reserved: 1 });
  });

  test("someone else's order is a 404, exactly like a missing one", async () => {
    const o = await deliveredOrder(packer);
    const stranger = await newCustomer('Someone Else');
    const r = await ask(o, exchangeToL(o), stranger.token);
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('No such order on your account.');
    expect((await get(`/api/web/order/return/options?orderId=${o.orderId}`, { token: stranger.token })).status).toBe(404);
    await nothingWritten(o);
  });

  test('outside the return window: 422 naming the day it closed', async () => {
    const o = await deliveredOrder(packer);
    const db = await getDb();
    await db.update(orderEvents).set({ createdAt: new Date('2026-01-10T06:30:00Z') }).where(and(eq(orderEvents.orderId, o.orderId), eq(orderEvents.kind, 'deliver')));
    const r = await ask(o, exchangeToL(o));
    expect(r.status).toBe(422);
    expect(r.body.message).toBe('The 7-day return window for this order closed on 17 January 2026. Returns and exchanges are accepted within 7 days of delivery.');
    const options = await get(`/api/web/order/return/options?orderId=${o.orderId}`, { token: o.shopper.token });
    expect(options.body.data.refusal).toBe('The 7-day return window for this order has closed.');
    await nothingWritten(o);
  });

  test('an order not delivered yet cannot be returned', async () => {
    const o = await deliveredOrder(packer);
    const db = await getDb();
    await db.execute(sql`update orders set status = 6 where id = ${o.orderId}`);
    const r = await ask(o, exchangeToL(o));
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('This order has not been delivered yet. You can ask for a return or exchange once it reaches you.');
    await nothingWritten(o);
  });

  test('more pieces than were delivered: 422', async () => {
    const o = await deliveredOrder(packer);
    const r = await ask(o, exchangeToL(o, 3));
    expect(r.status).toBe(422);
    expect(r.body.message).toBe(`You received 2 of ${o.product.name} (Black, size M), so you can return at most 2.`);
    await nothingWritten(o);
  });

  test('a sold-out size: 409 saying so, nothing reserved', async () => {
    const o = await deliveredOrder(packer, { large: 0 });
    const r = await ask(o, exchangeToL(o));
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(`${o.product.name} in Black, size L is sold out. Choose another size or colour, or ask for a refund instead.`);
    const db = await getDb();
    expect(await db.select().from(returnRequests).where(eq(returnRequests.orderId, o.orderId))).toEqual([]);
    expect(await db.select().from(stockMovements).where(eq(stockMovements.sizeId, o.largeId))).toEqual([]);
  });

  test('an exchange names a size of the same product, different from the one received', async () => {
    const o = await deliveredOrder(packer);
    const same = await ask(o, { kind: 'exchange', reason: 'sizeTooSmall', lines: [{ orderItemId: o.itemId, quantity: 1, exchangeSizeId: o.product.sizeId }] });
    expect(same.status).toBe(400);
    expect(same.body.errors).toEqual([{ path: 'lines.0.exchangeSizeId', message: 'Choose a different size or colour from the one you received.' }]);
    const none = await ask(o, { kind: 'exchange', reason: 'sizeTooSmall', lines: [{ orderItemId: o.itemId, quantity: 1 }] });
    expect(none.status).toBe(400);
    await nothingWritten(o);
  });

  test('refund details of a COD order: IFSC and UPI formats are checked, and one of them is required', async () => {
    const o = await deliveredOrder(packer);
    const refund = { kind: 'refund', reason: 'sizeTooBig', lines: [{ orderItemId: o.itemId, quantity: 1 }] };
    const badIfsc = await ask(o, { ...refund, payout: { method: 'bank', accountName: 'Lakshmi Nair', accountNumber: '123456789012', ifsc: 'SBIN1234567' } });
    expect(badIfsc.status).toBe(400);
    expect(badIfsc.body.errors).toEqual([{ path: 'payout.ifsc', message: 'Enter an IFSC of 11 characters: 4 letters, a 0, then 6 letters or digits (for example SBIN0001234).' }]);
    const badUpi = await ask(o, { ...refund, payout: { method: 'upi', upiId: 'lakshmi.okaxis' } });
    expect(badUpi.status).toBe(400);
    expect(badUpi.body.errors).toEqual([{ path: 'payout.upiId', message: 'Enter a UPI id such as name@okbank.' }]);
    const missing = await ask(o, refund);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Tell us where to send your refund: a UPI id or a bank account.');
    await nothingWritten(o);
  });

  test('the bank account is stored sealed and shown masked', async () => {
    const o = await deliveredOrder(packer);
    const r = await ask(o, { kind: 'refund', reason: 'other', lines: [{ orderItemId: o.itemId, quantity: 2 }], payout: { method: 'bank', accountName: 'Lakshmi Nair', accountNumber: '123456789012', ifsc: 'sbin0001234' } });
    expect(r.status, r.text).toBe(200);
    const [row] = await (await getDb()).select().from(returnRequests).where(eq(returnRequests.orderId, o.orderId));
    expect(row!.payoutMasked).toBe('Bank account ••••9012 (SBIN0001234)');
    expect(row!.payoutSealed).toMatch(/^v1\.[A-Za-z0-9+/=]+$/);
    expect(row!.payoutSealed).not.toContain('123456789012');
    const options = await get(`/api/web/order/return/options?orderId=${o.orderId}`, { token: o.shopper.token });
    expect(options.text).not.toContain('123456789012');
    expect(options.body.data.request.payoutMasked).toBe('Bank account ••••9012 (SBIN0001234)');
  });

  test('a damaged item needs the unboxing video or photos', async () => {
    const o = await deliveredOrder(packer);
    const body = { kind: 'refund', reason: 'damaged', lines: [{ orderItemId: o.itemId, quantity: 1 }], payout: { method: 'upi', upiId: 'lakshmi@okaxis' } };
    const without = await ask(o, body);
    expect(without.status).toBe(400);
    expect(without.body.message).toBe('Attach the unboxing video or photos of the item: we need them for a damaged or wrong item.');
    await nothingWritten(o);

    const stranger = await deliveredOrder(packer);
    expect((await upload(stranger.shopper.token, o.orderId, PNG)).status).toBe(404);
    const theirs = await upload(stranger.shopper.token, stranger.orderId, PNG);
    expect(theirs.status).toBe(200);
    const notMine = await ask(o, { ...body, evidenceIds: [theirs.body.data.evidenceId] });
    expect(notMine.status).toBe(400);
    await nothingWritten(o);

    const video = await upload(o.shopper.token, o.orderId, MP4, { 'content-type': 'text/plain' });
    expect(video.status, video.text).toBe(200);
    expect(video.body.data).toMatchObject({ contentType: 'video/mp4', bytes: 24 });
    const r = await ask(o, { ...body, evidenceIds: [video.body.data.evidenceId] });
    expect(r.status, r.text).toBe(200);
    const [file] = await (await getDb()).select().from(returnEvidence).where(eq(returnEvidence.id, video.body.data.evidenceId));
    expect(file!.returnId).toBe(r.body.data.returnId);
  });

  test('uploads: not a video or image by its bytes is a 400 whatever its header says; over 100 MB is a 413', async () => {
    const o = await deliveredOrder(packer);
    const shopper = o.shopper;
    const text = await upload(shopper.token, o.orderId, new TextEncoder().encode('%PDF-1.7 not a video at all'), { 'content-type': 'video/mp4' });
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('This file is not a video or a photo. Upload the unboxing video (MP4, MOV or WebM) or photos (JPEG, PNG, WebP or HEIC).');
    const big = await upload(shopper.token, o.orderId, PNG, { 'content-length': String(100 * 1024 * 1024 + 1) });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('This file is over 100 MB. Upload a shorter video (at most 100 MB) or photos instead.');
    expect((await post(`/api/web/order/return/evidence?orderId=${o.orderId}`, undefined, { rawBody: PNG })).status).toBe(401);
    const db = await getDb();
    expect(await db.select().from(returnEvidence).where(eq(returnEvidence.customerId, shopper.id))).toEqual([]);
  });

  test('bad input names each field', async () => {
    const o = await deliveredOrder(packer);
    const r = await ask(o, { kind: 'swap', reason: 'bored', lines: [] });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([
      { path: 'kind', message: 'kind must be exchange or refund' },
      { path: 'reason', message: 'reason must be sizeTooSmall, sizeTooBig, damaged, wrongItem or other' },
      { path: 'lines', message: 'Choose at least one item to return.' },
    ]);
    await nothingWritten(o);
  });
});
