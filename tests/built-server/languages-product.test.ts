import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBuiltServer, type BuiltServer } from '../support/built-server';

/**
 * The product page in Hindi and Tamil (issue 31), over HTTP on the built server: the page's own
 * words, the reviews section and the texts handed to its islands are in the page's language;
 * the product's name, colours and specifications stay as the merchant wrote them; every link
 * stays under the page's prefix; and the English page reads word for word as before.
 */
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer();
});
afterAll(async () => {
  await server?.stop();
});

const SLUG = 'ankle-length-cotton-leggings';

const html = async (path: string) => {
  const r = await fetch(server.url + path, { redirect: 'manual' });
  expect(r.status, path).toBe(200);
  return r.text();
};

/** The page's own links (not its scripts, styles, photos or the language switcher's). */
const shopLinks = (page: string) =>
  [...page.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((m) => m[1]!).filter((h) => !h.startsWith('/lang?'));

describe('the product page in Tamil', () => {
  test("the picker, details, badges and tabs speak Tamil; the product's name is its Tamil one, its colours stay", async () => {
    const ta = await html(`/ta/product/${SLUG}`);
    expect(ta).toMatch(/<h1[^>]*>கணுக்கால் நீள காட்டன் லெக்கிங்ஸ்<\/h1>/);
    expect(ta).toMatch(/<h2[^>]*>பொருள் விவரங்கள்<\/h2>/);
    expect(ta).toMatch(/<h2[^>]*>துவைக்கும் முறை<\/h2>/);
    expect(ta).toMatch(/<h2[^>]*>உங்களுக்கு இவையும் பிடிக்கலாம்<\/h2>/);
    expect(ta).toContain('நிழலில் உலர்த்தவும்');
    expect(ta).toContain('எக்ஸ்சேஞ்ச் &amp; ரிட்டர்ன்');
    expect(ta).toContain('aria-label="எங்களிடம் ஏன் வாங்க வேண்டும்"');
    // The picker's server HTML: total, offers 'Buy 2 @ ₹799', quantity, buttons, size chart.
    expect(ta).toContain('மொத்தம்');
    expect(ta).toContain('2 வாங்க @ ₹799');
    expect(ta).toContain('3 வாங்க @ ₹1,099');
    expect(ta).toContain('சிறப்புச் சலுகை');
    expect(ta).toMatch(/>\s*கார்ட்டில் சேர்\s*</);
    expect(ta).toMatch(/>\s*இப்போதே வாங்கு\s*</);
    expect(ta).toMatch(/>\s*அளவு அட்டவணை\s*</);
    expect(ta).toContain('பெரும்பாலான வாங்குபவர்கள் இது சரியான அளவு என்கிறார்கள்');
    expect(ta).toContain('(6 வாங்குபவர்களில் 5)');
    expect(ta).toContain('டெலிவரியைச் சரிபார்க்கவும்');
    expect(ta).toContain('placeholder="பின் கோடு"');
    // Colours and specifications are the merchant's.
    expect(ta).toContain('Navy Blue');
    expect(ta).toContain('95% Cotton, 5% Spandex');
    // The islands carry Tamil words only: no English picker text, no Hindi.
    expect(ta).not.toContain('Add to Cart');
    expect(ta).not.toContain('Most buyers say');
    expect(ta).not.toContain('कार्ट में डालें');
  });

  test('the reviews section speaks Tamil: summary, sort and fit links, bylines and the photo alt', async () => {
    const ta = await html(`/ta/product/${SLUG}`);
    expect(ta).toMatch(/<h2[^>]*>வாடிக்கையாளர் மதிப்பாய்வுகள்<\/h2>/);
    expect(ta).toContain('aria-label="நட்சத்திர வாரியாக மதிப்பீடுகள்"');
    expect(ta).toContain('சரிபார்க்கப்பட்ட வாங்குபவர், S அளவு வாங்கினார்');
    expect(ta).toContain('>புதியவை</a>');
    expect(ta).toContain('>படங்களுடன்</a>');
    expect(ta).toContain('>சிறியதாக உள்ளது</a>');
    expect(ta).toContain('>அனைத்து அளவுகளும்</a>');
    expect(ta).toContain('6 மதிப்பாய்வுகள்');
    expect(ta).not.toContain('Verified buyer');
    expect(ta).not.toContain('Customer Reviews');
  });

  test('every link on the Tamil page stays Tamil: breadcrumbs, related products, review links, policies and the cart', async () => {
    const ta = await html(`/ta/product/${SLUG}`);
    const links = shopLinks(ta);
    expect(links).toContain('/ta/categories');
    expect(links).toContain('/ta/categories/leggings');
    expect(links).toContain(`/ta/product/${SLUG}?reviews=photos#reviews`);
    expect(links).toContain(`/ta/product/${SLUG}?fit=small#reviews`);
    expect(links).toContain('/ta/product/bamboo-soft-ankle-leggings');
    expect(links).toContain('/ta/static/shipping-policy');
    expect(links).toContain('/ta/static/refund-policy');
    expect(links).toContain('/ta/cart');
    // The footer's complaint link is the layout's (not this page's part).
    expect(links.filter((h) => !h.startsWith('/ta/') && h !== '/ta' && h !== '/grievance')).toEqual([]);
  });
});

describe('the product page in Hindi', () => {
  test('speaks Hindi, with its links under /hi/', async () => {
    const hi = await html(`/hi/product/${SLUG}`);
    expect(hi).toMatch(/<h2[^>]*>प्रोडक्ट की जानकारी<\/h2>/);
    expect(hi).toMatch(/>\s*कार्ट में डालें\s*</);
    expect(hi).toMatch(/>\s*अभी खरीदें\s*</);
    expect(hi).toContain('2 खरीदें @ ₹799');
    expect(hi).toMatch(/<h2[^>]*>ग्राहकों के रिव्यू<\/h2>/);
    expect(hi).toContain('सत्यापित खरीदार, S साइज़ खरीदा');
    expect(hi).toContain('डिलीवरी जाँचें');
    expect(hi).not.toContain('Add to Cart');
    expect(hi).not.toContain('கார்ட்டில் சேர்');
    expect(shopLinks(hi)).toContain('/hi/product/bamboo-soft-ankle-leggings');
  });
});

describe('the English product page is unchanged', () => {
  test('its words read as before and its links have no prefix', async () => {
    const en = await html(`/product/${SLUG}`);
    expect(en).toMatch(/<h2[^>]*>Product details<\/h2>/);
    expect(en).toMatch(/<h2[^>]*>Wash care<\/h2>/);
    expect(en).toMatch(/<h2[^>]*>You may also like<\/h2>/);
    expect(en).toMatch(/<h2[^>]*>Customer Reviews<\/h2>/);
    expect(en).toMatch(/>\s*Add to Cart\s*</);
    expect(en).toMatch(/>\s*Buy Now\s*</);
    expect(en).toContain('Buy 2 @ ₹799');
    expect(en).toContain('Special Offer');
    expect(en).toContain('Verified buyer, bought S');
    expect(en).toContain('Most buyers say this is true to size');
    expect(en).toContain('(5 of 6 buyers)');
    expect(en).toContain('Check delivery');
    expect(en).toContain('placeholder="PIN code"');
    expect(en).toContain('Exchange &amp; Returns');
    expect(en).toContain('aria-label="Why shop with us"');
    const links = shopLinks(en);
    expect(links).toContain('/product/bamboo-soft-ankle-leggings');
    expect(links).toContain('/cart');
    expect(links.filter((h) => /^\/(hi|ta)(\/|$)/.test(h))).toEqual([]);
  });
});

describe('listings and the header search in Tamil', () => {
  test('the listing controls and pager speak Tamil and the cards link under /ta/', async () => {
    const ta = await html('/ta/categories/leggings');
    expect(ta).toMatch(/<label[^>]*>வரிசைப்படுத்து<\/label>/);
    expect(ta).toContain('விலை: குறைவிலிருந்து அதிகம்');
    expect(ta).toContain('அளவு, நிறம், விலை மற்றும் இருப்பு மூலம் வடிகட்டு');
    expect(ta).toContain('₹400க்குக் கீழ்');
    expect(shopLinks(ta)).toContain(`/ta/product/${SLUG}`);
    // The search box's words, handed to it by the header.
    expect(ta).toContain('பொருட்கள், தொகுப்புகளைத் தேடுங்கள்...');
    expect(ta).toContain('பிரபலமான தேடல்கள்');
    expect(ta).not.toContain('Popular Searches');
  });

  test('the English listing reads as before', async () => {
    const en = await html('/categories/leggings');
    expect(en).toMatch(/<label[^>]*>Sort by<\/label>/);
    expect(en).toContain('Price: low to high');
    expect(en).toContain('Filter by size, colour, price and stock');
    expect(en).toContain('Under ₹400');
    expect(en).toContain('placeholder="Search products, collections..."');
    expect(en).toContain('Popular Searches');
  });
});
