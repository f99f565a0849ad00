import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { useTestDatabase } from '../support/db';
import { call, get, post } from '../support/api';
import { runDueJobs } from '../../src/server/app/job-worker';
import { getDb } from '../../src/server/platform/db/client';
import { recoveryWeeks } from '../../src/server/recovery';
import { clockNow, moveClock } from '../../src/server/platform/clock';
import { item, newAddress, newCustomer, newProduct, orderPayload, type TestProduct } from '../fixtures/checkout-data';
import { consoleHeaders, newStaff, type TestStaff } from '../fixtures/staff';

useTestDatabase();

/**
 * Issue 29 item 5: a signed-in shopper who reached /shipping and did not order gets one
 * reminder an hour later (never at night in India), with a link that restores the cart once.
 */

let owner: TestStaff;
let comeback10: string;
beforeAll(async () => {
  owner = await newStaff('owner');
  // The merchant's code for second reminders: 10% off, open with no end.
  const made = await post('/api/admin/discounts', { code: 'COMEBACK10', kind: 'percent', value: 10 }, { headers: consoleHeaders(owner.cookie) });
  expect(made.status, made.text).toBe(201);
  comeback10 = made.body.data.id;
});

// Each test sets the shop's clock to an India time of its own; afterwards the clock is put back.
let moved = 0;
function setClock(istTime: string): Date {
  const delta = Date.parse(`${istTime}+05:30`) - clockNow();
  moveClock(delta);
  moved += delta;
  return new Date(clockNow());
}
afterEach(() => {
  moveClock(-moved);
  moved = 0;
});

/**
 * Runs every due job as if the clock read `istTime`, plus one second: the shop's clock runs on
 * between setting it and the request that starts a timer, by a few milliseconds.
 */
async function jobsAt(istTime: string) {
  return runDueJobs({ now: new Date(setClock(istTime).getTime() + 1000) });
}

/** A browser cart line for one piece of `p`, as localStorage holds it. */
function cartLine(p: TestProduct, quantity = 1, customId = `line-${p.productId}`) {
  return {
    _id: p.productId,
    customId,
    name: p.name,
    slug: 'cotton-leggings',
    price: p.pricePaise / 100,
    image: '/img/x.svg',
    weight: { unit: 'g', value: 200 },
    color: 'Black',
    size: 'M',
    quantity,
    selectedSize: { _id: p.sizeId, name: 'M', price: p.pricePaise / 100, offers: [] },
    selectedColor: { _id: p.variantId, name: 'Black' },
  };
}

const sync = (token: string, items: unknown[], extra: { merge?: boolean; reachedShipping?: boolean } = {}) =>
  call('PUT', '/api/web/cart/saved', { token, body: { items, ...extra } });

async function outbox(mobile: string): Promise<string[]> {
  const r = await get(`/api/dev/sms?to=${mobile}`);
  return (r.body.data as { text: string }[]).map((m) => m.text);
}

const tokenOf = (text: string) => /\/cart\/restore\/(\S+)$/.exec(text)![1]!;

const saveSettings = (body: unknown) => post('/api/admin/settings/recovery', body, { headers: consoleHeaders(owner.cookie) });

/** A shopper with ₹499 leggings in the cart who reaches /shipping at `istTime`. */
async function leavesAtShipping(istTime: string, name = 'Kavya Iyer') {
  const shopper = await newCustomer(name);
  const p = await newProduct({ pricePaise: 49_900 });
  setClock(istTime);
  const r = await sync(shopper.token, [cartLine(p, 2)], { reachedShipping: true });
  expect(r.status).toBe(200);
  return { shopper, p };
}

