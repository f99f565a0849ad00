import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBuiltServer, type BuiltServer } from '../support/built-server';

/**
 * The cart and checkout in Hindi and Tamil (issue 31), over HTTP on the built server: the page's
 * own words, the first paint of an empty cart, and the texts handed to the islands are in the
 * page's language, links stay under its prefix, and the English pages read as before.
 */
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer();
});
afterAll(async () => {
  await server?.stop();
});

const html = async (path: string) => {
  const r = await fetch(server.url + path, { redirect: 'manual' });
  expect(r.status, path).toBe(200);
  return r.text();
};

describe('the cart in three languages', () => {
  test('the Tamil cart speaks Tamil, its empty-cart link stays Tamil, and its island carries Tamil words only', async () => {
    const ta = await html('/ta/cart');
    expect(ta).toContain('<title>கார்ட்');
    expect(ta).toMatch(/<h1[^>]*>உங்கள் கார்ட்<\/h1>/);
    expect(ta).toContain('உங்கள் கார்ட் காலியாக உள்ளது');
    expect(ta).toMatch(/href="\/ta\/categories"[^>]*>\s*ஷாப்பிங்கைத் தொடருங்கள்/);
    // The island's props: its words in Tamil (summary, checkout button), none in Hindi or English.
    expect(ta).toContain('ஷிப்பிங்கிற்குத் தொடருங்கள்');
    expect(ta).toContain('ஆர்டர் சுருக்கம்');
    expect(ta).not.toContain('शिपिंग पर आगे बढ़ें');
    expect(ta).not.toContain('Proceed to Shipping');
  });

  test('the Hindi cart speaks Hindi', async () => {
    const hi = await html('/hi/cart');
    expect(hi).toMatch(/<h1[^>]*>आपका कार्ट<\/h1>/);
    expect(hi).toContain('आपका कार्ट खाली है');
    expect(hi).toMatch(/href="\/hi\/categories"/);
    expect(hi).toContain('शिपिंग पर आगे बढ़ें');
  });

  test('the English cart is unchanged', async () => {
    const en = await html('/cart');
    expect(en).toContain('<title>Cart');
    expect(en).toMatch(/<h1[^>]*>Your Cart<\/h1>/);
    expect(en).toContain('Your cart is empty');
    expect(en).toContain("Looks like you haven&#39;t added any products to your cart yet.");
    expect(en).toMatch(/href="\/categories"[^>]*>\s*Continue Shopping/);
    expect(en).toContain('Proceed to Shipping');
  });
});

describe('checkout in three languages', () => {
  test('Tamil and Hindi checkout pages show their heading and loading line in their language', async () => {
    const ta = await html('/ta/shipping');
    expect(ta).toMatch(/<h1[^>]*>செக்அவுட்<\/h1>/);
    expect(ta).toContain('செக்அவுட் ஏற்றப்படுகிறது...');
    expect(ta).toContain('கேஷ் ஆன் டெலிவரி');
    expect(ta).toContain('புதிய முகவரியைச் சேர்');
    expect(ta).not.toContain('Cash on Delivery');
    const hi = await html('/hi/shipping');
    expect(hi).toMatch(/<h1[^>]*>चेकआउट<\/h1>/);
    expect(hi).toContain('चेकआउट लोड हो रहा है...');
    expect(hi).toContain('ऑनलाइन भुगतान');
  });

  test('the English checkout is unchanged', async () => {
    const en = await html('/shipping');
    expect(en).toMatch(/<h1[^>]*>Checkout<\/h1>/);
    expect(en).toContain('Loading checkout...');
    expect(en).toContain('Cash on Delivery');
    expect(en).toContain('Add New Address');
  });
});

describe('the sign-in dialog in three languages', () => {
  test("every page hands the dialog its words in the page's language, and only those", async () => {
    const ta = await html('/ta/cart');
    expect(ta).toContain('{store} இல் உள்நுழையுங்கள்');
    expect(ta).toContain('10 இலக்க மொபைல் எண்');
    expect(ta).toContain('மொபைல் எண் 10 இலக்கங்களாக இருக்க வேண்டும்');
    expect(ta).not.toContain('Enter OTP sent to');
    const hi = await html('/hi/');
    expect(hi).toContain('{store} में लॉगिन करें');
    expect(hi).toContain('OTP सत्यापित करें');
    const en = await html('/');
    expect(en).toContain('Login to {store}');
    expect(en).toContain('Only 10-digit numbers allowed');
  });
});
