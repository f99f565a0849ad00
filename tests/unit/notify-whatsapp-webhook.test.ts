import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sendStatuses, signWebhook, type FakeStatus } from '../fixtures/fake-whatsapp';
import {
  furthestState,
  parseDeliveryStatuses,
  verifyWhatsAppSignature,
  type DeliveryStatus,
} from '../../src/server/notify/whatsapp-webhook';

// INTEGRATIONS.md 8.5 test vector: contracts/whatsapp_status_failed_webhook.json, its exact 602 bytes.
const VECTOR_BODY =
  '{"object":"whatsapp_business_account","entry":[{"id":"102290129340398","changes":[{"value":{"messaging_product":"whatsapp","metadata":{"display_phone_number":"15550783881","phone_number_id":"106540352242922"},"statuses":[{"id":"wamid.HBgMOTE5ODc2NTQzMjEwFQIAERgSQUJDREVGMTIzNDU2Nzg5MAA=","status":"failed","timestamp":"1750857384","recipient_id":"919876543210","errors":[{"code":131026,"title":"Message undeliverable","message":"Message undeliverable","error_data":{"details":"Message Undeliverable."},"href":"/documentation/business-messaging/whatsapp/support/error-codes"}]}]},"field":"messages"}]}]}';
const VECTOR_SIGNATURE = 'sha256=4002bbd73966c81a8b31f697b75d7c3ebe1b31956072ad7ad913c163df46c1e0';

describe('WhatsApp webhook signature (X-Hub-Signature-256)', () => {
  test("Meta's published vector verifies with the app secret", () => {
    expect(Buffer.byteLength(VECTOR_BODY)).toBe(602);
    expect(verifyWhatsAppSignature(VECTOR_BODY, VECTOR_SIGNATURE, 'test_app_secret')).toBe(true);
    expect(verifyWhatsAppSignature(Buffer.from(VECTOR_BODY), VECTOR_SIGNATURE.toUpperCase().replace('SHA256=', 'sha256='), 'test_app_secret')).toBe(true);
  });

  test('one changed byte of the body is refused', () => {
    expect(verifyWhatsAppSignature(VECTOR_BODY.replace('failed', 'filed'), VECTOR_SIGNATURE, 'test_app_secret')).toBe(false);
    expect(verifyWhatsAppSignature(`${VECTOR_BODY}\n`, VECTOR_SIGNATURE, 'test_app_secret')).toBe(false);
  });

  test('another app secret is refused', () => {
    expect(verifyWhatsAppSignature(VECTOR_BODY, VECTOR_SIGNATURE, 'other_app_secret')).toBe(false);
  });

  test('a missing, bare or malformed header is refused', () => {
    expect(verifyWhatsAppSignature(VECTOR_BODY, null, 'test_app_secret')).toBe(false);
    expect(verifyWhatsAppSignature(VECTOR_BODY, '', 'test_app_secret')).toBe(false);
    expect(verifyWhatsAppSignature(VECTOR_BODY, VECTOR_SIGNATURE.slice('sha256='.length), 'test_app_secret')).toBe(false);
    expect(verifyWhatsAppSignature(VECTOR_BODY, 'sha256=4002bb', 'test_app_secret')).toBe(false);
    expect(verifyWhatsAppSignature(VECTOR_BODY, `sha1=${'0'.repeat(40)}`, 'test_app_secret')).toBe(false);
  });

  test('an unset app secret verifies nothing', () => {
    expect(verifyWhatsAppSignature(VECTOR_BODY, signWebhook(VECTOR_BODY, ''), '')).toBe(false);
  });
});

describe('WhatsApp delivery statuses', () => {
  test('the failed status of the vector reads as a failure with its error code', () => {
    expect(parseDeliveryStatuses(JSON.parse(VECTOR_BODY))).toEqual([
      {
        providerMessageId: 'wamid.HBgMOTE5ODc2NTQzMjEwFQIAERgSQUJDREVGMTIzNDU2Nzg5MAA=',
        state: 'failed',
        at: new Date('2025-06-25T13:16:24.000Z'),
        recipient: '919876543210',
        reference: null,
        errorCodes: [131026],
      },
    ]);
  });

  test('a body with incoming messages or unknown statuses yields nothing to record', () => {
    const incoming = {
      object: 'whatsapp_business_account',
      entry: [{ id: '1', changes: [{ field: 'messages', value: { messages: [{ from: '919876543210', id: 'wamid.in', type: 'text' }] } }] }],
    };
    expect(parseDeliveryStatuses(incoming)).toEqual([]);
    expect(parseDeliveryStatuses({ object: 'page', entry: [] })).toEqual([]);
    expect(parseDeliveryStatuses('not json')).toEqual([]);
    const deleted = JSON.parse(VECTOR_BODY.replace('"status":"failed"', '"status":"deleted"'));
    expect(parseDeliveryStatuses(deleted)).toEqual([]);
  });

  test('a message keeps its furthest state whatever order the statuses arrive in', () => {
    expect(furthestState(null, 'sent')).toBe('sent');
    expect(furthestState('read', 'delivered')).toBe('read');
    expect(furthestState('sent', 'read')).toBe('read');
    expect(furthestState('delivered', 'failed')).toBe('failed');
  });
});

describe("the fake's webhook emitter against a receiver that verifies, then parses", () => {
  let server: Server;
  let target = '';
  const received: DeliveryStatus[] = [];
  beforeAll(async () => {
    // Stands in for the shop's webhook route, which a later change adds.
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks);
        if (!verifyWhatsAppSignature(raw, req.headers['x-hub-signature-256'] as string | undefined, 'shop_app_secret')) {
          res.writeHead(401).end();
          return;
        }
        received.push(...parseDeliveryStatuses(JSON.parse(raw.toString('utf8'))));
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    target = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const journey: FakeStatus[] = [
    { id: 'wamid.A1', status: 'sent', recipient: '919876543210', timestamp: 1763856000, reference: 'ord-1:shipped' },
    { id: 'wamid.A1', status: 'delivered', recipient: '919876543210', timestamp: 1763856005, reference: 'ord-1:shipped' },
    { id: 'wamid.A1', status: 'read', recipient: '919876543210', timestamp: 1763856060, reference: 'ord-1:shipped' },
  ];

  test('sent, delivered and read, signed with the app secret, are accepted and read in order', async () => {
    received.length = 0;
    expect(await sendStatuses(target, 'shop_app_secret', journey)).toEqual({ status: 200, text: '' });
    expect(received.map((s) => [s.providerMessageId, s.state, s.at.toISOString(), s.reference])).toEqual([
      ['wamid.A1', 'sent', '2025-11-23T00:00:00.000Z', 'ord-1:shipped'],
      ['wamid.A1', 'delivered', '2025-11-23T00:00:05.000Z', 'ord-1:shipped'],
      ['wamid.A1', 'read', '2025-11-23T00:01:00.000Z', 'ord-1:shipped'],
    ]);
  });

  test('the same statuses signed with another secret are refused and change nothing', async () => {
    received.length = 0;
    expect((await sendStatuses(target, 'attacker_secret', journey)).status).toBe(401);
    expect((await sendStatuses(target, 'shop_app_secret', journey, { signature: 'sha256=' + 'a'.repeat(64) })).status).toBe(401);
    expect(received).toEqual([]);
  });
});
