import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startBuiltServer, type BuiltServer } from '../support/built-server';

/**
 * The order pages in Hindi and Tamil (issue 31), over HTTP on the built server: the status page
 * and its island's words, and the cash-on-delivery confirmation link's page (server-rendered,
 * so its answers are in the page's language too). English reads as before.
 */
let server: BuiltServer;
beforeAll(async () => {
  server = await startBuiltServer();
});
afterAll(async () => {
  await server?.stop();
});

const ORDER = '/order/status/0123456789abcdef01234567';
const get = async (path: string) => {
  const r = await fetch(server.url + path, { redirect: 'manual' });
  return { status: r.status, html: await r.text() };
};
const answer = (path: string, decision: string) =>
  fetch(server.url + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision }),
  }).then(async (r) => ({ status: r.status, html: await r.text() }));

describe('the order status page', () => {
  test('in Tamil and Hindi it checks the payment in their words, and the island holds the outcomes in that language', async () => {
    const ta = await get(`/ta${ORDER}`);
    expect(ta.status).toBe(200);
    expect(ta.html).toContain('<title>ஆர்டர் நிலை');
    expect(ta.html).toContain('பணம் செலுத்திய நிலை சரிபார்க்கப்படுகிறது...');
    expect(ta.html).toContain('ஆர்டர் வெற்றிகரமாக முடிந்தது!');
    expect(ta.html).not.toContain('Order Successful!');
    const hi = await get(`/hi${ORDER}`);
    expect(hi.html).toContain('भुगतान की स्थिति जाँची जा रही है...');
    expect(hi.html).toContain('भुगतान विफल रहा');
  });

  test('in English it is unchanged', async () => {
    const en = await get(ORDER);
    expect(en.html).toContain('<title>Order status');
    expect(en.html).toContain('Checking payment status...');
    expect(en.html).toContain('Order Successful!');
  });
});

describe('the cash-on-delivery confirmation link', () => {
  test('a link that cannot be used says so in Tamil, with the way back to the Tamil shop', async () => {
    const ta = await get('/ta/order/confirm/not-a-real-token');
    expect(ta.status).toBe(410);
    expect(ta.html).toContain('இந்த இணைப்பைப் பயன்படுத்த முடியாது');
    expect(ta.html).toMatch(/href="\/ta\/"[^>]*>கடைக்குச் செல்லுங்கள்/);
  });

  test('an answer that is neither button is refused in the page language', async () => {
    const hi = await answer('/hi/order/confirm/not-a-real-token', 'maybe');
    expect(hi.status).toBe(400);
    expect(hi.html).toContain('ऑर्डर की पुष्टि करें या ऑर्डर रद्द करें, इनमें से एक चुनें।');
    const en = await answer('/order/confirm/not-a-real-token', 'maybe');
    expect(en.status).toBe(400);
    expect(en.html).toContain('Choose Confirm order or Cancel order.');
    expect(en.html).toContain('This link cannot be used');
  });
});
