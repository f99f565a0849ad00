import { describe, expect, test } from 'vitest';
import { createContext } from 'astro/middleware';
import { requestInfo } from '../../src/server/analytics/request-info';
import { clientAddressOf } from '../../src/server/platform/http/client-address';
import { parseTrustedProxy } from '../../src/server/platform/net/trusted-proxy';
import { buildServerEvent, eventTime } from '../../src/server/analytics/server-event';

const ctx = (headers: Record<string, string>, clientAddress = '203.0.113.7') => {
  const request = new Request('http://localhost:4321/x', { headers });
  return { request, cookies: createContext({ request, defaultLocale: 'en' }).cookies, clientAddress };
};

describe('request info', () => {
  test('the client address comes from the connection, X-Forwarded-For only behind a trusted proxy', () => {
    const c = ctx({ 'x-forwarded-for': '1.2.3.4, 198.51.100.9' });
    expect(clientAddressOf(c, parseTrustedProxy('0'))).toBe('203.0.113.7');
    expect(clientAddressOf(c, parseTrustedProxy('1'))).toBe('198.51.100.9');
    expect(clientAddressOf(ctx({ 'x-forwarded-for': 'garbage' }), parseTrustedProxy('1'))).toBe('203.0.113.7');
    expect(clientAddressOf(ctx({}, '::ffff:10.0.0.1'), parseTrustedProxy('0'))).toBe('10.0.0.1');
  });

  test('fbc and fbp come from the request cookies and must look like Meta cookies', () => {
    expect(requestInfo(ctx({ cookie: 'a=1; _fbp=fb.1.1558571054389.1098115397; b=2' })).fbp).toBe('fb.1.1558571054389.1098115397');
    expect(requestInfo(ctx({ cookie: '_fbp=fb.1.1558571054389.AbC%2D9' })).fbp).toBe('fb.1.1558571054389.AbC-9');
    const info = requestInfo(ctx({ cookie: '_fbc=fb.1.1554763741205.AbCdEf; _fbp=<script>', 'user-agent': 'UA/1' }));
    expect(info.fbc).toBe('fb.1.1554763741205.AbCdEf');
    expect(info.fbp).toBeNull();
    expect(info.userAgent).toBe('UA/1');
  });
});

describe('server event', () => {
  const now = Date.UTC(2025, 0, 10, 12);
  const nowS = now / 1000;

  test('event_time: seconds, milliseconds accepted, far past or future replaced by now', () => {
    expect(eventTime(undefined, now)).toBe(nowS);
    expect(eventTime(nowS - 60, now)).toBe(nowS - 60);
    expect(eventTime((nowS - 60) * 1000, now)).toBe(nowS - 60);
    expect(eventTime(nowS - 3 * 86400, now)).toBe(nowS);
    expect(eventTime(nowS + 3600, now)).toBe(nowS);
  });

  test('hashes user data, takes IP/UA/cookies from the request, strips the query from the source URL', () => {
    const e = buildServerEvent(
      {
        event_name: 'Purchase',
        event_id: 'abcdefabcdefabcdefabcdef',
        action_source: 'website',
        event_source_url: 'http://localhost:4321/order/status/abc?code=SECRET&fbclid=Click123',
        user_data: { em: 'Test@example.com', ph: '98765 43210', fn: 'Priya', client_ip_address: '6.6.6.6', client_user_agent: 'liar' },
        custom_data: { currency: 'INR', value: 1499, content_ids: ['p1'], content_type: 'product' },
      },
      { ip: '203.0.113.7', userAgent: 'UA/1', fbc: null, fbp: 'fb.1.1558571054389.1098115397', referer: null },
      { requestOrigin: 'http://localhost:4321', fallbackPath: '/', now },
    );
    expect(e.user_data).toEqual({
      em: ['973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b'],
      ph: ['92b5072176e723878b5e06ff3ca61898e4eb74e8c46642a0f2db800b17364ab0'],
      fn: [expect.stringMatching(/^[a-f0-9]{64}$/)],
      client_ip_address: '203.0.113.7',
      client_user_agent: 'UA/1',
      fbc: `fb.1.${now}.Click123`,
      fbp: 'fb.1.1558571054389.1098115397',
    });
    expect(e.event_source_url).toBe('http://localhost:4321/order/status/abc');
    expect(e.event_time).toBe(nowS);
  });

  test('a source URL of another site is replaced by the fallback page', () => {
    const e = buildServerEvent(
      { event_name: 'InitiateCheckout', event_id: 'evt-12345678', action_source: 'website', event_source_url: 'https://evil.example/x', user_data: {}, custom_data: { currency: 'INR', value: 1, content_ids: ['p'], content_type: 'product' } },
      { ip: null, userAgent: null, fbc: null, fbp: null, referer: null },
      { requestOrigin: 'http://localhost:4321', fallbackPath: '/shipping', now },
    );
    expect(new URL(e.event_source_url).pathname).toBe('/shipping');
    expect(e.user_data).toEqual({});
  });
});

describe('flood guard', async () => {
  const { guardFlood, resetFloodGuardForTests, EVENTS_PER_WINDOW, WINDOW_MS } = await import('../../src/server/analytics/flood-guard');
  test('counts per address and opens again after the window', () => {
    resetFloodGuardForTests();
    guardFlood('10.0.0.1', EVENTS_PER_WINDOW, 0);
    expect(() => guardFlood('10.0.0.1', 1, 1000)).toThrow(/Too many analytics events/);
    expect(() => guardFlood('10.0.0.2', 1, 1000)).not.toThrow();
    expect(() => guardFlood('10.0.0.1', 1, WINDOW_MS)).not.toThrow();
    resetFloodGuardForTests();
  });
});
