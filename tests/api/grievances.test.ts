import { beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { get, post } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { auditEvents, grievances } from '../../src/server/platform/db/schema';
import { runDueJobs } from '../../src/server/app/job-worker';
import { latestCode, newMobile, signUp, wrongCode } from '../fixtures/accounts';
import { consoleHeaders, newStaff, type TestStaff } from '../fixtures/staff';

useTestDatabase();

/**
 * Complaints under the E-Commerce Rules 2020: a ticket number at once, an SMS acknowledgement,
 * the console queue with the 48-hour and one-month clocks, and staff acknowledging and resolving.
 */
let support: TestStaff;
let packer: TestStaff;

beforeAll(async () => {
  [support, packer] = await Promise.all([newStaff('support'), newStaff('fulfilment')]);
});

const complaint = (extra: Record<string, unknown> = {}) => ({
  name: 'Kavya Raman',
  topic: 'order',
  orderNumber: 'A1B2C',
  description: 'My parcel was marked delivered but never reached me.',
  ...extra,
});

const queue = (who: TestStaff, status = 'all') => get(`/api/admin/grievances?status=${status}`, { headers: consoleHeaders(who.cookie) });
const outbox = async (mobile: string) => (await get(`/api/dev/sms?to=${mobile}`)).body.data as { text: string }[];

describe('filing a complaint', () => {
  test('with mobile and OTP: a ticket number at once, an SMS, and the queue shows it with its due times', async () => {
    const mobile = newMobile();
    const otp = await post('/api/web/grievance/otp', { mobileNumber: mobile });
    expect(otp.status).toBe(200);
    const code = await latestCode(mobile);

    const r = await post('/api/web/grievance', complaint({ mobileNumber: mobile, session_id: otp.body.data.session_id, otp: code }));
    expect(r.status).toBe(201);
    const ticket: string = r.body.data.ticket;
    expect(ticket).toMatch(/^GR-\d{6}$/);
    expect(r.body.message).toBe(`Complaint received. Your ticket number is ${ticket}.`);

    // Both clocks are fixed from the moment it was received.
    const received = (await (await getDb()).select().from(grievances).where(eq(grievances.mobileNumber, mobile)))[0]!;
    expect(new Date(r.body.data.acknowledgeBy).getTime() - received.createdAt.getTime()).toBe(48 * 3_600_000);
    // One calendar month: 28 to 31 days, whichever month it is (the calendar rule is unit-tested).
    const days = (new Date(r.body.data.resolveBy).getTime() - received.createdAt.getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);

    const sms = await outbox(mobile);
    expect(sms[0]!.text).toMatch(new RegExp(`^Hi Kavya, Kanmani has received your complaint ${ticket}\\. We will reply within 48 hours and resolve it by \\d{1,2} \\w{3} \\d{4}\\.$`));

    const q = await queue(support, 'open');
    expect(q.status).toBe(200);
    const row = q.body.data.find((g: { ticket: string }) => g.ticket === ticket);
    expect(row).toMatchObject({
      name: 'Kavya Raman',
      mobileNumber: mobile,
      topic: 'order',
      status: 'open',
      acknowledgeBy: r.body.data.acknowledgeBy,
      resolveBy: r.body.data.resolveBy,
      acknowledgementBreached: false,
      resolutionBreached: false,
      smsSent: true,
    });

    // The safety-net job finds the SMS sent and sends no second one.
    await runDueJobs({ now: new Date(Date.now() + 120_000) });
    expect((await outbox(mobile)).filter((m) => m.text.includes(ticket))).toHaveLength(1);
  });

  test('a wrong OTP files nothing and says so under the OTP', async () => {
    const mobile = newMobile();
    const otp = await post('/api/web/grievance/otp', { mobileNumber: mobile });
    const code = await latestCode(mobile);
    const r = await post('/api/web/grievance', complaint({ mobileNumber: mobile, session_id: otp.body.data.session_id, otp: wrongCode(code) }));
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: 'otp', message: 'Invalid OTP. Please try again.' }]);
    expect(await (await getDb()).select().from(grievances).where(eq(grievances.mobileNumber, mobile))).toHaveLength(0);
  });

  test('without signing in or a mobile number, it asks for them', async () => {
    const r = await post('/api/web/grievance', complaint());
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Sign in, or enter your mobile number and the OTP we send to it.');
    expect(r.body.errors.map((e: { path: string }) => e.path)).toEqual(['mobileNumber', 'session_id', 'otp']);
  });

  test('a short description and no topic are refused, naming the fields', async () => {
    const r = await post('/api/web/grievance', { name: 'Kavya', description: 'bad', topic: 'weather' });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual(expect.arrayContaining([
      { path: 'topic', message: 'Choose what the complaint is about' },
      { path: 'description', message: 'Describe the complaint in at least 10 characters' },
    ]));
  });

  test('signed in, no OTP is needed and the complaint carries the account', async () => {
    const shopper = await signUp('Anitha Kumar');
    const r = await post('/api/web/grievance', complaint({ name: 'Anitha Kumar', topic: 'payment' }), { headers: { authorization: `Bearer ${shopper.token}` } });
    expect(r.status).toBe(201);
    const [row] = await (await getDb()).select().from(grievances).where(eq(grievances.mobileNumber, shopper.mobileNumber));
    expect(row!.customerId).toBe(shopper.customer._id);
    expect((await outbox(shopper.mobileNumber))[0]!.text).toContain(r.body.data.ticket);
  });
});

