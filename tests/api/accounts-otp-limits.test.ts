import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { post } from '../support/api';
import { query } from '../../src/server/platform/db/client';
import { resetEnvForTests } from '../../src/server/platform/env';
import { latestCode, newMobile, signUp, wrongCode } from '../fixtures/accounts';

/**
 * The limits as an attacker meets them. Requests come from documentation addresses (never
 * loopback, which dev tools exempt from the per-network limits so local e2e runs are not
 * throttled), either as the socket's peer or through TRUSTED_PROXY.
 */
const db = useTestDatabase({ seed: false });

// Each test starts with no counted requests, as on a fresh day.
beforeEach(async () => {
  await query(db.handle().db, sql`delete from rate_limit_hits`);
});

afterEach(() => {
  resetEnvForTests();
});

const login = (mobileNumber: string, clientAddress: string, headers: Record<string, string> = {}) =>
  post('/api/web/customer/login', { mobileNumber }, { clientAddress, headers });

const verify = (mobileNumber: string, otp: string, session_id: string, clientAddress: string) =>
  post('/api/web/customer/otp-verify', { mobileNumber, otp, session_id }, { clientAddress });

/** Asks for a code from the address and spends `count` wrong guesses on it (at most 5 fit one code). */
async function guessWrong(mobileNumber: string, clientAddress: string, count: number) {
  const sent = await login(mobileNumber, clientAddress);
  expect(sent.status).toBe(200);
  const wrong = wrongCode(await latestCode(mobileNumber));
  const answers = [];
  for (let i = 0; i < count; i++) answers.push(await verify(mobileNumber, wrong, sent.body.data.session_id, clientAddress));
  return answers;
}

/** Seconds from now to the next midnight in India (UTC+05:30, no daylight saving). */
function secondsToIstMidnight(): number {
  const offset = 330 * 60_000;
  const now = Date.now();
  const nextMidnight = (Math.floor((now + offset) / 86_400_000) + 1) * 86_400_000 - offset;
  return (nextMidnight - now) / 1000;
}

/** As if the stored hits had happened a day earlier, i.e. before today's midnight in India. */
const ageOneDay = () => query(db.handle().db, sql`update rate_limit_hits set created_at = created_at - interval '1 day'`);
const ageTenMinutes = () => query(db.handle().db, sql`update rate_limit_hits set created_at = created_at - interval '10 minutes'`);
const passMinute = () => query(db.handle().db, sql`update rate_limit_hits set created_at = created_at - interval '1 minute'`);

const register = (mobileNumber: string, clientAddress: string) =>
  post('/api/web/customer/register', { name: 'Meena Raj', emailId: '', mobileNumber }, { clientAddress });

/** Signs up from the address and enters the code there, which makes that network the number's own; then a day passes. */
async function signUpFrom(clientAddress: string) {
  const mobileNumber = newMobile();
  const reg = await register(mobileNumber, clientAddress);
  expect(reg.status).toBe(200);
  expect((await verify(mobileNumber, await latestCode(mobileNumber), reg.body.data.session_id, clientAddress)).status).toBe(200);
  await ageOneDay();
  return mobileNumber;
}

