import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { call, get, post } from '../support/api';
import { runDueJobs } from '../../src/server/app/job-worker';
import { getDb } from '../../src/server/platform/db/client';
import { auditEvents, catalogVersion, jobs, orderEvents, orderItems, returnRequests, reviewMedia, reviewRequests, reviews, shipments } from '../../src/server/platform/db/schema';
import { newId } from '../../src/server/platform/db/ids';
import { askForReviews } from '../../src/server/reviews';
import { signReviewToken } from '../../src/server/notify';
import { resetEnvForTests } from '../../src/server/platform/env';
import { item, newAddress, newCustomer, newProduct, orderPayload } from '../fixtures/checkout-data';
import { deliveredOrder, type DeliveredOrder } from '../fixtures/returns';
import { consoleHeaders, newStaff, type TestStaff } from '../fixtures/staff';
import { makeOversizedJpeg, makePhoto } from '../fixtures/photos';

useTestDatabase();

/**
 * Issue 30, the writing side: a buyer reviews a delivered order line once, within 60 days, by
 * the signed link of the review request or signed in; staff moderate; the request goes once,
 * three days after delivery, to shoppers who did not turn WhatsApp off.
 */

let owner: TestStaff;
let support: TestStaff;
let fulfilment: TestStaff;
beforeAll(async () => {
  [owner, support, fulfilment] = await Promise.all([newStaff('owner'), newStaff('support'), newStaff('fulfilment')]);
});

type Fields = { token?: string; orderItemId: string; rating?: string; fit?: string; title?: string; body?: string };

/** Sends the review form as the browser does: multipart, the photos as files. */
async function sendReview(fields: Fields, opts: { token?: string; photos?: { name: string; bytes: Uint8Array; type?: string }[] } = {}) {
  const fd = new FormData();
  const { token: link, ...rest } = fields;
  for (const [k, v] of Object.entries({ rating: '4', fit: 'small', ...rest })) if (v !== undefined) fd.set(k, v);
  for (const p of opts.photos ?? []) fd.append('photos', new File([p.bytes as Uint8Array<ArrayBuffer>], p.name, { type: p.type ?? 'image/jpeg' }));
  const r = new Response(fd);
  return call('POST', '/api/web/reviews', {
    rawBody: new Uint8Array(await r.arrayBuffer()),
    headers: { 'content-type': r.headers.get('content-type')!, ...(link ? { 'x-review-link': link } : {}) },
    ...(opts.token ? { token: opts.token } : {}),
  });
}

async function deliveredAtOf(orderId: string): Promise<Date> {
  const [s] = await (await getDb()).select({ at: shipments.deliveredAt }).from(shipments).where(eq(shipments.orderId, orderId));
  return s!.at!;
}

async function linkOf(o: DeliveredOrder): Promise<string> {
  return signReviewToken(o.orderId, await deliveredAtOf(o.orderId));
}

/** The fixture's shopper is made by newCustomer, which gives the mobile number too. */
const mobileOf = (o: DeliveredOrder) => (o.shopper as unknown as { mobileNumber: string }).mobileNumber;

async function version(): Promise<number> {
  const [v] = await (await getDb()).select().from(catalogVersion);
  return v!.version;
}

/** 11:00 in India on the first day whose 11:00 is at or after `d`. */
function elevenIst(d: Date): Date {
  const IST = 5.5 * 3_600_000;
  const DAY = 86_400_000;
  let at = Math.floor((d.getTime() + IST) / DAY) * DAY - IST + 11 * 3_600_000;
  if (at < d.getTime()) at += DAY;
  return new Date(at);
}

