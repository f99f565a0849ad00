import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { get, post } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { customers, orderMessages } from '../../src/server/platform/db/schema';
import { resetEnvForTests } from '../../src/server/platform/env';
import { runDueJobs } from '../../src/server/app/job-worker';
import { latestCode, newMobile } from '../fixtures/accounts';
import { formatDueDay } from '../../src/server/legal/grievance-sms';
import { item, newAddress, newCustomer, newProduct, orderPayload } from '../fixtures/checkout-data';
import { startFake2Factor, type Fake2Factor } from '../fixtures/fake-2factor';
import { startFakeWhatsApp, type FakeWhatsApp } from '../fixtures/fake-whatsapp';

/**
 * Issue 31 item 7: the shopper's language is remembered on the account from what the shop's pages
 * say (the X-Shop-Language header the islands send) when they sign up, sign in, switch language
 * or place an order, and their one-time codes and order messages go out in it.
 */
useTestDatabase();

const TAMIL = { 'X-Shop-Language': 'ta' };
const HINDI = { 'X-Shop-Language': 'hi' };

async function languageOf(mobileNumber: string): Promise<string | undefined> {
  const db = await getDb();
  const [row] = await db.select({ language: customers.language }).from(customers).where(eq(customers.mobileNumber, mobileNumber));
  return row?.language;
}

async function outbox(mobileNumber: string): Promise<string[]> {
  return ((await get(`/api/dev/sms?to=${mobileNumber}`)).body.data as { text: string }[]).map((m) => m.text);
}

const codeIn = (text: string | undefined) => /^(\d{4}) /.exec(text ?? '')?.[1] ?? '';

describe('the account remembers the language of the page', () => {
  test('signing up on a Tamil page sends the code in Tamil and makes the account Tamil; signing in on a Hindi page makes it Hindi', async () => {
    const mobileNumber = newMobile();
    const reg = await post('/api/web/customer/register', { name: 'Meena Sundaram', emailId: '', mobileNumber }, { headers: TAMIL });
    expect(reg.status).toBe(200);
    const [tamilCode] = await outbox(mobileNumber);
    const code = codeIn(tamilCode);
    expect(tamilCode).toBe(`${code} உங்கள் Kanmani OTP. இது 5 நிமிடங்களில் காலாவதியாகும். இதை யாருடனும் பகிர வேண்டாம்.`);
    expect(await languageOf(mobileNumber)).toBe('ta');
    expect((await post('/api/web/customer/otp-verify', { mobileNumber, otp: code, session_id: reg.body.data.session_id }, { headers: TAMIL })).status).toBe(200);
    expect(await languageOf(mobileNumber)).toBe('ta');

    const login = await post('/api/web/customer/login', { mobileNumber }, { headers: HINDI });
    expect(login.status).toBe(200);
    const [hindiCode] = await outbox(mobileNumber);
    expect(hindiCode).toBe(`${codeIn(hindiCode)} आपका Kanmani OTP है। यह 5 मिनट में समाप्त हो जाएगा। इसे किसी के साथ साझा न करें।`);
    // Asking for a code changes nothing; signing in with it does.
    expect(await languageOf(mobileNumber)).toBe('ta');
    const verify = await post('/api/web/customer/otp-verify', { mobileNumber, otp: codeIn(hindiCode), session_id: login.body.data.session_id }, { headers: HINDI });
    expect(verify.status).toBe(200);
    expect(await languageOf(mobileNumber)).toBe('hi');
  });

  test('a code asked for without a page language goes in the account’s language, and an English sign-up stays English word for word', async () => {
    const mobileNumber = newMobile();
    await post('/api/web/customer/register', { name: 'Ravi Kumar', emailId: '', mobileNumber });
    const [english] = await outbox(mobileNumber);
    expect(english).toBe(`${codeIn(english)} is your Kanmani OTP. It expires in 5 minutes. Do not share it with anyone.`);
    expect(await languageOf(mobileNumber)).toBe('en');

    const db = await getDb();
    await db.update(customers).set({ language: 'ta' }).where(eq(customers.mobileNumber, mobileNumber));
    expect((await post('/api/web/customer/resend-otp', { mobileNumber })).status).toBe(200);
    expect((await outbox(mobileNumber))[0]).toMatch(/^\d{4} உங்கள் Kanmani OTP\. /);
  });

  test('a language the shop does not have is a 400 naming the header', async () => {
    const r = await post('/api/web/customer/login', { mobileNumber: newMobile() }, { headers: { 'X-Shop-Language': 'fr' } });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Invalid X-Shop-Language header: (body): must be one of en, hi, ta');
  });

  test('the switcher saves a signed-in shopper’s choice; without a token it is a 401', async () => {
    const shopper = await newCustomer('Kavya Iyer');
    const saved = await post('/api/web/customer/language', { language: 'ta' }, { token: shopper.token });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ language: 'ta' });
    expect(await languageOf(shopper.mobileNumber)).toBe('ta');
    expect((await post('/api/web/customer/language', { language: 'hi' })).status).toBe(401);
    expect((await post('/api/web/customer/language', { language: 'de' }, { token: shopper.token })).status).toBe(400);
    expect(await languageOf(shopper.mobileNumber)).toBe('ta');
  });
});

