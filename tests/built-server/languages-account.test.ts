import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBuiltServer, type BuiltServer } from '../support/built-server';

/**
 * My Account and the page shell in Hindi and Tamil (issue 31), over HTTP on the built server:
 * the pages' titles and links, and the words their islands are handed, are in the page's
 * language only; English reads as before.
 */
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer();
});
afterAll(async () => {
  await server?.stop();
});

const ORDER = '/profile/orders/0123456789abcdef01234567';
const get = async (path: string) => {
  const r = await fetch(server.url + path, { redirect: 'manual' });
  return { status: r.status, html: await r.text() };
};

describe('My Account', () => {
  test('in Tamil: the title, heading and the island’s words (sections, order card, timeline, address dialog) are Tamil', async () => {
    const ta = await get('/ta/profile');
    expect(ta.status).toBe(200);
    expect(ta.html).toContain('<title>என் கணக்கு');
    expect(ta.html).toMatch(/<h1[^>]*>என் கணக்கு<\/h1>/);
    for (const words of ['ஆர்டர் வரலாறு', 'சேமித்த முகவரிகள்', 'உறுதிப்படுத்தலுக்குக் காத்திருக்கிறது', 'ஆர்டர் செய்யப்பட்டது', 'முகவரியைத் திருத்து']) expect(ta.html).toContain(words);
    for (const english of ['Order History', 'Saved Addresses', 'Waiting For Confirmation', 'Edit Address', 'आपका डेटा']) expect(ta.html).not.toContain(english);
  });

  test('in Hindi: the order page’s title, its way back under /hi/, and its words', async () => {
    const hi = await get(`/hi${ORDER}`);
    expect(hi.status).toBe(200);
    expect(hi.html).toContain('<title>ऑर्डर की जानकारी');
    expect(hi.html).toContain('href="/hi/profile"');
    expect(hi.html).toContain('← मेरा खाता');
    expect(hi.html).toContain('टैक्स इनवॉइस डाउनलोड करें (PDF)');
    expect(hi.html).not.toContain('Download tax invoice (PDF)');
    // The return form's and review form's words come with the order page's island.
    for (const words of ['रिफ़ंड का अनुरोध करें', 'दूसरे साइज़ या रंग से बदलें', 'रिव्यू भेजें', 'साइज़ {size} की फ़िटिंग कैसी है?']) expect(hi.html).toContain(words);
    for (const english of ['Ask for the refund', 'Send review']) expect(hi.html).not.toContain(english);
  });

  test('in English it is unchanged', async () => {
    const en = await get('/profile');
    expect(en.html).toContain('<title>My Account');
    expect(en.html).toContain('Order History');
    const order = await get(ORDER);
    expect(order.html).toContain('<title>Order details');
    expect(order.html).toContain('href="/profile"');
    expect(order.html).toContain('← My Account');
  });
});

describe('the review link’s page', () => {
  test('says in Tamil that a forged link is not valid; English as before', async () => {
    const ta = await get('/ta/review/not-a-real-review-link-token');
    expect(ta.status).toBe(404);
    expect(ta.html).toContain('<title>உங்கள் ஆர்டருக்கு மதிப்புரை எழுதுங்கள்');
    expect(ta.html).toContain('இந்த மதிப்புரை இணைப்பு செல்லாது. உங்கள் செய்தியிலிருந்து, அனுப்பப்பட்டபடியே மீண்டும் திறங்கள்.');
    expect(ta.html).toMatch(/href="\/ta\/static\/review-guidelines"[^>]*>மதிப்புரை வழிகாட்டுதல்கள்</);
    const en = await get('/review/not-a-real-review-link-token');
    expect(en.html).toContain('This review link is not valid. Open it again from your message, exactly as it was sent.');
  });
});

describe('the page shell', () => {
  test('in Tamil: the cart and account buttons, the grievance officer, the complaint link and the loading overlay', async () => {
    const { html } = await get('/ta/');
    expect(html).toContain('aria-label="கார்ட், 0 பொருட்கள்"');
    expect(html).toContain('data-label-one="கார்ட், {count} பொருள்"');
    expect(html).toContain('aria-label="உள்நுழை"');
    expect(html).toContain('data-profile="/ta/profile"');
    expect(html).toContain('குறைதீர்ப்பு அலுவலர்');
    expect(html).toMatch(/href="\/ta\/grievance"[^>]*>புகார் அளியுங்கள்</);
    expect(html).toContain('ஏற்றப்படுகிறது...');
    for (const english of ['Cart, 0 items', 'aria-label="Login"', 'File a complaint', 'Loading...']) expect(html).not.toContain(english);
  });

  test('in Hindi: the same in Hindi', async () => {
    const { html } = await get('/hi/');
    expect(html).toContain('aria-label="कार्ट, 0 आइटम"');
    expect(html).toMatch(/href="\/hi\/grievance"[^>]*>शिकायत दर्ज करें</);
    expect(html).toContain('लोड हो रहा है...');
  });

  test('in English it is unchanged', async () => {
    const { html } = await get('/');
    expect(html).toContain('aria-label="Cart, 0 items"');
    expect(html).toContain('aria-label="Login"');
    expect(html).toMatch(/href="\/grievance"[^>]*>File a complaint</);
    expect(html).toContain('Loading...');
  });
});

describe('the product page’s promises', () => {
  test('are in the page’s language, unmarked; English keeps the spec’s sentences', async () => {
    const ta = await get('/ta/product/ankle-length-cotton-leggings');
    expect(ta.html).toContain('எடைக்கு ஏற்ப ஷிப்பிங்: ஆன்லைனில் செலுத்தினால் ₹39 முதல், கேஷ் ஆன் டெலிவரியில் ₹99 முதல்.');
    expect(ta.html).toContain('டெலிவரியான 7 நாட்களுக்குள் மாற்றலாம் அல்லது திருப்பி அனுப்பலாம்.');
    expect(ta.html).not.toContain('Shipping by weight');
    const hi = await get('/hi/product/ankle-length-cotton-leggings');
    expect(hi.html).toContain('वज़न के हिसाब से शिपिंग: ऑनलाइन भुगतान पर ₹39 से, कैश ऑन डिलीवरी पर ₹99 से।');
    const en = await get('/product/ankle-length-cotton-leggings');
    expect(en.html).toContain('Shipping by weight: from ₹39 paid online, from ₹99 with cash on delivery.');
    expect(en.html).toContain('Exchange or return within 7 days of delivery.');
  });
});
