import type { Route } from '@playwright/test';
import { test, expect, type Page } from './support/shop';
import { checkoutAnswers, pickerAnswers } from './support/ready';
import { expectAccessible } from './support/shopper-session';

/**
 * Issue 33 item 4 as the shopper sees it: at a busy moment the checkout waits in the queue with
 * its place and estimate, keeps them across a reload, and places the order when its turn comes.
 * The shop's 202 answers are given at the network edge here, so the story can stop at each step;
 * the queue itself answers them in tests/api/checkout-queue.test.ts.
 */
const PLAIN_SLUG = 'churidar-leggings-combo-pack-of-2';
const QUEUED = 'Many shoppers are ordering right now, so your order is in the queue. Send it again with the Checkout-Ticket header to keep your place.';
const WHY = 'Your order will be placed automatically when your turn comes. Keep this page open; reloading it keeps your place.';

const place = (route: Route, ticket: string, position: number, estimateSeconds: number) =>
  route.fulfill({ status: 202, contentType: 'application/json', headers: { 'Retry-After': '1' }, body: JSON.stringify({ status: 202, message: QUEUED, data: { ticket, position, estimateSeconds } }) });

async function toCheckout(page: Page) {
  await page.goto(`/product/${PLAIN_SLUG}`);
  await expect(page.getByRole('button', { name: 'My Account' })).toHaveText('P');
  await pickerAnswers(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();
  await page.goto('/shipping');
  await checkoutAnswers(page);
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
}

test('a busy sale: the order waits in the queue with its place, keeps it across a reload, and is placed on its turn', async ({ page, shopper: _shopper }) => {
  await toCheckout(page);
  const sent: { ticket: string | null; key: string }[] = [];
  const step: Record<number, (route: Route) => Promise<void>> = {};
  let answerSecond!: () => void;
  const secondMayEnd = new Promise<void>((resolve) => (answerSecond = resolve));
  let answerFourth!: () => void;
  const fourthMayGo = new Promise<void>((resolve) => (answerFourth = resolve));
  // 1: a place, 3rd in line. 2: held until the reload drops it. 3 (after the reload): 1st in line.
  // 4: the turn has come, so it goes to the shop, which places the order.
  step[1] = (route) => place(route, 'ticket-one.sig', 3, 12);
  step[2] = async (route) => {
    await secondMayEnd;
    await route.abort().catch(() => undefined);
  };
  step[3] = (route) => place(route, 'ticket-two.sig', 1, 4);
  step[4] = async (route) => {
    await fourthMayGo;
    const headers = { ...route.request().headers() };
    delete headers['checkout-ticket'];
    await route.continue({ headers });
  };
  await page.route('**/api/web/order/create', async (route) => {
    const h = route.request().headers();
    sent.push({ ticket: h['checkout-ticket'] ?? null, key: h['idempotency-key']! });
    await step[sent.length]!(route);
  });

  await page.getByRole('button', { name: 'Checkout' }).click();
  const status = page.getByTestId('checkout-queue');
  await expect(status).toHaveAttribute('role', 'status');
  await expect(status).toContainText('You are in the queue');
  await expect(status).toContainText('Many shoppers are ordering right now. Your place in the queue: 3. Estimated wait: about 12 seconds.');
  const waiting = page.getByRole('button', { name: 'Waiting for your turn...' });
  await expect(waiting).toBeDisabled();
  await expect(waiting).toHaveAccessibleDescription(WHY);
  await expect.poll(() => sent.length).toBe(2);
  await expectAccessible(page, 'the checkout waiting in the queue');

  await page.reload();
  answerSecond();
  // The same place at once, then the shop's newer word.
  await expect(page.getByTestId('checkout-queue')).toContainText('Your place in the queue: 1. Estimated wait: about 4 seconds.');
  await expect(page.getByRole('button', { name: 'Waiting for your turn...' })).toBeDisabled();
  // The order that waits is the one sent: its method shows, and cannot change meanwhile.
  const cod = page.getByRole('radio', { name: /Cash on Delivery/ });
  await expect(cod).toBeChecked();
  await expect(cod).toBeDisabled();
  await expect.poll(() => sent.length).toBe(4);
  answerFourth();

  await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
  expect(sent.map((s) => s.ticket)).toEqual([null, 'ticket-one.sig', 'ticket-one.sig', 'ticket-two.sig']);
  expect(new Set(sent.map((s) => s.key)).size).toBe(1);
  expect(await page.evaluate(() => sessionStorage.getItem('kanmani:checkout-queue'))).toBeNull();
});