describe('a complaint is answered in the complainant’s language', () => {
  const complaint = (extra: Record<string, unknown> = {}) => ({
    name: 'Meena Sundaram',
    topic: 'order',
    orderNumber: 'A1B2C',
    description: 'My parcel was marked delivered but never reached me.',
    ...extra,
  });

  test('a Tamil shopper’s acknowledgement is in Tamil, its due day written the Tamil way', async () => {
    const shopper = await newCustomer('Meena Sundaram');
    expect((await post('/api/web/customer/language', { language: 'ta' }, { token: shopper.token })).status).toBe(200);
    const r = await post('/api/web/grievance', complaint(), { token: shopper.token });
    expect(r.status).toBe(201);
    const due = formatDueDay(new Date(r.body.data.resolveBy), 'ta');
    expect(due).toMatch(/^\d{1,2} \S+ \d{4}$/);
    expect((await outbox(shopper.mobileNumber))[0]).toBe(
      `வணக்கம் Meena, உங்கள் புகார் ${r.body.data.ticket} Kanmani க்குக் கிடைத்தது. 48 மணி நேரத்திற்குள் பதிலளித்து, ${due} க்குள் தீர்வு காண்போம்.`,
    );
  });

  test('someone without an account gets the code in the language of the complaint page, and the acknowledgement in English', async () => {
    const mobileNumber = newMobile();
    const otp = await post('/api/web/grievance/otp', { mobileNumber }, { headers: HINDI });
    expect(otp.status).toBe(200);
    expect((await outbox(mobileNumber))[0]).toMatch(/^\d{4} आपका Kanmani OTP है। /);
    const r = await post('/api/web/grievance', complaint({ mobileNumber, session_id: otp.body.data.session_id, otp: await latestCode(mobileNumber) }), { headers: HINDI });
    expect(r.status).toBe(201);
    expect((await outbox(mobileNumber))[0]).toMatch(new RegExp(`^Hi Meena, Kanmani has received your complaint ${r.body.data.ticket}\\. `));
  });
});

