import { expect, test, type Page } from './support/shop';
import AxeBuilder from '@axe-core/playwright';
import { DEMO_OWNER, consoleNav, signInToConsole } from './support/staff';
import { islandReady, pageReady } from './support/ready';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const width of [1280, 375]) {
  test(`at ${width} px the owner invites a fulfilment member, who joins and signs in; the audit log shows both`, async ({ page, browser }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = `packer-${width}@kanmani.test`;
    const name = `Ravi Packer ${width}`;

    await page.goto('/admin/sign-in');
    await expectNoAxeViolations(page);
    await signInToConsole(page, DEMO_OWNER.email, DEMO_OWNER.password);
    await expect(page.getByRole('link', { name: /COD orders to confirm/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Today's net revenue/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await (await consoleNav(page)).getByRole('link', { name: 'Staff' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    await expectNoAxeViolations(page);
    const link = page.getByLabel(/One-time invite link/);
    await pageReady(page);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Role', { exact: true }).selectOption('fulfilment');
    await page.getByRole('button', { name: 'Send invite' }).click();
    await expect(link).toBeVisible();
    await expect(page.getByText(`Invite created for ${email}.`)).toBeVisible();
    const inviteUrl = await link.inputValue();

    const memberContext = await browser.newContext({ viewport: { width, height: 900 } });
    const member = await memberContext.newPage();
    await member.goto(inviteUrl);
    await expect(member.getByText(`You were invited as Fulfilment with the email ${email}.`)).toBeVisible();
    await pageReady(member);
    await member.getByLabel('Your name').fill(name);
    await member.getByLabel(/Choose a password/).fill('packing-every-single-day');
    await member.getByRole('button', { name: 'Join the console' }).click();
    await expect(member.getByRole('heading', { level: 1, name: "Today's work" })).toBeVisible();
    const memberNav = await consoleNav(member);
    await expect(memberNav.getByRole('link', { name: 'Orders' })).toBeVisible();
    await expect(memberNav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
    await expect(member.getByRole('link', { name: /Today's net revenue/ })).toHaveCount(0);
    await pageReady(member);
    await member.getByRole('button', { name: 'Sign out' }).click();
    await expect(member.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await member.goto('/admin/staff');
    await expect(member).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Fstaff$/);
    await signInToConsole(member, email, 'packing-every-single-day');
    await member.goto('/admin/staff');
    await expect(member.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();

    await (await consoleNav(page)).getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const rows = page.getByRole('table', { name: 'Audit log entries' }).getByRole('row');
    await expect(rows.filter({ hasText: 'staff.invite_accept' }).filter({ hasText: name })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'staff.invite' }).filter({ hasText: email }).filter({ hasText: DEMO_OWNER.name })).toHaveCount(1);
    await expectNoAxeViolations(page);

    await (await consoleNav(page)).getByRole('link', { name: 'Customers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The owner disables the member: their open session ends at once.
    await (await consoleNav(page)).getByRole('link', { name: 'Staff' }).click();
    // The row's controls hydrate when scrolled into view.
    const disable = page.getByRole('button', { name: `Disable ${name}` });
    await islandReady(page, disable);
    await disable.click();
    await expect(page.getByRole('button', { name: `Enable ${name}` })).toBeVisible();
    await member.goto('/admin');
    await expect(member.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await memberContext.close();
  });
}
