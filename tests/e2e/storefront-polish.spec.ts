import { test, expect, type Page } from './support/shop';
import { pageReady, pickerAnswers } from './support/ready';
import { openLogin } from './support/shopper-session';

/**
 * What the shopper audit of issue 19 found, told as the shopper met it, at the width where it
 * was seen. Figures are the demo catalog's Ankle Length Cotton Leggings (size S at ₹449, Black
 * first, then Maroon) and its 'Buy 3 @ ₹1,099' offer.
 */
const SLUG = 'ankle-length-cotton-leggings';

async function addLeggingsToCart(page: Page) {
  await page.goto(`/product/${SLUG}`);
  await page.getByRole('button', { name: 'Add to Cart' }).scrollIntoViewIfNeeded();
  await pickerAnswers(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();
}

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('a shopper types her number with +91 and spaces and gets the ten digits', async ({ page }) => {
    await page.goto('/');
    const dialog = await openLogin(page);
    const field = dialog.getByLabel('Mobile Number');
    await field.pressSequentially('+91 97123 45601');
    await expect(field).toHaveValue('9712345601');
    await field.fill('');
    await field.pressSequentially('098765 43210');
    await expect(field).toHaveValue('9876543210');
  });

  test('letters in the number are refused with the spec\'s words', async ({ page }) => {
    await page.goto('/');
    const dialog = await openLogin(page);
    await dialog.getByLabel('Mobile Number').pressSequentially('98a');
    await expect(dialog.getByText('Only 10-digit numbers allowed')).toBeVisible();
  });

  test('an unregistered number moves to Sign Up and says why', async ({ page }) => {
    await page.goto('/');
    const dialog = await openLogin(page);
    await dialog.getByLabel('Mobile Number').fill('6123400017');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const signup = page.getByRole('dialog', { name: 'Sign Up' });
    await expect(signup.getByRole('status')).toHaveText('This number is not registered yet. Sign up to continue.');
    await expect(signup.getByLabel('Name')).toBeVisible();
    await expect(signup.getByLabel('Mobile Number')).toHaveValue('6123400017');
  });

  test("the footer's My Account opens the sign-in dialog for a signed-out shopper", async ({ page }) => {
    await page.goto('/faqs');
    await page.waitForLoadState('load');
    await page.getByRole('contentinfo').getByRole('link', { name: 'My Account' }).click();
    await expect(page.getByRole('dialog', { name: /^Login to / })).toBeVisible();
    await expect(page).toHaveURL(/\/faqs$/);
  });

  test('My Account says so when the profile cannot be loaded', async ({ page }) => {
    await page.goto('/robots.txt');
    await page.evaluate(() => localStorage.setItem('token', 'a'.repeat(64)));
    await page.route('**/api/web/customer/profile', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ status: 503, message: 'busy', data: null }) }),
    );
    await page.goto('/profile');
    await expect(page.getByText('Failed to load profile. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('a cart row keeps colour and size on one line beside the stepper', async ({ page }) => {
    await addLeggingsToCart(page);
    await page.goto('/cart');
    const row = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Remove / }) });
    const words = row.getByText('Black · Size S');
    await expect(words).toBeVisible();
    const box = await words.boundingBox();
    // One line of 14 px text is about 20 px high; four words stacked were about 80.
    expect(box!.height).toBeLessThan(28);
  });

  test('the checkout payment radios are the same size', async ({ page }) => {
    await addLeggingsToCart(page);
    await page.goto('/shipping');
    const cod = page.getByRole('radio', { name: /Cash on Delivery/ });
    const online = page.getByRole('radio', { name: /Online Payment/ });
    await expect(online).toBeVisible();
    const [a, b] = [await cod.boundingBox(), await online.boundingBox()];
    expect(Math.round(a!.width)).toBe(16);
    expect(Math.round(b!.width)).toBe(16);
    expect(Math.round(b!.height)).toBe(16);
  });

  test('an Instagram card shows its caption once, over a poster without words of its own', async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('button', { name: 'Play video: Twelve colours of our ankle length leggings' });
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveText('Twelve colours of our ankle length leggings');
    const poster = await page.request.get(await card.locator('img').getAttribute('src') ?? '');
    const svg = await poster.text();
    expect(svg).not.toContain('<text');
  });

  test('an offer tile tapped before the picker has woken up still sets the quantity', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/_astro\/ProductPicker\.[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/product/${SLUG}`);
    const tile = page.getByRole('button', { name: 'Buy 3 @ ₹1,099' });
    await tile.scrollIntoViewIfNeeded();
    await tile.click();
    release();
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3');
    await expect(tile).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('on a desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the gallery and the cart thumbnail follow the chosen colour', async ({ page, request }) => {
    const product = (await (await request.get(`/api/web/product/slug/${SLUG}`)).json()).data as { colorVariants: { name: string; images: string[] }[] };
    const firstPhoto = (name: string) => product.colorVariants.find((c) => c.name === name)!.images[0]!.slice('/media/'.length, '/media/'.length + 32);
    const [black, maroon] = [firstPhoto('Black'), firstPhoto('Maroon')];
    expect(black).not.toBe(maroon);
    await page.goto(`/product/${SLUG}`);
    await page.getByRole('button', { name: 'Add to Cart' }).scrollIntoViewIfNeeded();
    await pickerAnswers(page);
    const gallery = page.getByRole('region', { name: 'Ankle Length Cotton Leggings images' });
    const firstAvif = gallery.getByRole('group').first().locator('source[type="image/avif"]');
    await expect(firstAvif).toHaveAttribute('srcset', new RegExp(`^/media/${black}-320\\.avif 320w`));
    await page.getByTitle('Maroon', { exact: true }).click();
    await expect(firstAvif).toHaveAttribute('srcset', new RegExp(`^/media/${maroon}-320\\.avif 320w`));
    const shown = gallery.getByRole('group').first().getByRole('img');
    await expect.poll(() => shown.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0 && i.currentSrc)).toMatch(new RegExp(`/media/${maroon}-\\d+\\.avif$`));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    // The cart is saved once the badge shows it; leaving earlier could lose the line.
    await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();
    await page.goto('/cart');
    const thumb = page.locator('main picture').filter({ has: page.locator(`source[type="image/avif"][srcset^="/media/${maroon}-320.avif"]`) });
    await expect(thumb.locator('img')).toBeVisible();
    await expect.poll(() => thumb.locator('img').evaluate((i: HTMLImageElement) => i.naturalWidth > 0 && i.currentSrc)).toMatch(new RegExp(`/media/${maroon}-\\d+\\.avif$`));
  });

  test("one MRP is struck for one item: card, product page and cart agree (the size's own, not price plus ₹200)", async ({ page }) => {
    await page.goto('/categories?search=Ankle%20Length%20Cotton%20Leggings');
    const card = page.getByRole('heading', { level: 3, name: 'Ankle Length Cotton Leggings', exact: true }).locator('..');
    await expect(card.getByRole('group', { name: 'Price', exact: true })).toHaveText(/^₹449\s*MRP ₹599 \(incl\. of all taxes\)$/);
    await addLeggingsToCart(page);
    await expect(page.getByTestId('picker-mrp')).toHaveText('MRP ₹599 (incl. of all taxes)');
    await page.goto('/cart');
    await expect(page.getByTestId('group-mrp')).toHaveText('MRP ₹599');
  });

  test('the results page keeps the term in the box; an outside click clears the highlight', async ({ page }) => {
    await page.goto('/categories?search=leggings');
    const box = page.getByRole('combobox', { name: 'Search products' }).filter({ visible: true });
    await expect(box).toHaveValue('leggings');
    await pageReady(page);
    await box.focus();
    await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeHidden();
    await box.focus();
    await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
    await expect(box).not.toHaveAttribute('aria-activedescendant', /.+/);
    // Within the suggestions: the results page's own 'Sort by' select has a selected option too.
    await expect(page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option', { selected: true })).toHaveCount(0);
  });

  test('the hero banners are described by the words they show', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('img', { name: 'Everyday comfort, made to move with you. Cotton leggings from ₹449, Buy 3 @ ₹1,099. Shop now.' })).toHaveCount(1);
    await expect(page.getByRole('img', { name: 'Little ones, big days. Kids wear that keeps up. Kids leggings and boxers, soft cotton, bright colours. Shop now.' })).toHaveCount(1);
  });

  test('the shipping policy states one COD charge, the setting checkout uses (no Rs 100, no ₹60)', async ({ page }) => {
    await page.goto('/static/shipping-policy');
    await expect(page.getByText('Cash on delivery carries no extra charge beyond its shipping rate.')).toBeVisible();
    await expect(page.getByText(/Rs 100|₹60 partner charge/)).toHaveCount(0);
  });

  test("a product page's breadcrumb starts Home / All Categories", async ({ page }) => {
    await page.goto(`/product/${SLUG}`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
    await expect(crumbs).toHaveText(['Home', '/All Categories', '/Leggings', '/Ankle Length Cotton Leggings']);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'All Categories' })).toHaveAttribute('href', '/categories');
  });

  test('an unknown policy page answers 404 Not Found', async ({ page }) => {
    const res = await page.goto('/static/unknown');
    expect(res!.status()).toBe(404);
    expect(res!.statusText()).toBe('Not Found');
    await expect(page.getByText('Page Not Found')).toBeVisible();
  });

  test("a cash-on-delivery order's Pending badge reads as payment to come", async ({ page }) => {
    await page.goto('/robots.txt');
    await page.evaluate(() => localStorage.setItem('token', 'b'.repeat(64)));
    const profile = { _id: 'a1b2c3d4e5f6a1b2c3d4e5f6', name: 'Priya Raman', mobileNumber: '9712345601', emailId: null, email: null };
    const order = {
      _id: '0123456789abcdef0123abcd',
      createdAt: '2026-11-20T10:00:00.000Z',
      status: 1,
      paymentMethod: 1,
      paymentStatus: 2,
      orderItems: [],
      subtotal: 749,
      shippingCharge: 99,
      total: 848,
      customer: { name: 'Priya Raman', mobileNumber: '9712345601' },
    };
    await page.route('**/api/web/customer/profile', (r) => r.fulfill({ json: { status: 200, message: 'ok', data: profile } }));
    await page.route('**/api/web/order/history', (r) => r.fulfill({ json: { status: 200, message: 'ok', data: [order] } }));
    await page.goto('/profile');
    const card = page.getByRole('article', { name: 'Order #3abcd' });
    await expect(card.getByText('Payment: Pending')).toBeVisible();
    await expect(card.getByText('to pay on delivery')).toBeVisible();
  });

  test('server-side events are sent on a shop without a browser pixel id', async ({ page }) => {
    const sent = page.waitForRequest((r) => r.url().endsWith(`/api/web/pixel/product/${SLUG}`) && r.method() === 'POST');
    await page.goto(`/product/${SLUG}`);
    await expect(page.locator('#kanmani-pixel-config')).toHaveCount(0);
    const body = (await sent).postDataJSON() as { event_name: string }[];
    expect(body[0]!.event_name).toBe('ViewContent');
  });
});
