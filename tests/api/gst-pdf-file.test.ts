import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { dispatch } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { orders } from '../../src/server/platform/db/schema';
import { createSession } from '../../src/server/auth/session';
import { shipOrder } from '../../src/server/workflows/order-actions';
import type { StaffActionContext } from '../../src/server/orders/staff-action';
import { resetEnvForTests } from '../../src/server/platform/env';
import { insertOrder } from '../fixtures/orders';
import { consoleHeaders, newStaff } from '../fixtures/staff';

/**
 * An issued invoice's PDF is drawn once, in the PDF worker, and kept in the media store's private
 * part: later downloads read that file, and no public address serves it.
 */
const MEDIA_DIR = mkdtempSync(path.join(tmpdir(), 'kanmani-pdf-'));
resetEnvForTests({ MEDIA_DIR, MEDIA_STORE: 'disk' });
useTestDatabase({ seed: false });

const ctx: StaffActionContext = { staff: { id: 'staff-7', email: 'packer@kanmani.local', name: 'Selvi Packer', role: 'fulfilment' }, audit: async () => {} };
const SHIPMENT = { courier: 'Delhivery', awb: 'DLV12345678', trackingUrl: 'https://www.delhivery.com/track/package/DLV12345678' };
const documents = () => {
  try {
    return readdirSync(path.join(MEDIA_DIR, 'private', 'documents')).filter((f) => !f.endsWith('.tmp'));
  } catch {
    return [];
  }
};

let orderId = '';
let token = '';

beforeAll(async () => {
  orderId = await insertOrder({ status: 2, paymentMethod: 1, paymentStatus: 2, totalPaise: 2 * 105_000 + 9_900 });
  await shipOrder(ctx, orderId, SHIPMENT);
  const [order] = await (await getDb()).select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, orderId));
  token = await createSession(order!.customerId);
});

const download = (p: string, headers: Record<string, string>) => dispatch(new Request(`http://localhost:4321${p}`, { headers }));

describe('an invoice PDF', () => {
  test('ten downloads at once draw it once: one private file, ten identical private answers', async () => {
    expect(documents()).toEqual([]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => download(`/profile/orders/${orderId}/invoice`, { authorization: `Bearer ${token}` })));
    const bodies = await Promise.all(answers.map(async (r) => Buffer.from(await r.arrayBuffer())));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(answers[0]!.headers.get('content-type')).toBe('application/pdf');
    expect(answers[0]!.headers.get('cache-control')).toBe('private, no-store');
    expect(bodies[0]!.subarray(0, 5).toString()).toBe('%PDF-');
    expect(new Set(bodies.map((b) => b.toString('base64'))).size).toBe(1);
    const kept = documents();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(readFileSync(path.join(MEDIA_DIR, 'private', 'documents', kept[0]!)).equals(bodies[0]!)).toBe(true);
  });

  test('later downloads, the shopper’s and the console’s, read the kept file instead of drawing again', async () => {
    const [file] = documents();
    // A marker in place of the kept file: an answer carrying it was read from the store.
    writeFileSync(path.join(MEDIA_DIR, 'private', 'documents', file!), '%PDF-1.3 kept copy');
    const mine = await download(`/profile/orders/${orderId}/invoice`, { authorization: `Bearer ${token}` });
    expect(await mine.text()).toBe('%PDF-1.3 kept copy');
    const staff = await newStaff('fulfilment');
    const console = await download(`/api/admin/orders/${orderId}/invoice`, consoleHeaders(staff.cookie));
    expect(await console.text()).toBe('%PDF-1.3 kept copy');
    expect(documents()).toEqual([file]);
  });

  test('no /media address reaches the kept file', async () => {
    const [file] = documents();
    for (const p of [`/media/private/documents/${file}`, `/media/private%2Fdocuments%2F${file}`, `/media/${file!.replace('.pdf', '-320.webp')}`]) {
      expect((await download(p, {})).status).toBe(404);
    }
  });
});