describe('the client address behind a proxy', () => {
  test('with TRUSTED_PROXY=1 one attacker behind the load balancer fills only their own bucket', async () => {
    resetEnvForTests({ TRUSTED_PROXY: '1' });
    const viaProxy = (client: string, spoofed = '') => ({ 'x-forwarded-for': `${spoofed}${client}` });
    for (let i = 0; i < 20; i++) {
      expect((await login(newMobile(), '127.0.0.1', viaProxy('198.51.100.7', `10.9.${i}.1, `))).status).toBe(404);
    }
    const over = await login(newMobile(), '127.0.0.1', viaProxy('198.51.100.7', '1.2.3.4, '));
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/^Too many OTP requests from your network\. Please wait \d+ minutes? and try again\.$/);
    const { mobileNumber } = await signUp();
    expect((await login(mobileNumber, '127.0.0.1', viaProxy('203.0.113.50'))).status).toBe(200);
  });

  test('without TRUSTED_PROXY a forwarded header is ignored, however often it changes', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await login(newMobile(), '198.51.100.8', { 'x-forwarded-for': `192.0.2.${i}` })).status).toBe(404);
    }
    expect((await login(newMobile(), '198.51.100.8', { 'x-forwarded-for': '192.0.2.200' })).status).toBe(429);
  });

  test('one network (/24) gets 60 OTP requests per ten minutes across its addresses', async () => {
    for (let i = 1; i <= 60; i++) expect((await login(newMobile(), `203.0.113.${i}`)).status).toBe(404);
    const over = await login(newMobile(), '203.0.113.61');
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/^Too many OTP requests from your network\./);
    expect((await login(newMobile(), '198.51.100.61')).status).toBe(404);
  });
});

describe('wrong codes per network and per number, per India Standard Time day', () => {
  test('ten wrong codes a day from one network; the eleventh try waits until midnight IST, even with the right code', async () => {
    const { mobileNumber } = await signUp();
    const first = await guessWrong(mobileNumber, '203.0.113.20', 5);
    const second = await guessWrong(mobileNumber, '203.0.113.21', 5);
    expect([...first, ...second].map((a) => a.status)).toEqual(Array(10).fill(400));

    const sent = await login(mobileNumber, '203.0.113.22');
    expect(sent.status).toBe(200);
    const blocked = await verify(mobileNumber, await latestCode(mobileNumber), sent.body.data.session_id, '203.0.113.22');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(
      /^Too many wrong OTPs were entered from your network today\. Please try again after midnight India Standard Time \(IST\), in \d+ (hours?|minutes?)\.$/,
    );
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(Math.abs(retryAfter - secondsToIstMidnight())).toBeLessThanOrEqual(3);

    // Another number from the same network waits too; the same number from another network does not.
    const other = await signUp();
    const fromSameNetwork = await login(other.mobileNumber, '203.0.113.23');
    expect((await verify(other.mobileNumber, await latestCode(other.mobileNumber), fromSameNetwork.body.data.session_id, '203.0.113.23')).status).toBe(429);
    const elsewhere = await login(mobileNumber, '198.51.100.20');
    expect((await verify(mobileNumber, await latestCode(mobileNumber), elsewhere.body.data.session_id, '198.51.100.20')).status).toBe(200);

    // The next day in India the network may try again.
    await ageOneDay();
    const nextDay = await login(other.mobileNumber, '203.0.113.24');
    expect((await verify(other.mobileNumber, await latestCode(other.mobileNumber), nextDay.body.data.session_id, '203.0.113.24')).status).toBe(200);
  });

  test('an IPv6 network is its /64: addresses inside share the ten, a neighbouring /64 does not', async () => {
    const { mobileNumber } = await signUp();
    await guessWrong(mobileNumber, '2001:db8:1:2::a', 5);
    await guessWrong(mobileNumber, '2001:db8:1:2:ffff::b', 5);
    const sent = await login(mobileNumber, '2001:db8:1:2::c');
    expect((await verify(mobileNumber, '0000', sent.body.data.session_id, '2001:db8:1:2::c')).status).toBe(429);
    const neighbour = await login(mobileNumber, '2001:db8:1:3::a');
    expect((await verify(mobileNumber, await latestCode(mobileNumber), neighbour.body.data.session_id, '2001:db8:1:3::a')).status).toBe(200);
  });

  test('thirty wrong codes a day for one number from all networks together; right codes do not count', async () => {
    const { mobileNumber } = await signUp();
    const networks = ['203.0.113.30', '198.51.100.30', '192.0.2.30'];
    for (const address of networks) {
      const answers = [...(await guessWrong(mobileNumber, address, 5)), ...(await guessWrong(mobileNumber, address, 5))];
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(400));
    }
    const sent = await login(mobileNumber, '100.64.0.30');
    expect(sent.status).toBe(200);
    const blocked = await verify(mobileNumber, await latestCode(mobileNumber), sent.body.data.session_id, '100.64.0.30');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(
      /^Too many wrong OTPs were entered for this mobile number today\. Please try again after midnight India Standard Time \(IST\), in \d+ (hours?|minutes?)\.$/,
    );

    // Right codes spend nothing: eleven sign-ins from one office network all go through.
    for (let i = 0; i < 11; i++) {
      const regular = await signUp();
      const again = await login(regular.mobileNumber, `100.64.1.${i + 1}`);
      expect((await verify(regular.mobileNumber, await latestCode(regular.mobileNumber), again.body.data.session_id, `100.64.1.${i + 1}`)).status).toBe(200);
    }
  });

  test('racing wrong guesses from one network cannot pass the ten', async () => {
    const { mobileNumber } = await signUp();
    await guessWrong(mobileNumber, '203.0.113.40', 5);
    await guessWrong(mobileNumber, '203.0.113.41', 3);
    const sent = await login(mobileNumber, '203.0.113.42');
    const wrong = wrongCode(await latestCode(mobileNumber));
    const answers = await Promise.all(Array.from({ length: 5 }, () => verify(mobileNumber, wrong, sent.body.data.session_id, '203.0.113.42')));
    expect(answers.map((a) => a.status).sort()).toEqual([400, 400, 429, 429, 429]);
  });
});

