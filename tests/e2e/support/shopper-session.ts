import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from './shop';

/** A fresh mobile number; each spec passes its own first digit so stories never share a shopper. */
export function newMobile(firstDigit: string): string {
  return `${firstDigit}${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

/** The one-time code in the newest dev-outbox SMS to `mobile`, once it has arrived. */
export async function codeFor(request: APIRequestContext, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const list = ((await (await request.get(`/api/dev/sms?to=${mobile}`)).json()).data ?? []) as { text: string }[];
      code = /\b(\d{4})\b/.exec(list[0]?.text ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}

/** axe finds nothing on the page; `where` names the screen in the failure. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), where).toEqual([]);
}

/**
 * Opens the sign-in dialog from the header's Login button. The button is plain HTML whose click
 * handler is a module script (run before the `load` event that `goto` waits for), and the dialog
 * island wakes by itself when asked, so one click is enough; the wait is as long as a cold first
 * start may take. (A retried click could land on the dialog's overlay once it opened and wait
 * there until the test timed out: the first story after a fresh start did just that.)
 */
export async function openLogin(page: Page) {
  const dialog = page.getByRole('dialog', { name: /^Login to / });
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  return dialog;
}
