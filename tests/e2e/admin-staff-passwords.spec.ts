import { expect, test, type Page } from './support/shop';
import AxeBuilder from '@axe-core/playwright';
import { DEMO_OWNER, signInToConsole } from './support/staff';
import { islandReady, pageReady } from './support/ready';

/** The staff pages of issue 26 at a phone's and a desk's width: invites, roles, password links. */

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Clicks a row control once its island has woken (the rows wake when scrolled into view). */
async function clickInRow(page: Page, button: string) {
  const b = page.getByRole('button', { name: button, exact: true });
  await islandReady(page, b);
  await b.click();
}

for (const width of [1280, 375]) {
  test(`at ${width} px: a pending invite is resent and joined, its role changed after confirming, and a password link sets a new password`, async ({ page, browser }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = `helper-${width}@kanmani.test`;
    const name = `Meera Helper ${width}`;
    await signInToConsole(page, DEMO_OWNER.email, DEMO_OWNER.password);
    await page.goto('/admin/staff');
    const link = page.getByLabel(/One-time invite link/);
    await pageReady(page);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Role', { exact: true }).selectOption('support');
    await expect(page.getByText('Support: Reads orders and customers, adds notes, resends messages and records confirmation calls. Changes nothing else.')).toBeVisible();
    await page.getByRole('button', { name: 'Send invite' }).click();
    await expect(link).toBeVisible();
    const firstLink = await link.inputValue();

    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Pending invites' })).toBeVisible();
    await expect(page.getByRole('button', { name: `New invite link for ${email}` })).toBeVisible();
    await expectNoAxeViolations(page);
    const newLink = page.getByLabel(`New one-time invite link for ${email}`);
    await clickInRow(page, `New invite link for ${email}`);
    await expect(newLink).toBeVisible();
    const secondLink = await newLink.inputValue();
    expect(secondLink).not.toBe(firstLink);

    const member = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await member.goto(firstLink);
    await expect(member.getByRole('heading', { level: 1, name: 'This invite has ended' })).toBeVisible();
    await member.goto(secondLink);
    await pageReady(member);
    await member.getByLabel('Your name').fill(name);
    await member.getByLabel(/Choose a password/).fill('helping-at-the-desk');
    await member.getByRole('button', { name: 'Join the console' }).click();
    await expect(member.getByRole('heading', { level: 1, name: "Today's work" })).toBeVisible();

    // The role changes only once confirmed.
    await page.reload();
    await expect(page.getByRole('button', { name: `New invite link for ${email}` })).toHaveCount(0);
    const role = page.getByLabel(`Role of ${name}`);
    await islandReady(page, role);
    await role.selectOption('manager');
    await expect(page.getByRole('group', { name: `Confirm the role change for ${name}` })).toBeVisible();
    await expect(page.getByText(`Change ${name} from Support to Manager? It takes effect on their next click.`)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: `Make ${name} Manager` }).click();
    await expect(page.getByRole('group', { name: `Confirm the role change for ${name}` })).toHaveCount(0);
    await expect(page.getByText(`${name} · Manager`)).toBeVisible();

    // The owner's password link: the member sets a new password with it and signs in.
    const resetField = page.getByLabel(new RegExp(`One-time password link for ${name}`));
    await clickInRow(page, `Password link for ${name}`);
    await expect(resetField).toBeVisible();
    const resetLink = await resetField.inputValue();
    await member.goto(resetLink);
    await expect(member.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expectNoAxeViolations(member);
    await pageReady(member);
    await member.getByLabel(/New password/).fill('a-new-desk-password');
    await member.getByRole('button', { name: 'Set my new password' }).click();
    await expect(member.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expectNoAxeViolations(member);
    await signInToConsole(member, email, 'a-new-desk-password');

    // The member changes their own password on their account page.
    await member.goto('/admin/account');
    await expectNoAxeViolations(member);
    await pageReady(member);
    await member.getByLabel('Current password').fill('a-new-desk-password');
    await member.getByLabel(/New password/).fill('my-own-chosen-password');
    await member.getByRole('button', { name: 'Change password' }).click();
    await expect(member.getByText('Password changed. Your other sessions were signed out.')).toBeVisible();
    await member.context().close();
  });
}

test('a revoked invite leaves the list and its link ends', async ({ page }) => {
  await signInToConsole(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await page.goto('/admin/staff');
  const email = 'revoked-helper@kanmani.test';
  const link = page.getByLabel(/One-time invite link/);
  await pageReady(page);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send invite' }).click();
  await expect(link).toBeVisible();
  const inviteLink = await link.inputValue();
  await page.reload();
  await clickInRow(page, `Revoke invite for ${email}`);
  await expect(page.getByRole('button', { name: `Revoke invite for ${email}` })).toHaveCount(0);
  await page.goto(inviteLink);
  await expect(page.getByRole('heading', { level: 1, name: 'This invite has ended' })).toBeVisible();
});