describe('the first reminder', () => {
  test('reached /shipping at 10:00 IST, no order: nothing at 10:59, one message at 11:00 with a restore link', async () => {
    await saveSettings({ enabled: true, secondReminder: false, secondReminderCode: null });
    const { shopper } = await leavesAtShipping('2026-12-01T10:00:00');
    await jobsAt('2026-12-01T10:59:00');
    expect(await outbox(shopper.mobileNumber)).toEqual([]);
    await jobsAt('2026-12-01T11:00:00');
    const texts = await outbox(shopper.mobileNumber);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/^Hi Kavya, you left items in your Kanmani cart\. Pick up where you left off: http:\/\/localhost:4321\/cart\/restore\/\S+$/);
    // One message per sequence: later runs and a return to /shipping send nothing more.
    await jobsAt('2026-12-01T13:00:00');
    expect(await outbox(shopper.mobileNumber)).toHaveLength(1);
  });

  test('a shopper who switched the shop to Tamil gets the reminder in Tamil (issue 31 item 7)', async () => {
    await saveSettings({ enabled: true, secondReminder: false, secondReminderCode: null });
    const { shopper } = await leavesAtShipping('2026-12-05T10:00:00', 'Meena Sundaram');
    expect((await post('/api/web/customer/language', { language: 'ta' }, { token: shopper.token })).status).toBe(200);
    await jobsAt('2026-12-05T11:00:00');
    const texts = await outbox(shopper.mobileNumber);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/^வணக்கம் Meena, உங்கள் Kanmani கார்ட்டில் பொருட்களை விட்டுவிட்டீர்கள்\. விட்ட இடத்திலிருந்து தொடருங்கள்: http:\/\/localhost:4321\/cart\/restore\/\S+$/);
  });

  test('reached /shipping at 21:30 IST: nothing at night, the reminder waits until 09:00', async () => {
    const { shopper } = await leavesAtShipping('2026-12-01T21:30:00');
    await jobsAt('2026-12-01T22:30:00');
    expect(await outbox(shopper.mobileNumber)).toEqual([]);
    await jobsAt('2026-12-02T08:59:00');
    expect(await outbox(shopper.mobileNumber)).toEqual([]);
    await jobsAt('2026-12-02T09:00:00');
    expect(await outbox(shopper.mobileNumber)).toHaveLength(1);
  });

  test('a shopper who turned WhatsApp off in My Account gets none', async () => {
    const { shopper } = await leavesAtShipping('2026-12-03T10:00:00');
    expect((await post('/api/web/customer/whatsapp', { whatsapp: false }, { token: shopper.token })).status).toBe(200);
    await jobsAt('2026-12-03T11:00:00');
    await jobsAt('2026-12-04T12:00:00');
    expect(await outbox(shopper.mobileNumber)).toEqual([]);
  });

  test('a shopper who ordered within the hour gets none (only the order messages)', async () => {
    const { shopper, p } = await leavesAtShipping('2026-12-03T10:00:00');
    const addressId = await newAddress(shopper.token);
    const order = await post('/api/web/order/create', orderPayload([item(p, 2)], addressId, { subtotal: 998, shippingCharge: 99, total: 1097 }), { token: shopper.token });
    expect(order.status).toBe(200);
    await jobsAt('2026-12-03T11:00:00');
    const texts = await outbox(shopper.mobileNumber);
    expect(texts.some((t) => t.includes('/cart/restore/'))).toBe(false);
    expect(texts.some((t) => t.includes('/order/confirm/'))).toBe(true);
  });

  test('a shopper who emptied the cart gets none', async () => {
    const { shopper } = await leavesAtShipping('2026-12-03T10:00:00');
    setClock('2026-12-03T10:20:00');
    expect((await sync(shopper.token, [])).status).toBe(200);
    await jobsAt('2026-12-03T11:00:00');
    expect(await outbox(shopper.mobileNumber)).toEqual([]);
  });

  test('merchant turned reminders off: none', async () => {
    await saveSettings({ enabled: false, secondReminder: false, secondReminderCode: null });
    const { shopper } = await leavesAtShipping('2026-12-03T10:00:00');
    await jobsAt('2026-12-03T11:00:00');
    expect(await outbox(shopper.mobileNumber)).toEqual([]);
    await saveSettings({ enabled: true, secondReminder: false, secondReminderCode: null });
  });
});