describe('order messages go out in the account’s language', () => {
  let sms: Fake2Factor;
  let wa: FakeWhatsApp;

  beforeAll(async () => {
    sms = await startFake2Factor('sms-key-123');
    wa = await startFakeWhatsApp({ token: 'wa-token-xyz', phoneNumberId: '106540352242922' });
  });
  afterAll(async () => {
    await sms.close();
    await wa.close();
  });
  beforeEach(() => {
    // Each wording is a DLT template of its own; WhatsApp has one template with approved translations.
    for (const name of ['cod_confirmation_request', 'cod_confirmation_request_hi', 'cod_confirmation_request_ta']) sms.templates.set(name, 3);
    wa.templates.set('cod_confirmation_request', { bodyParams: 2, urlButton: true, languages: ['en', 'hi', 'ta'] });
    wa.pairWindowMs = 0;
    resetEnvForTests({
      LOG_LEVEL: 'silent',
      NOTIFY_SMS: '2factor',
      TWOFACTOR_BASE_URL: sms.url,
      TWOFACTOR_API_KEY: 'sms-key-123',
      TWOFACTOR_SENDER_ID: 'KANMNI',
      NOTIFY_WHATSAPP: 'cloud',
      WHATSAPP_GRAPH_URL: wa.url,
      WHATSAPP_TOKEN: 'wa-token-xyz',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_APP_SECRET: 'whatsapp-app-secret-for-tests',
    });
  });
  afterEach(() => {
    wa.reset();
    sms.transactional.length = 0;
    resetEnvForTests();
  });

  async function placeCod(name: string, headers: Record<string, string>) {
    const shopper = await newCustomer(name);
    const addressId = await newAddress(shopper.token);
    const p = await newProduct({ pricePaise: 49_900 });
    const r = await post('/api/web/order/create', orderPayload([item(p)], addressId, { subtotal: 499, shippingCharge: 99, total: 598 }), { token: shopper.token, headers });
    expect(r.status).toBe(200);
    return { shopper, orderId: r.body.data.orderId as string };
  }

  test('an order placed from a Tamil page makes the account Tamil: WhatsApp sends the template in ta, 2Factor its Tamil DLT template', async () => {
    const { shopper, orderId } = await placeCod('Meena Sundaram', TAMIL);
    expect(await languageOf(shopper.mobileNumber)).toBe('ta');
    await runDueJobs();
    const whatsapp = wa.sent.filter((m) => m.to === `91${shopper.mobileNumber}`);
    expect(whatsapp.map((m) => [m.template, m.language, m.body])).toEqual([['cod_confirmation_request', 'ta', ['Meena', orderId.slice(-5)]]]);
    const text = sms.transactional.filter((m) => m.to === shopper.mobileNumber);
    expect(text.map((m) => [m.template, m.vars.slice(0, 2)])).toEqual([['cod_confirmation_request_ta', ['Meena', orderId.slice(-5)]]]);
  });

  test('an order from an English page goes in English; one from an API client that names no language keeps the account’s', async () => {
    const english = await placeCod('Asha Devi', { 'X-Shop-Language': 'en' });
    const silent = await newCustomer('Ravi Kumar');
    const db = await getDb();
    await db.update(customers).set({ language: 'hi' }).where(eq(customers.id, silent.id));
    const addressId = await newAddress(silent.token);
    const p = await newProduct({ pricePaise: 49_900 });
    expect((await post('/api/web/order/create', orderPayload([item(p)], addressId, { subtotal: 499, shippingCharge: 99, total: 598 }), { token: silent.token })).status).toBe(200);
    expect(await languageOf(silent.mobileNumber)).toBe('hi');
    await runDueJobs();
    expect(wa.sent.find((m) => m.to === `91${english.shopper.mobileNumber}`)?.language).toBe('en');
    expect(wa.sent.find((m) => m.to === `91${silent.mobileNumber}`)?.language).toBe('hi');
    expect(sms.transactional.find((m) => m.to === english.shopper.mobileNumber)?.template).toBe('cod_confirmation_request');
    expect(sms.transactional.find((m) => m.to === silent.mobileNumber)?.template).toBe('cod_confirmation_request_hi');
  });

  test('a translation WhatsApp has not approved is refused as Meta does (132001), and the message is recorded as not sent', async () => {
    wa.templates.set('cod_confirmation_request', { bodyParams: 2, urlButton: true, languages: ['en'] });
    const { shopper, orderId } = await placeCod('Meena Sundaram', TAMIL);
    await runDueJobs();
    expect(wa.sent.filter((m) => m.to === `91${shopper.mobileNumber}`)).toEqual([]);
    const db = await getDb();
    const rows = await db.select().from(orderMessages).where(eq(orderMessages.orderId, orderId));
    expect(rows.map((r) => `${r.channel} ${r.status} ${r.reason ?? ''}`).sort()).toEqual(['sms sent ', 'whatsapp failed whatsapp-132001']);
    expect(sms.transactional.filter((m) => m.to === shopper.mobileNumber).map((m) => m.template)).toEqual(['cod_confirmation_request_ta']);
  });
});
