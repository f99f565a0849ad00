import { afterEach, describe, expect, test, vi } from 'vitest';
import { CheckoutQueue } from '../../src/server/workflows/checkout-queue';
import { newTicket, openTicket, sealTicket, TICKET_LIFETIME_MS } from '../../src/server/workflows/checkout-ticket';

/** Issue 33 item 4: turns strictly in arrival order, places kept by key, away shoppers left behind. */
function line(capacity = 1, overloaded = true) {
  let now = 1_700_000_000_000;
  const q = new CheckoutQueue({ capacity, idleMs: 20_000, overloaded: () => overloaded, now: () => now });
  return { q, later: (ms: number) => (now += ms), now: () => now };
}

/** Lets the promise callbacks that a turn resolved run. */
const settle = () => new Promise<void>((r) => setImmediate(r));

function watch(p: Promise<number | null>) {
  const seen: { turn?: number | null } = {};
  void p.then((t) => (seen.turn = t));
  return seen;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the checkout queue', () => {
  test('an order goes straight through while there is room; past the capacity the next ones get places 1 and 2', () => {
    const { q } = line(1);
    expect(q.arrive('priya', 'k1')).toEqual({ turn: true });
    const b = q.arrive('arun', 'k2');
    const c = q.arrive('meena', 'k3');
    if (b.turn || c.turn) throw new Error('expected places');
    expect([q.position(b.ticket), q.position(c.ticket)]).toEqual([1, 2]);
  });

  test('turns come in arrival order, whatever order the shoppers come back in', async () => {
    const { q } = line(1);
    q.arrive('priya', 'k1');
    const places = ['arun', 'meena', 'kavya'].map((name, i) => {
      const a = q.arrive(name, `k${i + 2}`);
      if (a.turn) throw new Error('expected a place');
      return a.ticket;
    });
    // The last to arrive asks first, the first last.
    const kavya = watch(q.wait(places[2]!, 60_000));
    const meena = watch(q.wait(places[1]!, 60_000));
    const arun = watch(q.wait(places[0]!, 60_000));
    await settle();
    expect([arun.turn, meena.turn, kavya.turn]).toEqual([undefined, undefined, undefined]);
    q.finished(200); // priya's order is placed
    await settle();
    expect([arun.turn, meena.turn, kavya.turn]).toEqual([1, undefined, undefined]);
    q.finished(200);
    await settle();
    expect([arun.turn, meena.turn, kavya.turn]).toEqual([1, 2, undefined]);
    q.finished(200);
    await settle();
    expect(kavya.turn).toBe(3);
    expect(q.length).toBe(0);
  });

  test('a repeat with the same Idempotency-Key keeps its place; another key of the same shopper queues behind', () => {
    const { q } = line(1);
    q.arrive('priya', 'k1');
    const first = q.arrive('arun', 'tap');
    q.arrive('meena', 'k3');
    const again = q.arrive('arun', 'tap');
    const other = q.arrive('arun', 'second-order');
    if (first.turn || again.turn || other.turn) throw new Error('expected places');
    expect(again.ticket.id).toBe(first.ticket.id);
    expect([q.position(again.ticket), q.position(other.ticket)]).toEqual([1, 3]);
  });

  test('a shopper holding 3 places is refused a fourth', () => {
    const { q } = line(1);
    q.arrive('priya', 'k0');
    for (const k of ['a', 'b', 'c']) q.arrive('arun', k);
    expect(() => q.arrive('arun', 'd')).toThrow('You already have orders waiting in the checkout queue. Wait for them before placing another.');
  });

  test('a shopper who is away keeps the place but holds nobody up, and loses it after 20 s without asking', async () => {
    const { q, later } = line(1);
    q.arrive('priya', 'k1');
    const away = q.arrive('arun', 'k2');
    const next = q.arrive('meena', 'k3');
    const last = q.arrive('kavya', 'k4');
    if (away.turn || next.turn || last.turn) throw new Error('expected places');
    const meena = watch(q.wait(next.ticket, 600_000));
    q.finished(200);
    await settle();
    expect(meena.turn).toBeUndefined(); // Arun asked a moment ago: he may be between two retries
    later(3_000);
    q.pump();
    await settle();
    // Arun's retry went elsewhere: Meena, the first asking, has the turn; Arun is still first.
    expect(meena.turn).toBe(1);
    expect([q.position(away.ticket), q.position(last.ticket)]).toEqual([1, 2]);
    const arun = watch(q.wait(away.ticket, 600_000));
    const kavya = watch(q.wait(last.ticket, 600_000));
    q.finished(200);
    await settle();
    expect([arun.turn, kavya.turn]).toEqual([2, undefined]);
    q.finished(200);
    await settle();
    expect(kavya.turn).toBe(3);
    const gone = q.arrive('divya', 'k5');
    if (gone.turn) throw new Error('expected a place');
    later(20_000);
    expect(q.position(gone.ticket)).toBe(0);
  });

  test('a ticket that comes back (a restart, another instance) takes its arrival place again', async () => {
    const { q, now } = line(1);
    q.arrive('priya', 'k1');
    const early = newTicket('arun', 'k9', now() - 5_000, 0);
    const late = q.arrive('meena', 'k3');
    if (late.turn) throw new Error('expected a place');
    const arun = watch(q.wait(early, 60_000));
    const meena = watch(q.wait(late.ticket, 60_000));
    expect([q.position(early), q.position(late.ticket)]).toEqual([1, 2]);
    q.finished(100);
    await settle();
    expect([arun.turn, meena.turn]).toEqual([1, undefined]);
  });

  test('a held retry is told its place again when the hold ends', async () => {
    vi.useFakeTimers();
    const { q } = line(1);
    q.arrive('priya', 'k1');
    const a = q.arrive('arun', 'k2');
    if (a.turn) throw new Error('expected a place');
    const waiting = q.wait(a.ticket, 5_000);
    vi.advanceTimersByTime(5_000);
    expect(await waiting).toBeNull();
    expect(q.position(a.ticket)).toBe(1);
  });

  test('under the thresholds an order goes straight through past the capacity; while a line waits, new orders join it', async () => {
    let busy = false;
    const q = new CheckoutQueue({ capacity: 1, idleMs: 20_000, overloaded: () => busy, now: () => 0 });
    expect([q.arrive('priya', 'k1'), q.arrive('arun', 'k2')]).toEqual([{ turn: true }, { turn: true }]);
    busy = true;
    const meena = q.arrive('meena', 'k3');
    busy = false;
    const kavya = q.arrive('kavya', 'k4');
    if (meena.turn || kavya.turn) throw new Error('expected places');
    expect([q.position(meena.ticket), q.position(kavya.ticket)]).toEqual([1, 2]);
    // The line moves one at a time (the capacity), in arrival order, once the two placing finish.
    const turns = [watch(q.wait(kavya.ticket, 60_000)), watch(q.wait(meena.ticket, 60_000))];
    q.finished(100);
    await settle();
    expect(turns.map((t) => t.turn)).toEqual([undefined, undefined]);
    q.finished(100);
    await settle();
    expect(turns.map((t) => t.turn)).toEqual([undefined, 1]);
    q.finished(100);
    await settle();
    expect(turns.map((t) => t.turn)).toEqual([2, 1]);
    expect(q.placing).toBe(1);
  });

  test('the estimate comes from the orders finished in the last minute', () => {
    const { q, later } = line(2);
    // Before three orders finish: position 6 at 2 at a time, 1 s each (the assumed time) = 3 s.
    expect(q.estimateSeconds(6)).toBe(3);
    for (let i = 0; i < 10; i++) {
      q.arrive('s', null);
      later(500);
      q.finished(500);
    }
    // 10 orders over 4.5 s: 2.2 a second, so 11 ahead take 5 s.
    expect(q.estimateSeconds(11)).toBe(5);
  });
});