describe('who may review', () => {
  test('the link’s buyer gives stars only: published at once, the catalog version moves, the line is theirs once', async () => {
    const o = await deliveredOrder(fulfilment);
    const before = await version();
    const r = await sendReview({ token: await linkOf(o), orderItemId: o.itemId, rating: '5', fit: 'true' });
    expect(r.status, r.text).toBe(200);
    expect(r.body.data.status).toBe('published');
    expect(r.body.message).toBe('Thank you! Your rating is on the product page now.');
    expect(await version()).toBe(before + 1);
    const [row] = await (await getDb()).select().from(reviews).where(eq(reviews.id, r.body.data.id));
    expect(row).toMatchObject({ rating: 5, fit: 'true', sizeName: 'M', reviewerName: 'Lakshmi', customerId: o.shopper.id, title: null, body: null, status: 'published' });
    expect(row!.publishedAt).not.toBeNull();

    const again = await sendReview({ token: await linkOf(o), orderItemId: o.itemId });
    expect(again.status).toBe(410);
    expect(again.body.message).toBe('This item has been reviewed already through this link, and each item is reviewed once. Thank you!');
  });

  test('signed in, a review with words waits for moderation; a second review of the line is a 409', async () => {
    const o = await deliveredOrder(fulfilment);
    const r = await sendReview({ orderItemId: o.itemId, rating: '4', fit: 'small', title: 'Snug', body: 'Lovely cotton, but take one size up.' }, { token: o.shopper.token });
    expect(r.status, r.text).toBe(200);
    expect(r.body.data.status).toBe('pending');
    expect(r.body.message).toBe('Thank you! We will publish your review once we have read it, usually within two days.');
    const again = await sendReview({ orderItemId: o.itemId, rating: '1' }, { token: o.shopper.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have reviewed this item already: each item you bought is reviewed once.');
  });

  test('a line that is not yours, or not delivered, is a 404; so is no sign-in without a link (401)', async () => {
    const o = await deliveredOrder(fulfilment);
    const stranger = await newCustomer('Meera Das');
    const notYours = await sendReview({ orderItemId: o.itemId }, { token: stranger.token });
    expect(notYours.status).toBe(404);
    expect(notYours.body.message).toBe('We found no delivered item of yours with that id. Open the review link from your message again, or sign in.');

    // Another order's link does not open this line.
    const other = await deliveredOrder(fulfilment);
    expect((await sendReview({ token: await linkOf(other), orderItemId: o.itemId })).status).toBe(404);

    const product = await newProduct({ pricePaise: 49_900 });
    const addressId = await newAddress(stranger.token);
    const placed = await post('/api/web/order/create', orderPayload([item(product, 1)], addressId, { subtotal: 499, shippingCharge: 99, total: 598 }, 1), { token: stranger.token });
    expect(placed.status, placed.text).toBe(200);
    const [line] = await (await getDb()).select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, placed.body.data.orderId));
    const undelivered = await sendReview({ orderItemId: line!.id }, { token: stranger.token });
    expect(undelivered.status).toBe(404);

    expect((await sendReview({ orderItemId: o.itemId })).status).toBe(401);
  });

  test('an expired link is a 410 in plain words, and so is a signed-in review after the 60 days', async () => {
    const o = await deliveredOrder(fulfilment);
    const old = signReviewToken(o.orderId, new Date(Date.now() - 61 * 86_400_000));
    const expired = await sendReview({ token: old, orderItemId: o.itemId });
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe('This review link has expired: reviews can be written for 60 days after delivery.');

    await (await getDb()).update(shipments).set({ deliveredAt: new Date('2026-01-05T06:00:00Z') }).where(eq(shipments.orderId, o.orderId));
    const late = await sendReview({ orderItemId: o.itemId }, { token: o.shopper.token });
    expect(late.status).toBe(410);
    expect(late.body.message).toBe('Reviews for this order closed on 6 March 2026: they can be written for 60 days after delivery.');
  });

  test('who reviews is decided before the body is read: a forged link or no account is refused whatever follows', async () => {
    const junk = new Uint8Array(2 * 1024 * 1024);
    const forged = await call('POST', '/api/web/reviews', { rawBody: junk, headers: { 'content-type': 'multipart/form-data; boundary=x', 'x-review-link': 'a'.repeat(24) + '.1900000000.' + 'b'.repeat(43) } });
    expect(forged.status).toBe(404);
    expect(forged.body.message).toBe('This review link is not valid. Open it again from your message, exactly as it was sent.');
    const nobody = await call('POST', '/api/web/reviews', { rawBody: junk, headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect(nobody.status).toBe(401);
  });

  test('a forged link is a 404', async () => {
    const o = await deliveredOrder(fulfilment);
    const token = (await linkOf(o)).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await sendReview({ token, orderItemId: o.itemId })).status).toBe(404);
  });
});