describe('sending codes', () => {
  test("a stranger's requests from their network do not stop the owner asking from theirs", async () => {
    const { mobileNumber } = await signUp();
    for (let i = 0; i < 3; i++) expect((await login(mobileNumber, '198.51.100.90')).status).toBe(200);
    const stranger = await login(mobileNumber, '198.51.100.91');
    expect(stranger.status).toBe(429);
    expect(stranger.body.message).toMatch(/^Too many OTPs were sent to this mobile number\. Please wait \d+ minutes? before asking for another\.$/);
    const owner = await login(mobileNumber, '203.0.113.90');
    expect(owner.status).toBe(200);
    expect((await verify(mobileNumber, await latestCode(mobileNumber), owner.body.data.session_id, '203.0.113.90')).status).toBe(200);
  });

  test('a stranger on many networks reaches the cap of 10 codes per number, which holds an owner on a network new to the number for at most ten minutes', async () => {
    const { mobileNumber } = await signUp(); // 1
    for (const address of ['198.51.100.95', '192.0.2.95', '100.64.0.95']) {
      for (let i = 0; i < 3; i++) expect((await login(mobileNumber, address)).status).toBe(200); // 2..10
    }
    const owner = await login(mobileNumber, '203.0.113.95');
    expect(owner.status).toBe(429);
    expect(owner.body.message).toMatch(/^Too many OTPs were sent to this mobile number\. Please wait \d+ minutes? before asking for another\.$/);
    expect(Number(owner.headers.get('retry-after'))).toBeLessThanOrEqual(600);
    await ageTenMinutes();
    expect((await login(mobileNumber, '203.0.113.95')).status).toBe(200);
  });

  test('a stranger refilling the cap from twelve networks for 36 minutes never stops the owner asking from the network they signed in on', async () => {
    const mobileNumber = await signUpFrom('203.0.113.70');
    const stranger = Array.from({ length: 12 }, (_, i) => `100.64.${i}.70`);
    const ownerAnswers: number[] = [];
    const strangerCodes: Record<number, number> = {};
    for (let minute = 0; minute <= 35; minute++) {
      if (minute % 5 === 0) {
        const asked = await login(mobileNumber, '203.0.113.70');
        ownerAnswers.push(asked.status);
        if (asked.status === 200) {
          ownerAnswers.push((await verify(mobileNumber, await latestCode(mobileNumber), asked.body.data.session_id, '203.0.113.70')).status);
        }
      }
      for (const address of stranger) {
        const asked = await login(mobileNumber, address);
        expect([200, 429]).toContain(asked.status);
        if (asked.status === 200) strangerCodes[minute] = (strangerCodes[minute] ?? 0) + 1;
      }
      await passMinute();
    }
    // Eight asks at minutes 0, 5, ..., 35, each sent and signed in with.
    expect(ownerAnswers).toEqual(Array(16).fill(200));
    // The stranger kept the cap full all along, and got no more than its 10 codes per ten minutes.
    expect(strangerCodes).toEqual({ 0: 10, 10: 10, 20: 10, 30: 10 });
    // About 500 requests through the whole stack: on a 2-core machine also running a build or an
    // end-to-end suite it passed the 30 s default, so it has room of its own.
  }, 90_000);

  test("the owner's network skips the shared cap but keeps its own 3 codes per ten minutes and 20 requests per address", async () => {
    const mobileNumber = await signUpFrom('203.0.113.75');
    for (const address of ['198.51.100.75', '192.0.2.75', '100.64.0.75', '100.64.1.75']) {
      for (let i = 0; i < 3; i++) await login(mobileNumber, address);
    }
    const sends = [];
    for (let i = 0; i < 4; i++) sends.push((await login(mobileNumber, '203.0.113.75')).status);
    expect(sends).toEqual([200, 200, 200, 429]);
    for (let i = 0; i < 16; i++) expect((await login(newMobile(), '203.0.113.75')).status).toBe(404);
    const over = await login(newMobile(), '203.0.113.75');
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/^Too many OTP requests from your network\./);
  });

  test('on a number that has never entered a code, a stranger on four networks holds the cap for 18 minutes, then runs out of codes for the day', async () => {
    const mobileNumber = newMobile();
    expect((await register(mobileNumber, '203.0.113.80')).status).toBe(200);
    await ageOneDay();
    const stranger = ['198.51.100.80', '192.0.2.80', '100.64.0.80', '100.64.1.80'];
    const strangerCodes: Record<number, number> = {};
    const ownerAnswers: Record<number, number> = {};
    for (let minute = 0; minute <= 20; minute++) {
      for (const address of stranger) {
        const asked = await login(mobileNumber, address);
        if (asked.status === 200) strangerCodes[minute] = (strangerCodes[minute] ?? 0) + 1;
      }
      if (minute >= 2) {
        const asked = await login(mobileNumber, '203.0.113.80');
        ownerAnswers[minute] = asked.status;
        if (asked.status === 200) {
          expect((await verify(mobileNumber, await latestCode(mobileNumber), asked.body.data.session_id, '203.0.113.80')).status).toBe(200);
        }
      }
      await passMinute();
    }
    // Each stranger network sends at most 3 codes per ten minutes and 6 a day to a number it never signed in with.
    expect(strangerCodes).toEqual({ 0: 4, 1: 4, 2: 2, 10: 4, 11: 4, 12: 2, 20: 2 });
    const refused = Object.entries(ownerAnswers).filter(([, status]) => status === 429).map(([minute]) => Number(minute));
    expect(refused).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(ownerAnswers[20]).toBe(200);
  });

  test("a stranger's request elsewhere does not close the code the owner asked for on their own network; the owner's own resend does", async () => {
    const mobileNumber = await signUpFrom('203.0.113.85');
    const owner = await login(mobileNumber, '203.0.113.85');
    const ownerCode = await latestCode(mobileNumber);
    expect((await login(mobileNumber, '198.51.100.85')).status).toBe(200);
    expect((await verify(mobileNumber, ownerCode, owner.body.data.session_id, '203.0.113.85')).status).toBe(200);

    const first = await login(mobileNumber, '203.0.113.85');
    const firstCode = await latestCode(mobileNumber);
    const resend = await post('/api/web/customer/resend-otp', { mobileNumber }, { clientAddress: '203.0.113.86' });
    expect(resend.status).toBe(200);
    const closed = await verify(mobileNumber, firstCode, first.body.data.session_id, '203.0.113.85');
    expect(closed.status).toBe(400);
    expect(closed.body.message).toBe('This OTP has expired or was already used. Please ask for a new OTP.');
  });
});