describe('the console queue', () => {
  test('support acknowledges and resolves with a note; each step is an audit row; a second acknowledgement is a 409', async () => {
    const shopper = await signUp('Lakshmi Devi');
    const filed = await post('/api/web/grievance', complaint({ name: 'Lakshmi Devi' }), { headers: { authorization: `Bearer ${shopper.token}` } });
    const id = Number(filed.body.data.ticket.slice(3));
    const headers = consoleHeaders(support.cookie);

    const ack = await post(`/api/admin/grievances/${id}/acknowledge`, { note: 'Asked the courier for proof of delivery.' }, { headers });
    expect(ack.status).toBe(200);
    expect(ack.body.data).toEqual({ ticket: filed.body.data.ticket, status: 'acknowledged' });
    const again = await post(`/api/admin/grievances/${id}/acknowledge`, { note: 'Second try.' }, { headers });
    expect(again.status).toBe(409);

    const shortNote = await post(`/api/admin/grievances/${id}/resolve`, { note: 'ok' }, { headers });
    expect(shortNote.status).toBe(400);
    expect(shortNote.body.errors).toEqual([{ path: 'note', message: 'Write a note of at least 5 characters' }]);

    const done = await post(`/api/admin/grievances/${id}/resolve`, { note: 'Refunded in full; the courier lost the parcel.' }, { headers });
    expect(done.status).toBe(200);
    const rows = await (await getDb()).select().from(auditEvents).where(and(eq(auditEvents.entity, 'grievance'), eq(auditEvents.entityId, filed.body.data.ticket)));
    expect(rows.map((r) => r.action).sort()).toEqual(['grievance.acknowledge', 'grievance.resolve']);
    expect(rows.find((r) => r.action === 'grievance.resolve')!.after).toEqual({ status: 'resolved', note: 'Refunded in full; the courier lost the parcel.' });

    const resolved = (await queue(support, 'resolved')).body.data.find((g: { ticket: string }) => g.ticket === filed.body.data.ticket);
    expect(resolved).toMatchObject({ status: 'resolved', acknowledgementBreached: false, resolutionBreached: false });
  });

  test('a complaint not acknowledged in 48 hours shows the breach', async () => {
    const db = await getDb();
    const [old] = await db
      .insert(grievances)
      .values({
        name: 'Old Complaint',
        mobileNumber: newMobile(),
        topic: 'other',
        description: 'Filed three days ago and never answered.',
        createdAt: new Date(Date.now() - 72 * 3_600_000),
        acknowledgeBy: new Date(Date.now() - 24 * 3_600_000),
        resolveBy: new Date(Date.now() + 27 * 86_400_000),
      })
      .returning();
    const row = (await queue(support, 'open')).body.data.find((g: { id: number }) => g.id === old!.id);
    expect(row).toMatchObject({ acknowledgementBreached: true, resolutionBreached: false });
  });

  test('fulfilment staff do not see the queue', async () => {
    expect((await queue(packer)).status).toBe(403);
  });
});
