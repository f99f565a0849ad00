// Playwright's own, not './shop': shop.ts builds its `staff` fixture on this file.
import { expect, type Browser, type Page } from '@playwright/test';
import { pageReady } from './ready';

export const DEMO_OWNER = { email: 'owner@kanmani.local', password: 'kanmani-local-owner', name: 'Demo Owner' } as const;

/**
 * Signs in at /admin/sign-in as staff usually do, once the form answers input
 * (tests/e2e/admin-sign-in.spec.ts covers the plain form before it wakes).
 */
export async function signInToConsole(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin/sign-in');
  const home = page.getByRole('heading', { level: 1, name: "Today's work" });
  await pageReady(page);
  if (await home.isVisible()) return;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(home).toBeVisible();
}

export type StaffRole = 'manager' | 'fulfilment' | 'support';

/**
 * The owner invites a member from /admin/staff; the member joins in a browser of their own with
 * the given name and password and lands on the console home, where the returned page stays.
 */
export async function staffJoins(
  owner: Page,
  browser: Browser,
  member: { role: StaffRole; email: string; name: string; password: string; width: number },
): Promise<Page> {
  await owner.goto('/admin/staff');
  await pageReady(owner);
  await owner.getByLabel('Email', { exact: true }).fill(member.email);
  await owner.getByLabel('Role', { exact: true }).selectOption(member.role);
  await owner.getByRole('button', { name: 'Send invite' }).click();
  await expect(owner.getByText(`Invite created for ${member.email}.`)).toBeVisible();
  const inviteUrl = await owner.getByLabel(/One-time invite link/).inputValue();
  const page = await (await browser.newContext({ viewport: { width: member.width, height: 900 } })).newPage();
  await page.goto(inviteUrl);
  await pageReady(page);
  await page.getByLabel('Your name').fill(member.name);
  await page.getByLabel(/Choose a password/).fill(member.password);
  await page.getByRole('button', { name: 'Join the console' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Today's work" })).toBeVisible();
  return page;
}

/**
 * The same member, joined over the console API when the story is not about joining: the owner's
 * session invites, the member accepts in a new browser context, whose signed-in page is returned.
 */
export async function staffByApi(
  browser: Browser,
  baseURL: string,
  member: { role: StaffRole; email: string; name: string; password: string; width: number },
): Promise<Page> {
  const owner = await browser.newContext({ baseURL });
  const headers = { origin: new URL(baseURL).origin };
  expect((await owner.request.post('/api/admin/session', { data: { email: DEMO_OWNER.email, password: DEMO_OWNER.password }, headers })).status()).toBe(200);
  const invite = await owner.request.post('/api/admin/staff/invite', { data: { email: member.email, role: member.role }, headers });
  expect(invite.status()).toBe(201);
  const token = new URL((await invite.json()).data.link as string).searchParams.get('token');
  await owner.close();
  const context = await browser.newContext({ baseURL, viewport: { width: member.width, height: 900 } });
  const accepted = await context.request.post('/api/admin/invites/accept', { data: { token, name: member.name, password: member.password }, headers });
  expect(accepted.status()).toBe(200);
  return context.newPage();
}

/** The names the `staff` fixture gives its members, one per role. */
export const STAFF_NAMES: Record<StaffRole, string> = { manager: 'Meena Manager', fulfilment: 'Selvi Packer', support: 'Anu Support' };

/** A member of `role` for a story that is not about joining, at `width` px (1280 unless given). */
export type StaffFor = (role: StaffRole, opts?: { width?: number }) => Promise<Page>;

/**
 * The console's menu, opened if it must be: from 1024 px it is the sidebar; below, the drawer
 * behind the top bar's Menu button (retried until the page's script answers the tap).
 */
export async function consoleNav(page: Page) {
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  if (await menuButton.isVisible()) {
    const drawer = page.getByRole('dialog', { name: 'Console menu' });
    await expect(async () => {
      if (!(await drawer.isVisible())) await menuButton.click();
      await expect(drawer).toBeVisible({ timeout: 1_000 });
    }).toPass();
  }
  return page.getByRole('navigation', { name: 'Console' });
}