describe('the form’s fields and photos', () => {
  let o: DeliveredOrder;
  beforeAll(async () => {
    o = await deliveredOrder(fulfilment);
  });

  test.each([
    [{ rating: '6' }, 'Invalid review: rating: Choose from 1 to 5 stars.'],
    [{ rating: '' }, 'Invalid review: rating: Choose from 1 to 5 stars.'],
    [{ fit: 'tight' }, 'Invalid review: fit: Say how it fits: runs small, true to size or runs large.'],
    [{ title: 'x'.repeat(101) }, 'Invalid review: title: Keep the title to 100 characters or fewer.'],
    [{ body: 'x'.repeat(2001) }, 'Invalid review: body: Keep the review to 2000 characters or fewer.'],
  ])('%o is refused: %s', async (bad, message) => {
    const r = await sendReview({ orderItemId: o.itemId, ...bad }, { token: o.shopper.token });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(message);
  });

  test('a file that is not a photo, or over 10 MB, is a 400 that names it; five photos are too many', async () => {
    const pdf = await sendReview({ orderItemId: o.itemId }, { token: o.shopper.token, photos: [{ name: 'beach.pdf', bytes: Buffer.from('%PDF-1.4 not a photo'), type: 'application/pdf' }] });
    expect(pdf.status).toBe(400);
    expect(pdf.body.message).toBe('beach.pdf is not a photo. Choose a JPEG, PNG, WebP or AVIF photo.');

    const big = await sendReview({ orderItemId: o.itemId }, { token: o.shopper.token, photos: [{ name: 'big.jpg', bytes: await makeOversizedJpeg() }] });
    expect(big.status).toBe(400);
    expect(big.body.message).toBe('big.jpg is over 10 MB. Choose a smaller photo (at most 10 MB).');

    const narrow = await sendReview({ orderItemId: o.itemId }, { token: o.shopper.token, photos: [{ name: 'tiny.png', bytes: await makePhoto('png', 300, 400), type: 'image/png' }] });
    expect(narrow.status).toBe(400);
    expect(narrow.body.message).toBe('tiny.png: This photo is 300 px wide, under the 600 px a review photo needs. Upload one at least 600 px wide.');

    const photo = await makePhoto('jpeg', 640, 800);
    const five = await sendReview({ orderItemId: o.itemId }, { token: o.shopper.token, photos: [1, 2, 3, 4, 5].map((n) => ({ name: `p${n}.jpg`, bytes: photo })) });
    expect(five.status).toBe(400);
    expect(five.body.message).toBe('Add at most 4 photos to one review.');
    // None of these wrote a review.
    expect(await (await getDb()).select().from(reviews).where(eq(reviews.orderItemId, o.itemId))).toEqual([]);
  });

  test('a review with one photo waits for moderation; the photo is a review_media row the /media route serves', async () => {
    const r = await sendReview({ orderItemId: o.itemId, rating: '4', fit: 'small' }, { token: o.shopper.token, photos: [{ name: 'me.jpg', bytes: await makePhoto('jpeg', 640, 800) }] });
    expect(r.status, r.text).toBe(200);
    expect(r.body.data.status).toBe('pending');
    const media = await (await getDb()).select().from(reviewMedia).where(eq(reviewMedia.reviewId, r.body.data.id));
    expect(media).toHaveLength(1);
    expect(media[0]).toMatchObject({ width: 640, height: 800, position: 0 });
    expect(media[0]!.photo).toMatch(/^\/media\/[0-9a-f]{32}-640x800\.webp$/);
    const served = await get(media[0]!.photo);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });
});