describe('the checkout ticket', () => {
  const secret = 'x'.repeat(43);
  const owner = { customerId: 'priya', key: 'k1' };
  const ticket = newTicket('priya', 'k1', 1_700_000_000_000, 7);

  test('opens with the same facts for its shopper and key', () => {
    expect(openTicket(sealTicket(ticket, secret, ticket.arrival), secret, ticket.arrival + 1000, owner)).toEqual(ticket);
  });

  test('an edited ticket is refused', () => {
    const [body, mac] = sealTicket(ticket, secret, ticket.arrival).split('.');
    const moved = Buffer.from(JSON.stringify([ticket.id, 'priya', 'k1', ticket.arrival - 60_000, 0, ticket.expires, ticket.arrival + 60_000])).toString('base64url');
    expect(() => openTicket(`${moved}.${mac}`, secret, ticket.arrival, owner)).toThrow('This checkout queue ticket is not valid. Place the order again to join the queue.');
    expect(() => openTicket(`${body}.${mac}x`, secret, ticket.arrival, owner)).toThrow('This checkout queue ticket is not valid.');
    expect(() => openTicket(sealTicket(ticket, 'y'.repeat(43), ticket.arrival), secret, ticket.arrival, owner)).toThrow('This checkout queue ticket is not valid.');
  });

  test('another shopper or another key cannot use it', () => {
    const sealed = sealTicket(ticket, secret, ticket.arrival);
    const message = 'This checkout queue ticket belongs to another order. Send it only with the order it was given for.';
    expect(() => openTicket(sealed, secret, ticket.arrival, { customerId: 'arun', key: 'k1' })).toThrow(message);
    expect(() => openTicket(sealed, secret, ticket.arrival, { customerId: 'priya', key: 'k2' })).toThrow(message);
  });

  test('expires 30 minutes after the shopper arrived, however often it was renewed', () => {
    const sealed = sealTicket(ticket, secret, ticket.arrival + 1_790_000);
    expect(TICKET_LIFETIME_MS).toBe(1_800_000);
    expect(openTicket(sealed, secret, ticket.arrival + 1_799_999, owner)?.id).toBe(ticket.id);
    expect(() => openTicket(sealed, secret, ticket.arrival + 1_800_000, owner)).toThrow('Your place in the checkout queue has expired. Place the order again to join the queue.');
  });

  test('a ticket not renewed within a minute has lapsed: kept aside, it cannot jump a later line', () => {
    const given = sealTicket(ticket, secret, ticket.arrival + 120_000);
    expect(openTicket(given, secret, ticket.arrival + 179_999, owner)?.id).toBe(ticket.id);
    expect(openTicket(given, secret, ticket.arrival + 180_000, owner)).toBe(null);
  });
});
