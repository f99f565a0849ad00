import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBuiltServer, type BuiltServer } from '../support/built-server';

/**
 * Content pages in Hindi and Tamil (issue 31 item 4), over HTTP on the built server: a policy
 * with a Tamil version (content/policies/ta/contact.mdx) shows it; one without shows the English
 * text under the note; the FAQ, blog and 404 shells speak the page's language; English is as before.
 */
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer();
});
afterAll(async () => {
  await server?.stop();
});

const get = async (path: string) => {
  const r = await fetch(server.url + path);
  return { status: r.status, html: await r.text() };
};
const NOTE_TA = 'இந்தப் பக்கம் இன்னும் தமிழ் மொழியில் இல்லை, எனவே ஆங்கிலத்தில் காட்டப்படுகிறது.';
const NOTE_HI = 'यह पेज अभी हिन्दी में उपलब्ध नहीं है, इसलिए इसे अंग्रेज़ी में दिखाया गया है।';

describe('policy pages', () => {
  test('the Tamil contact page is its Tamil version, with no note', async () => {
    const ta = await get('/ta/static/contact');
    expect(ta.status).toBe(200);
    expect(ta.html).toMatch(/<h1[^>]*>எங்களைத் தொடர்பு கொள்ள<\/h1>/);
    expect(ta.html).toContain('வாடிக்கையாளர் சேவை');
    expect(ta.html).not.toContain(NOTE_TA);
  });

  test('a policy without a Tamil or Hindi version is shown in English under the note', async () => {
    const ta = await get('/ta/static/refund-policy');
    expect(ta.status).toBe(200);
    expect(ta.html).toContain(NOTE_TA);
    expect(ta.html).toMatch(/<h1 lang="en-IN"[^>]*>Refund Policy<\/h1>/);
    expect(ta.html).toContain('கடைசியாகப் புதுப்பிக்கப்பட்டது');
    const hi = await get('/hi/static/contact');
    expect(hi.html).toContain(NOTE_HI);
    expect(hi.html).toMatch(/<h1[^>]*>Contact Us<\/h1>/);
  });

  test('in English the policy pages are unchanged, without a note', async () => {
    const en = await get('/static/contact');
    expect(en.html).toMatch(/<h1 class="[^"]*">Contact Us<\/h1>/);
    expect(en.html).toContain('Last updated');
    expect(en.html).not.toContain('data-testid="english-only"');
  });
});

describe('FAQ, blog and 404 shells', () => {
  test('in Tamil: headings and links in Tamil; the Tamil FAQ (content/faqs/ta.json) with no note, its promises in Tamil', async () => {
    const faqs = await get('/ta/faqs');
    expect(faqs.html).toMatch(/<h1[^>]*>அடிக்கடி கேட்கப்படும் கேள்விகள்<\/h1>/);
    expect(faqs.html).not.toContain(NOTE_TA);
    expect(faqs.html).toContain('இந்தியாவுக்கு வெளியே அனுப்புகிறீர்களா?');
    expect(faqs.html).toContain('இல்லை. தற்போது இந்தியாவுக்குள் மட்டுமே அனுப்புகிறோம்.');
    expect(faqs.html).not.toContain('Do you ship outside India?');
    expect(faqs.html).not.toMatch(/\{(returnWindow|deliveryTimes|shippingRates|freeShipping|codCharge)\}/);
    expect(faqs.html).toMatch(/href="\/ta\/static\/contact"[^>]*>எங்களைத் தொடர்பு கொள்ளுங்கள்/);
    // Hindi has no FAQ file: the English under the note.
    const hiFaqs = await get('/hi/faqs');
    expect(hiFaqs.html).toContain(NOTE_HI);
    expect(hiFaqs.html).toContain('Do you ship outside India?');
    const blogs = await get('/ta/blogs');
    expect(blogs.html).toMatch(/<h1[^>]*>வலைப்பதிவுகள்<\/h1>/);
    expect(blogs.html).toContain('href="/ta/blogs/the-kanmani-story"');
    const missing = await get('/ta/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('அச்சச்சோ! பக்கம் கிடைக்கவில்லை');
    expect(missing.html).toMatch(/href="\/ta\/"[^>]*>முகப்புக்குத் திரும்பு/);
  });

  test('a blog post with a Tamil version (content/blog/ta/) shows it; the others stay English under the note', async () => {
    const post = await get('/ta/blogs/caring-for-cotton-leggings');
    expect(post.status).toBe(200);
    expect(post.html).toMatch(/<h1[^>]*>உங்கள் காட்டன் லெக்கிங்ஸைப் பராமரிப்பது எப்படி<\/h1>/);
    expect(post.html).toContain('3 நிமிட வாசிப்பு');
    expect(post.html).toContain('15 ஜூலை, 2025');
    expect(post.html).not.toContain(NOTE_TA);
    expect(post.html).toContain('"inLanguage":"ta-IN"');
    const other = await get('/ta/blogs/the-kanmani-story');
    expect(other.html).toContain(NOTE_TA);
    expect(other.html).toMatch(/<article lang="en-IN"/);
    const list = await get('/ta/blogs');
    expect(list.html).toContain(NOTE_TA);
    expect(list.html).toMatch(/href="\/ta\/blogs\/caring-for-cotton-leggings"[^>]*>உங்கள் காட்டன் லெக்கிங்ஸைப் பராமரிப்பது எப்படி<\/a>/);
    const english = await get('/blogs/caring-for-cotton-leggings');
    expect(english.html).toMatch(/<h1[^>]*>Caring for your cotton leggings<\/h1>/);
    expect(english.html).toContain('15 July 2025');
  });

  test('in English they are unchanged', async () => {
    const faqs = await get('/faqs');
    expect(faqs.html).toMatch(/<h1[^>]*>Frequently Asked Questions<\/h1>/);
    expect(faqs.html).toContain('Can&#39;t find your answer?');
    const blogs = await get('/blogs');
    expect(blogs.html).toContain('More blog posts coming soon!');
    const missing = await get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Oops! Page not found');
    expect(missing.html).toContain('Return to Home');
  });
});