describe('moderation', () => {
  async function pendingReview() {
    const o = await deliveredOrder(fulfilment);
    const r = await sendReview({ orderItemId: o.itemId, rating: '2', fit: 'large', body: 'Too loose at the waist.' }, { token: o.shopper.token });
    expect(r.status, r.text).toBe(200);
    return { o, id: r.body.data.id as string };
  }
  const as = (s: TestStaff) => ({ headers: consoleHeaders(s.cookie) });

  test('support approves a waiting review: it is published, the catalog version moves, an audit row names the decision', async () => {
    const { id } = await pendingReview();
    const queue = await get('/api/admin/reviews', as(support));
    expect(queue.status).toBe(200);
    expect(queue.body.data.reviews[0]).toMatchObject({ id, rating: 2, fit: 'large', body: 'Too loose at the waist.', status: 'pending', reviewerName: 'Lakshmi', sizeName: 'M' });
    const before = await version();
    const r = await post(`/api/admin/reviews/${id}/approve`, {}, as(support));
    expect(r.status, r.text).toBe(200);
    expect(r.body.message).toBe('Review approved: it is on the product page now.');
    expect(await version()).toBe(before + 1);
    const [row] = await (await getDb()).select().from(reviews).where(eq(reviews.id, id));
    expect(row).toMatchObject({ status: 'published', decidedBy: support.id });
    const audit = await (await getDb()).select().from(auditEvents).where(and(eq(auditEvents.entity, 'review'), eq(auditEvents.entityId, id)));
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([['review.approve', { status: 'pending' }, { status: 'published' }]]);

    const published = await get('/api/admin/reviews?status=published', as(support));
    expect(published.body.data.reviews.map((x: { id: string }) => x.id)).toContain(id);
    // The demo's reviews are published too: the list pages 25 at a time.
    const { total, pages, reviews: first } = published.body.data as { total: number; pages: number; reviews: unknown[] };
    expect([first.length, pages]).toEqual([25, Math.ceil(total / 25)]);
    const last = await get(`/api/admin/reviews?status=published&page=${pages}`, as(support));
    expect(last.body.data.reviews).toHaveLength(total - (pages - 1) * 25);
    expect((await get('/api/admin/reviews?page=0', as(support))).body.message).toBe('Invalid query: page: Page must be a whole number from 1.');
  });

  test('a rejection carries its reason to the reviewer; approving twice is a 409', async () => {
    const { o, id } = await pendingReview();
    const noReason = await post(`/api/admin/reviews/${id}/reject`, { reason: '' }, as(owner));
    expect(noReason.status).toBe(400);
    const r = await post(`/api/admin/reviews/${id}/reject`, { reason: 'It names a delivery person; please write about the clothes.' }, as(owner));
    expect(r.status, r.text).toBe(200);
    const mine = await get(`/api/web/reviews/order?orderId=${o.orderId}`, { token: o.shopper.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.lines[0].review).toMatchObject({ status: 'rejected', rejectReason: 'It names a delivery person; please write about the clothes.' });
    const hideRejected = await post(`/api/admin/reviews/${id}/hide`, {}, as(owner));
    expect(hideRejected.status).toBe(409);
    expect(hideRejected.body.message).toBe('Only a published review can be hidden.');

    const { id: other } = await pendingReview();
    expect((await post(`/api/admin/reviews/${other}/approve`, {}, as(owner))).status).toBe(200);
    const twice = await post(`/api/admin/reviews/${other}/approve`, {}, as(owner));
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This review is published already.');
  });

  test('hiding a published review and a public reply are audited; the words and stars never change', async () => {
    const { id } = await pendingReview();
    await post(`/api/admin/reviews/${id}/approve`, {}, as(owner));
    const reply = await post(`/api/admin/reviews/${id}/reply`, { reply: 'Sorry! Our size chart now shows the waist.' }, as(owner));
    expect(reply.status, reply.text).toBe(200);
    const before = await version();
    const hide = await post(`/api/admin/reviews/${id}/hide`, {}, as(owner));
    expect(hide.status).toBe(200);
    expect(await version()).toBe(before + 1);
    const [row] = await (await getDb()).select().from(reviews).where(eq(reviews.id, id));
    expect(row).toMatchObject({ status: 'hidden', reply: 'Sorry! Our size chart now shows the waist.', rating: 2, body: 'Too loose at the waist.' });
    const audit = await (await getDb()).select({ action: auditEvents.action }).from(auditEvents).where(and(eq(auditEvents.entity, 'review'), eq(auditEvents.entityId, id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['review.approve', 'review.hide', 'review.reply']);
    // No route edits a review: its address answers nothing but the decisions.
    expect((await call('PATCH', `/api/admin/reviews/${id}`, { body: { rating: 5 }, ...as(owner) })).status).toBe(404);
  });

  test('fulfilment staff may not moderate (403)', async () => {
    const { id } = await pendingReview();
    expect((await get('/api/admin/reviews', as(fulfilment))).status).toBe(403);
    expect((await post(`/api/admin/reviews/${id}/approve`, {}, as(fulfilment))).status).toBe(403);
  });
});

describe('asking for reviews after delivery', () => {
  afterEach(() => {
    resetEnvForTests();
  });

  async function outbox(mobile: string): Promise<string[]> {
    const r = await get(`/api/dev/sms?to=${mobile}`);
    return (r.body.data as { text: string }[]).map((m) => m.text).filter((t) => t.includes('/review/'));
  }

  test('delivery writes the request due three days later with its job; at 11:00 IST it sends one SMS with the link, once', async () => {
    const o = await deliveredOrder(fulfilment);
    const db = await getDb();
    const [request] = await db.select().from(reviewRequests).where(eq(reviewRequests.orderId, o.orderId));
    expect(request!.dueAt.getTime() - request!.deliveredAt.getTime()).toBe(3 * 86_400_000);
    const timers = await db.select().from(jobs).where(eq(jobs.name, 'review-request'));
    expect(timers.some((j) => (j.payload as { orderId: string }).orderId === o.orderId && j.runAt.getTime() === request!.dueAt.getTime())).toBe(true);

    const at = elevenIst(request!.dueAt);
    expect(await askForReviews(o.orderId, at)).toBe('sent');
    await runDueJobs({ now: new Date(Date.now() + 1000) });
    const texts = await outbox(mobileOf(o));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/^Hi Lakshmi, how is your Kanmani order \w+\? Tell other shoppers what you think: http\S+\/review\/[0-9a-f]{24}\.\d+\.[\w-]{43}$/);
    const [sent] = await db.select().from(reviewRequests).where(eq(reviewRequests.orderId, o.orderId));
    expect(sent).toMatchObject({ channel: 'sms', skippedReason: null });
    expect(sent!.sentAt).toEqual(at);

    // The link in the message opens this order's lines.
    const token = /\/review\/(\S+)$/.exec(texts[0]!)![1]!;
    expect((await sendReview({ token, orderItemId: o.itemId, rating: '5' })).status).toBe(200);

    expect(await askForReviews(o.orderId, new Date(at.getTime() + 3_600_000))).toBe('none');
    await runDueJobs({ now: new Date(Date.now() + 1000) });
    expect(await outbox(mobileOf(o))).toHaveLength(1);
  });

  test('an exchange’s parcel asks for no review and takes none: the buyer reviews the line they bought', async () => {
    const bought = await deliveredOrder(fulfilment);
    const parcel = await deliveredOrder(fulfilment, { shopper: bought.shopper });
    const db = await getDb();
    await db.insert(returnRequests).values({ id: newId(), orderId: bought.orderId, customerId: bought.shopper.id, kind: 'exchange', reason: 'sizeTooSmall', status: 'exchangeShipped', exchangeOrderId: parcel.orderId });
    const [request] = await db.select().from(reviewRequests).where(eq(reviewRequests.orderId, parcel.orderId));
    expect(await askForReviews(parcel.orderId, elevenIst(request!.dueAt))).toBe('skipped');
    const [after] = await db.select().from(reviewRequests).where(eq(reviewRequests.orderId, parcel.orderId));
    expect(after).toMatchObject({ sentAt: null, skippedReason: 'exchange' });
    expect((await sendReview({ orderItemId: parcel.itemId, rating: '5' }, { token: bought.shopper.token })).status).toBe(404);
    expect((await sendReview({ orderItemId: bought.itemId, rating: '5' }, { token: bought.shopper.token })).status).toBe(200);
  });

  test('with WhatsApp Cloud on, the one message goes on WhatsApp only, through the order-message table', async () => {
    const o = await deliveredOrder(fulfilment);
    resetEnvForTests({ LOG_LEVEL: 'silent', NOTIFY_WHATSAPP: 'cloud', WHATSAPP_GRAPH_URL: 'http://127.0.0.1:9', WHATSAPP_TOKEN: 'wa-token-xyz', WHATSAPP_PHONE_NUMBER_ID: '106540352242922', WHATSAPP_APP_SECRET: 'app-secret-for-tests' });
    const db = await getDb();
    const [request] = await db.select().from(reviewRequests).where(eq(reviewRequests.orderId, o.orderId));
    expect(await askForReviews(o.orderId, elevenIst(request!.dueAt))).toBe('sent');
    const [event] = await db.select().from(orderEvents).where(and(eq(orderEvents.orderId, o.orderId), eq(orderEvents.kind, 'reviewRequested')));
    const queued = (await db.select().from(jobs).where(eq(jobs.name, 'order-message'))).filter((j) => (j.payload as { eventId: number }).eventId === event!.id);
    expect(queued.map((j) => (j.payload as { channel: string }).channel)).toEqual(['whatsapp']);
    const [sent] = await db.select().from(reviewRequests).where(eq(reviewRequests.orderId, o.orderId));
    expect(sent!.channel).toBe('whatsapp');
  });

  test('at night it waits for 09:00 in India', async () => {
    const o = await deliveredOrder(fulfilment);
    const [request] = await (await getDb()).select().from(reviewRequests).where(eq(reviewRequests.orderId, o.orderId));
    const night = new Date(elevenIst(request!.dueAt).getTime() + 12 * 3_600_000); // 23:00 IST
    expect(await askForReviews(o.orderId, night)).toBe('later');
    const later = await (await getDb()).select().from(jobs).where(eq(jobs.name, 'review-request'));
    const nine = new Date(night.getTime() + 10 * 3_600_000);
    expect(later.some((j) => (j.payload as { orderId: string }).orderId === o.orderId && j.runAt.getTime() === nine.getTime())).toBe(true);
  });

  test('nothing to a shopper who turned WhatsApp off, nor when every line is reviewed', async () => {
    const quiet = await deliveredOrder(fulfilment);
    expect((await call('POST', '/api/web/customer/whatsapp', { token: quiet.shopper.token, body: { whatsapp: false } })).status).toBe(200);
    const [r1] = await (await getDb()).select().from(reviewRequests).where(eq(reviewRequests.orderId, quiet.orderId));
    expect(await askForReviews(quiet.orderId, elevenIst(r1!.dueAt))).toBe('skipped');

    const done = await deliveredOrder(fulfilment);
    expect((await sendReview({ orderItemId: done.itemId, rating: '5' }, { token: done.shopper.token })).status).toBe(200);
    const [r2] = await (await getDb()).select().from(reviewRequests).where(eq(reviewRequests.orderId, done.orderId));
    expect(await askForReviews(done.orderId, elevenIst(r2!.dueAt))).toBe('skipped');

    const rows = await (await getDb()).select().from(reviewRequests);
    expect(rows.find((r) => r.orderId === quiet.orderId)).toMatchObject({ skippedReason: 'opted-out', sentAt: null });
    expect(rows.find((r) => r.orderId === done.orderId)).toMatchObject({ skippedReason: 'all-reviewed', sentAt: null });
    await runDueJobs({ now: new Date(Date.now() + 1000) });
    expect(await outbox(mobileOf(quiet))).toEqual([]);
    expect(await outbox(mobileOf(done))).toEqual([]);
  });
});

describe('erasure', () => {
  test('the data copy holds the buyer’s reviews; erased, a review stays as Anonymous, without its customer link or photos', async () => {
    const o = await deliveredOrder(fulfilment);
    const r = await sendReview({ orderItemId: o.itemId, rating: '3', fit: 'true', body: 'Fine.' }, { token: o.shopper.token, photos: [{ name: 'me.jpg', bytes: await makePhoto('jpeg', 640, 800, '#2b6a3d') }] });
    expect(r.status, r.text).toBe(200);
    const copy = await get('/api/web/customer/data', { token: o.shopper.token });
    expect(copy.status, copy.text).toBe(200);
    expect(copy.body.data.reviews).toEqual([{ orderNumber: o.orderId.slice(-5), shownAs: 'Lakshmi', size: 'M', stars: 3, fit: 'true', title: null, review: 'Fine.', status: 'pending', writtenAt: expect.any(String) }]);
    const db = await getDb();
    const [media] = await db.select().from(reviewMedia).where(eq(reviewMedia.reviewId, r.body.data.id));
    const hash = /\/media\/([0-9a-f]{32})-/.exec(media!.photo)![1]!;
    expect((await get(`/media/${hash}-640.webp`)).status).toBe(200);
    const erased = await post('/api/web/customer/erase', { confirm: 'DELETE' }, { token: o.shopper.token });
    expect(erased.status, erased.text).toBe(200);
    const [row] = await db.select().from(reviews).where(eq(reviews.id, r.body.data.id));
    expect(row).toMatchObject({ reviewerName: 'Anonymous', customerId: null, rating: 3, body: 'Fine.' });
    expect(await db.select().from(reviewMedia).where(eq(reviewMedia.reviewId, r.body.data.id))).toEqual([]);
    // The photo's files go too, its source (which may carry where it was taken) among them.
    await runDueJobs({ now: new Date(Date.now() + 1000) });
    expect((await get(`/media/${hash}-640.webp`)).status).toBe(404);
    expect((await get(`/media/${hash}-320.avif`)).status).toBe(404);
  });
});