describe('the second reminder', () => {
  test("24 hours after the first it carries the merchant's code", async () => {
    const saved = await saveSettings({ enabled: true, secondReminder: true, secondReminderCode: 'comeback10' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ enabled: true, secondReminder: true, secondReminderCode: 'COMEBACK10' });
    const { shopper } = await leavesAtShipping('2026-12-05T10:00:00', 'Meena Raj');
    await jobsAt('2026-12-05T11:00:00');
    await jobsAt('2026-12-06T10:59:00');
    expect(await outbox(shopper.mobileNumber)).toHaveLength(1);
    await jobsAt('2026-12-06T11:00:00');
    const texts = await outbox(shopper.mobileNumber);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatch(/^Hi Meena, your Kanmani cart is still waiting\. Use code COMEBACK10 at checkout: http:\/\/localhost:4321\/cart\/restore\/\S+$/);
    await jobsAt('2026-12-09T11:00:00');
    expect(await outbox(shopper.mobileNumber)).toHaveLength(2);
    await saveSettings({ enabled: true, secondReminder: false, secondReminderCode: null });
  });

  test('an order after the first reminder stops the second', async () => {
    await saveSettings({ enabled: true, secondReminder: true, secondReminderCode: 'COMEBACK10' });
    const { shopper, p } = await leavesAtShipping('2026-12-05T10:00:00');
    await jobsAt('2026-12-05T11:00:00');
    const addressId = await newAddress(shopper.token);
    setClock('2026-12-05T12:00:00');
    expect((await post('/api/web/order/create', orderPayload([item(p, 2)], addressId, { subtotal: 998, shippingCharge: 99, total: 1097 }), { token: shopper.token })).status).toBe(200);
    await jobsAt('2026-12-06T11:00:00');
    expect((await outbox(shopper.mobileNumber)).filter((t) => t.includes('/cart/restore/'))).toHaveLength(1);
    await saveSettings({ enabled: true, secondReminder: false, secondReminderCode: null });
  });

  test('console settings refuse a bad code, naming the field as staff see it', async () => {
    const r = await saveSettings({ enabled: true, secondReminder: true, secondReminderCode: 'no spaces!' });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Code in the second reminder must be 3 to 20 letters, digits, - or _');
  });

  test('console settings refuse a code the shop does not have', async () => {
    const r = await saveSettings({ enabled: true, secondReminder: true, secondReminderCode: 'NOSUCH20' });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Code in the second reminder must be one of your discount codes: NOSUCH20 is not (add it under Discounts first)');
  });

  test('a code paused by the time of the second reminder is left out of it', async () => {
    await saveSettings({ enabled: true, secondReminder: true, secondReminderCode: 'COMEBACK10' });
    const { shopper } = await leavesAtShipping('2026-12-05T10:00:00', 'Devi Arun');
    await jobsAt('2026-12-05T11:00:00');
    const paused = await post(`/api/admin/discounts/${comeback10}/pause`, { paused: true }, { headers: consoleHeaders(owner.cookie) });
    expect(paused.status, paused.text).toBe(200);
    try {
      await jobsAt('2026-12-06T11:00:00');
      const texts = await outbox(shopper.mobileNumber);
      expect(texts).toHaveLength(2);
      expect(texts[0]).toMatch(/^Hi Devi, your Kanmani cart is still waiting for you: http:\/\/localhost:4321\/cart\/restore\/\S+$/);
    } finally {
      await post(`/api/admin/discounts/${comeback10}/pause`, { paused: false }, { headers: consoleHeaders(owner.cookie) });
      await saveSettings({ enabled: true, secondReminder: false, secondReminderCode: null });
    }
  });
});

