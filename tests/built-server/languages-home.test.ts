import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBuiltServer, type BuiltServer } from '../support/built-server';

/**
 * The home page in Hindi and Tamil (issue 31), over HTTP on the built server: its own headings,
 * the carousels' controls (handed to the island in the page's language) and links that stay
 * under the page's prefix. The merchant's banners, reviews and cards are content, not words.
 */
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer();
});
afterAll(async () => {
  await server?.stop();
});

const html = async (path: string) => {
  const r = await fetch(server.url + path);
  expect(r.status, path).toBe(200);
  return r.text();
};

describe('the home page', () => {
  test('in Tamil: its headings, carousel controls and links are Tamil', async () => {
    const ta = await html('/ta/');
    expect(ta).toContain('<title>Kanmani: பெண்கள் மற்றும் குழந்தைகளுக்கான வசதியான ஆடைகள்');
    expect(ta).toMatch(/<h1[^>]*>பெண்கள் மற்றும் குழந்தைகளுக்கான அன்றாட வசதியான ஆடைகள்<\/h1>/);
    expect(ta).toContain('எங்கள் வாடிக்கையாளர்கள் சொல்வது');
    expect(ta).toContain('தொகுப்புகள் வாரியாக வாங்குங்கள்');
    expect(ta).toContain('aria-label="பொருள் வாரியாக வாங்குங்கள்"');
    expect(ta).toContain('தானியங்கு ஸ்லைடு காட்சியைத் தொடங்கு');
    expect(ta).toMatch(/href="\/ta\/categories"[^>]*>அனைத்துப் பொருட்களையும் பார்/);
    expect(ta).not.toContain('Start automatic slide show');
  });

  test('in Hindi: its headings are Hindi', async () => {
    const hi = await html('/hi/');
    expect(hi).toMatch(/<h1[^>]*>महिलाओं और बच्चों के लिए रोज़ के आरामदायक कपड़े<\/h1>/);
    expect(hi).toContain('हमारे ग्राहक क्या कहते हैं');
    expect(hi).toContain('href="/hi/categories"');
  });

  test("content/site.json's footer words and home.json's cards in Tamil and Hindi, English where a file has none", async () => {
    const ta = await html('/ta/');
    expect(ta).toMatch(/<h3[^>]*>பாதுகாப்பான கட்டணம்<\/h3>\s*<p[^>]*>ஆன்லைனில் பாதுகாப்பாகச் செலுத்துங்கள் அல்லது கேஷ் ஆன் டெலிவரியைத் தேர்ந்தெடுங்கள்.<\/p>/);
    expect(ta).toContain('அன்றாட சௌகரியம், உங்களுடன் நகரும்படி செய்யப்பட்டது.');
    expect(ta).toContain('திங்கள் முதல் சனி வரை, காலை 10 முதல் மாலை 6 மணி வரை IST');
    expect(ta).toMatch(/href="\/ta\/static\/privacy-policy"[^>]*>தனியுரிமைக் கொள்கை<\/a>/);
    expect(ta).toContain(`© ${new Date().getFullYear()} Kanmani Clothing. அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.`);
    expect(ta).not.toContain('Secure Payment');
    expect(ta).not.toContain('Monday to Saturday');
    const hi = await html('/hi/');
    expect(hi).toMatch(/<h3[^>]*>संपर्क करें<\/h3>/);
    expect(hi).toMatch(/href="\/hi\/static\/refund-policy"[^>]*>रिफ़ंड नीति<\/a>/);
    const en = await html('/');
    expect(en).toMatch(/<h3 class="font-semibold">Secure Payment<\/h3>/);
    expect(en).toContain('Everyday comfort, made to move with you.');
    expect(en).toMatch(/href="\/static\/privacy-policy"[^>]*>Privacy Policy<\/a>/);
  });

  test('in English it is unchanged', async () => {
    const en = await html('/');
    expect(en).toContain('<title>Kanmani: comfort wear for women and kids');
    expect(en).toMatch(/<h1[^>]*>Everyday comfort wear for women and kids<\/h1>/);
    expect(en).toContain('Made in Tamil Nadu, delivered across India with cash on delivery.');
    expect(en).toContain('What our customers say');
    expect(en).toContain('Start automatic slide show');
    expect(en).toMatch(/href="\/categories"[^>]*>View all products/);
  });
});
