import { test, expect, type Page } from './support/shop';
import AxeBuilder from '@axe-core/playwright';
import { pageReady } from './support/ready';

/**
 * Issue 28 item 3, as a support member lives it on a phone: an unconfirmed COD order waits in
 * 'Call the customer'; nobody answers, so they record 'no answer, call again in 2 hours' with a
 * note, and the list shows when the order is due again.
 */
async function expectAccessible(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), where).toEqual([]);
}

const IST = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

test('support records no answer, call again in 2 hours, at 375 px and sees when the order is due', async ({ page, codOrder, staff }) => {
  test.setTimeout(120_000);
  const held = await page.request.post('/api/dev/cod-confirmation/timer', { data: { orderId: codOrder, at: new Date(Date.now() + 24 * 3_600_000 + 60_000).toISOString() } });
  expect((await held.json()).data).toEqual({ outcome: 'held' });
  const number = codOrder.slice(-5);

  const support = await staff('support', { width: 375 });
  await support.goto('/admin/orders/call-customer');
  await expect(support.getByRole('heading', { level: 1, name: 'Call the customer' })).toBeVisible();
  const entry = support.getByRole('listitem').filter({ has: support.getByRole('link', { name: `Order #${number}` }) });
  await expect(entry).toContainText('Not called yet: due now.');
  await pageReady(support);
  await expectAccessible(support, 'the call list at 375 px');

  const form = entry.getByRole('form', { name: `Record the call for order #${number}` });
  await form.getByRole('radio', { name: /^No answer: call again/ }).check();
  await form.getByLabel('Call again in (hours)').fill('2');
  await form.getByRole('textbox', { name: 'Note' }).fill('Rang out; try after lunch.');
  const asked = Date.now();
  await form.getByRole('button', { name: `Record the call for #${number}` }).click();

  const due = entry.getByTestId('call-due');
  await expect(due).toContainText('No answer (1 call so far). Call again at', { timeout: 20_000 });
  await expect(due).toContainText('Note: Rang out; try after lunch.');
  const at = Date.parse((await due.locator('time').getAttribute('datetime'))!);
  expect(Math.abs(at - (asked + 2 * 3_600_000))).toBeLessThan(60_000);
  await expect(due.locator('time')).toHaveText(IST.format(new Date(at)));
  expect(await support.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await pageReady(support);
  await expectAccessible(support, 'the call list after recording no answer, at 375 px');
  await support.screenshot({ path: 'tests/.results/call-customer-no-answer-375.png', fullPage: true });

  // A refusal speaks the field's label.
  await form.getByRole('radio', { name: /^No answer: call again/ }).check();
  await form.getByLabel('Call again in (hours)').fill('60');
  await form.getByRole('button', { name: `Record the call for #${number}` }).click();
  await expect(form.getByText('Call again in (hours) must be a whole number from 1 to 48')).toBeVisible();
});
