import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { useTestDatabase } from '../support/db';
import { call } from '../support/api';
import { whileHealthzWatched } from '../support/healthz-watch';
import { ADDRESS, newCustomer } from '../fixtures/checkout-data';
import { consoleHeaders, newStaff, type TestStaff } from '../fixtures/staff';
import { deliveredOrder, type DeliveredOrder } from '../fixtures/returns';
import { makeHugeBlankPng } from '../fixtures/photos';
import { makeLyingZip } from '../fixtures/lying-zip';
import { mediaStore } from '../../src/server/platform/media/store';
import { resetEnvForTests } from '../../src/server/platform/env';

/**
 * Input built to make the instance work for everyone's time (a body nested 30,000 deep, a
 * picture of 256 megapixels, a zip that lies about its sizes) is refused with a clear 400 in
 * well under a second, and the instance keeps answering /healthz meanwhile.
 */
// A store of this file's own, so what an upload leaves behind can be looked for.
resetEnvForTests({ MEDIA_DIR: mkdtempSync(path.join(tmpdir(), 'kanmani-heavy-')), MEDIA_STORE: 'disk' });
useTestDatabase();

let token = '';
let manager: TestStaff;
let delivered: DeliveredOrder;
const HUGE_PNG = makeHugeBlankPng(16_000, 16_000);
const PIXEL_MESSAGE =
  'This picture is 16000 × 16000 pixels (256 megapixels), over the 40-megapixel limit. Upload one of at most 40 megapixels, for example 6000 × 4000.';

beforeAll(async () => {
  token = (await newCustomer('Heavy Input Tester')).token;
  manager = await newStaff('manager');
  delivered = await deliveredOrder(await newStaff('fulfilment'));
  // Loads every route module once, so the timings below measure the work, not the first import.
  await call('GET', '/healthz');
  await call('POST', '/api/web/address/create', { token, body: {} });
  await call('POST', '/api/web/cart/quote', { body: {} });
});

describe('JSON nested past the depth limit', () => {
  test('a 30,000-deep body is a 400 naming the limit, on a shopper route and a public one', async () => {
    const deep = '['.repeat(30_000) + ']'.repeat(30_000);
    for (const [path, opts] of [
      ['/api/web/address/create', { token }],
      ['/api/web/cart/quote', {}],
    ] as const) {
      const watched = await whileHealthzWatched(() => call('POST', path, { ...opts, rawBody: deep, headers: { 'content-type': 'application/json' } }));
      expect(watched.result.status).toBe(400);
      expect(watched.result.body.message).toBe('The request body nests objects or arrays more than 32 levels deep. Send a flatter body.');
      expect(watched.result.body.errors).toEqual([{ path: '(body)', message: 'Nest objects and arrays at most 32 levels deep.' }]);
      expect(watched.ms, `answered in ${Math.round(watched.ms)} ms`).toBeLessThan(1000);
      expect(watched.slowestHealthzMs, `slowest /healthz ${Math.round(watched.slowestHealthzMs)} ms`).toBeLessThan(100);
    }
  });

  test('an object nested 33 deep inside an ordinary field is refused; 32 deep reaches validation', async () => {
    const nest = (levels: number) => JSON.stringify({ ...ADDRESS, landmark: undefined }).replace(/}$/, `,"landmark":${'{"a":'.repeat(levels - 1)}"x"${'}'.repeat(levels - 1)}}`);
    const tooDeep = await call('POST', '/api/web/address/create', { token, rawBody: nest(33), headers: { 'content-type': 'application/json' } });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.errors).toEqual([{ path: '(body)', message: 'Nest objects and arrays at most 32 levels deep.' }]);
    const deepest = await call('POST', '/api/web/address/create', { token, rawBody: nest(32), headers: { 'content-type': 'application/json' } });
    expect(deepest.status).toBe(400);
    expect(deepest.body.errors[0].path).toBe('landmark');
  });

  test('brackets inside strings do not count towards the depth', async () => {
    const r = await call('POST', '/api/web/address/create', { token, body: { ...ADDRESS, landmark: `Near the temple ${'[{'.repeat(40)}` } });
    expect(r.status).toBe(200);
  });
});

describe('a picture past 40 megapixels', () => {
  test('the console refuses a 16000 x 16000 PNG upload with a 400 naming the limit, and keeps nothing', async () => {
    const upload = () => call('POST', '/api/admin/images', { rawBody: HUGE_PNG, headers: { ...consoleHeaders(manager.cookie), 'content-type': 'image/png' } });
    await upload();
    const watched = await whileHealthzWatched(upload);
    expect([watched.result.status, watched.result.body.message]).toEqual([400, PIXEL_MESSAGE]);
    expect(watched.ms, `answered in ${Math.round(watched.ms)} ms`).toBeLessThan(1000);
    expect(watched.slowestHealthzMs, `slowest /healthz ${Math.round(watched.slowestHealthzMs)} ms`).toBeLessThan(100);
    const hash = createHash('sha256').update(HUGE_PNG).digest('hex').slice(0, 32);
    expect(await mediaStore().has(`${hash}.source`)).toBe(false);
  });

  test('a shopper sending it as return evidence gets the same 400', async () => {
    const watched = await whileHealthzWatched(() =>
      call('POST', `/api/web/order/return/evidence?orderId=${delivered.orderId}`, { token: delivered.shopper.token, rawBody: HUGE_PNG, headers: { 'content-type': 'application/octet-stream' } }),
    );
    expect([watched.result.status, watched.result.body.message]).toEqual([400, PIXEL_MESSAGE]);
    expect(watched.ms, `answered in ${Math.round(watched.ms)} ms`).toBeLessThan(1000);
    expect(watched.slowestHealthzMs, `slowest /healthz ${Math.round(watched.slowestHealthzMs)} ms`).toBeLessThan(100);
  });

  test('/media refuses to draw a kept source past the limit, with the limit named and nothing cached', async () => {
    const hash = 'f'.repeat(32);
    await mediaStore().put(`${hash}.source`, HUGE_PNG, 'application/octet-stream');
    const watched = await whileHealthzWatched(() => call('GET', `/media/${hash}-320.webp`));
    expect([watched.result.status, watched.result.text]).toEqual([400, PIXEL_MESSAGE]);
    expect(watched.result.headers.get('cache-control')).toBe('no-store');
    expect(watched.ms, `answered in ${Math.round(watched.ms)} ms`).toBeLessThan(1000);
    expect(watched.slowestHealthzMs, `slowest /healthz ${Math.round(watched.slowestHealthzMs)} ms`).toBeLessThan(100);
  });
});

describe('a zip that lies about its sizes', () => {
  test('an entry declaring 1,000 bytes that inflates to 64 MB is a 400 naming it, on the dry run and the apply', async () => {
    const zip = makeLyingZip().toString('base64');
    for (const route of ['import-dry-run', 'import-apply']) {
      const watched = await whileHealthzWatched(() =>
        call('POST', `/api/admin/catalog/${route}`, { body: { csv: 'slug,name\nlying-kurti,Lying Kurti', zip }, headers: consoleHeaders(manager.cookie) }),
      );
      expect([watched.result.status, watched.result.body.message]).toEqual([
        400,
        'The zip is damaged: \'front.jpg\' unpacks to more than the 1,000 bytes it declares. Make the zip again with your computer’s “compress” command and choose it again.',
      ]);
      expect(watched.ms, `answered in ${Math.round(watched.ms)} ms`).toBeLessThan(1000);
      expect(watched.slowestHealthzMs, `slowest /healthz ${Math.round(watched.slowestHealthzMs)} ms`).toBeLessThan(100);
    }
  });
});