describe('the restore link', () => {
  test('restores the saved lines once; the same link again answers in plain words', async () => {
    const { shopper, p } = await leavesAtShipping('2026-12-07T10:00:00');
    await jobsAt('2026-12-07T11:00:00');
    const token = tokenOf((await outbox(shopper.mobileNumber))[0]!);
    setClock('2026-12-07T15:00:00');
    const first = await post('/api/web/cart/restore', { token });
    expect(first.status).toBe(200);
    expect(first.body.data.items).toEqual([expect.objectContaining({ _id: p.productId, quantity: 2, size: 'M', color: 'Black', price: 499 })]);
    const again = await post('/api/web/cart/restore', { token });
    expect(again.status).toBe(410);
    expect(again.body.message).toBe('This cart link has already been used. Open your cart to carry on.');
  });

  test('a forged or an expired link answers in plain words', async () => {
    const forged = await post('/api/web/cart/restore', { token: '12.1.1900000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(forged.status).toBe(404);
    expect(forged.body.message).toBe('This link is not a cart link from Kanmani. Open the link from your latest message, or shop again from the home page.');
    const { shopper } = await leavesAtShipping('2026-12-08T10:00:00');
    await jobsAt('2026-12-08T11:00:00');
    const token = tokenOf((await outbox(shopper.mobileNumber))[0]!);
    setClock('2026-12-15T12:00:00');
    const late = await post('/api/web/cart/restore', { token });
    expect(late.status).toBe(410);
    expect(late.body.message).toBe('This cart link has expired. Your cart may still be in this browser; otherwise shop again from the home page.');
  });
});

describe('the kept cart', () => {
  test("signing in joins the kept cart to the browser's by the spec's rule, never doubling a shared line", async () => {
    const shopper = await newCustomer();
    const [a, b] = await Promise.all([newProduct({ pricePaise: 49_900 }), newProduct({ pricePaise: 79_900 })]);
    expect((await sync(shopper.token, [cartLine(a, 1, 'kept-a'), cartLine(b, 1, 'kept-b')])).status).toBe(200);
    // Another browser: the same leggings as a line of its own, and the kept line it synced before.
    const merged = await sync(shopper.token, [cartLine(a, 2, 'other-a'), cartLine(b, 1, 'kept-b')], { merge: true });
    expect(merged.status).toBe(200);
    expect(merged.body.data.items.map((l: { customId: string; quantity: number }) => [l.customId, l.quantity])).toEqual([
      ['other-a', 3],
      ['kept-b', 1],
    ]);
    expect((await get('/api/web/cart/saved', { token: shopper.token })).body.data.items).toHaveLength(2);
  });

  test('joining two carts keeps at most 100 lines, the browser\'s first', async () => {
    const shopper = await newCustomer();
    const p = await newProduct({ pricePaise: 49_900 });
    const sized = (label: string) => ({ ...cartLine(p, 1, label), size: label });
    const kept = ['K1', 'K2', 'K3', 'K4', 'K5'].map(sized);
    expect((await sync(shopper.token, kept)).status).toBe(200);
    const browser = Array.from({ length: 100 }, (_, i) => sized(`B${i + 1}`));
    const merged = await sync(shopper.token, browser, { merge: true });
    expect(merged.status, merged.text).toBe(200);
    const ids = merged.body.data.items.map((l: { customId: string }) => l.customId);
    expect(ids).toHaveLength(100);
    expect(ids[0]).toBe('B1');
    expect(ids[99]).toBe('B100');
    expect((await get('/api/web/cart/saved', { token: shopper.token })).body.data.items).toHaveLength(100);
  });

  test('needs a signed-in shopper', async () => {
    expect((await call('PUT', '/api/web/cart/saved', { body: { items: [] } })).status).toBe(401);
  });
});

describe('the recovered-checkouts report', () => {
  test('counts, in the week of the first reminder, the message, the restored cart and the order placed after it', async () => {
    const { shopper, p } = await leavesAtShipping('2027-01-05T10:00:00');
    await jobsAt('2027-01-05T11:00:00');
    const token = tokenOf((await outbox(shopper.mobileNumber))[0]!);
    setClock('2027-01-05T12:00:00');
    expect((await post('/api/web/cart/restore', { token })).status).toBe(200);
    const addressId = await newAddress(shopper.token);
    expect((await post('/api/web/order/create', orderPayload([item(p, 2)], addressId, { subtotal: 998, shippingCharge: 99, total: 1097 }), { token: shopper.token })).status).toBe(200);
    // Another shopper reminded the same week who never came back.
    await leavesAtShipping('2027-01-06T10:00:00', 'Asha');
    await jobsAt('2027-01-06T11:00:00');
    const weeks = await recoveryWeeks(await getDb(), 2, setClock('2027-01-08T10:00:00'));
    expect(weeks).toEqual([
      { week: '2027-01-04', messages: 2, restored: 1, orders: 1, revenuePaise: 109_700 },
      { week: '2026-12-28', messages: 0, restored: 0, orders: 0, revenuePaise: 0 },
    ]);
  });
});
