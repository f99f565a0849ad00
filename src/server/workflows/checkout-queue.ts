import { conflict, tooManyRequests } from '#server/platform/errors';
import { newTicket, type Ticket } from './checkout-ticket';

/**
 * The sale-day checkout queue (issue 33 item 4), one per instance, in memory: a line of tickets
 * in order of arrival. While the load gauge is over a threshold, a checkout past `capacity` orders
 * being placed at once takes a place in line; while anyone waits, new checkouts queue behind and
 * turns are given strictly in arrival order, `capacity` at a time. A shopper's
 * retry with its ticket waits here (no database connection held) until its turn or the hold ends.
 *
 * A ticket's turn needs its shopper to be asking (a held retry). A place asked for within
 * `awayMs` holds the line for its shopper, who is between two retries; one whose shopper is away
 * longer (the retry went to another instance, the page closed) keeps its position but holds
 * nobody up: the turn goes to the earliest place that is asking, and the away place is given up
 * after `idleMs` without a retry. A renewed ticket (each answer renews it) coming back puts it at its arrival
 * place again, as one from before a restart or from another instance does.
 */
type Place = { ticket: Ticket; lastSeen: number; waiters: Array<(turn: number | null) => void> };

export type QueueOptions = {
  capacity: number;
  idleMs: number;
  /** A place not asked for this long stops holding up those behind it (default 3 s). */
  awayMs?: number;
  /** Whether the gauge is over a threshold now: past the capacity, a checkout then starts a line. */
  overloaded: () => boolean;
  now: () => number;
  /** Places one shopper may hold at once (orders with different keys). */
  perShopper?: number;
};

export type Arrival = { turn: true } | { turn: false; ticket: Ticket };

/** How long a ticket that had its turn is remembered; a later copy with its key is answered by its order. */
const TURN_MEMORY_MS = 120_000;

const earlier = (a: Ticket, b: Ticket) => a.arrival - b.arrival || a.seq - b.seq || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export class CheckoutQueue {
  private line: Place[] = [];
  private running = 0;
  private seq = 0;
  private finishedAt: number[] = [];
  private meanServiceMs: number | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  /**
   * Tickets that had their turn, for a while: a late copy must not queue again. Kept in the order
   * they were added, each as long, so expired ones are always at the front.
   */
  private hadTurn = new Map<string, { expires: number; turn: number }>();
  private turns = 0;

  constructor(private readonly opts: QueueOptions) {}

  /** Orders being placed now through the queue. */
  get placing(): number {
    return this.running;
  }

  get length(): number {
    this.dropIdle();
    return this.line.length;
  }

  /**
   * Room for a waiting ticket: `capacity` orders at once while anyone waits, whatever the gauge
   * reads this second (a gate that opened wide whenever the gauge dipped would let the whole line
   * at the pool at once). A capacity of at least 1 means the line always moves.
   */
  private hasRoom(): boolean {
    return this.running < this.opts.capacity;
  }

  /**
   * A checkout without a ticket: its turn at once when nobody waits and there is room (the
   * caller places the order, then calls `finished`), else a new place at the back. The same
   * shopper and Idempotency-Key keep the place they have.
   */
  arrive(customerId: string, key: string | null): Arrival {
    this.dropIdle();
    const now = this.opts.now();
    const held = key === null ? undefined : this.line.find((p) => p.ticket.customerId === customerId && p.ticket.key === key);
    if (held) {
      held.lastSeen = now;
      return { turn: false, ticket: held.ticket };
    }
    // Nobody waits: the gauge decides whether this order is placed at once or starts a line.
    if (this.line.length === 0 && (this.hasRoom() || !this.opts.overloaded())) {
      this.running++;
      return { turn: true };
    }
    const mine = this.line.filter((p) => p.ticket.customerId === customerId).length;
    if (mine >= (this.opts.perShopper ?? 3)) {
      throw tooManyRequests('You already have orders waiting in the checkout queue. Wait for them before placing another.', 5);
    }
    const ticket = newTicket(customerId, key, now, this.seq++);
    this.insert({ ticket, lastSeen: now, waiters: [] });
    return { turn: false, ticket };
  }

  /** A returning ticket's place: the one it has, or its arrival place again. */
  private placeOf(ticket: Ticket): Place {
    const now = this.opts.now();
    const known = this.line.find((p) => p.ticket.id === ticket.id);
    if (known) {
      known.lastSeen = now;
      return known;
    }
    const place = { ticket, lastSeen: now, waiters: [] };
    this.insert(place);
    return place;
  }

  private insert(place: Place): void {
    const at = this.line.findIndex((p) => earlier(place.ticket, p.ticket) < 0);
    if (at < 0) this.line.push(place);
    else this.line.splice(at, 0, place);
  }

  /**
   * Waits up to `holdMs` for the ticket's turn. A number: its turn came, the how-manieth this
   * queue gave (the caller places the order, then calls `finished`). Null: still waiting;
   * `position` and `estimateSeconds` say where.
   */
  wait(ticket: Ticket, holdMs: number): Promise<number | null> {
    this.dropIdle();
    const had = this.hadTurn.get(ticket.id);
    if (had) {
      // Without a key a second turn could place a second order; with one, the order answers it.
      if (ticket.key === null) throw conflict('This checkout ticket has had its turn. Look in your orders before placing the order again.');
      this.running++;
      return Promise.resolve(had.turn);
    }
    const place = this.placeOf(ticket);
    return new Promise<number | null>((resolve) => {
      const hold: { timer?: ReturnType<typeof setTimeout> } = {};
      const answer = (turn: number | null) => {
        clearTimeout(hold.timer);
        resolve(turn);
      };
      place.waiters.push(answer);
      this.pump();
      if (!place.waiters.includes(answer)) return;
      hold.timer = setTimeout(() => {
        place.waiters = place.waiters.filter((w) => w !== answer);
        place.lastSeen = this.opts.now();
        resolve(null);
        this.pump();
      }, holdMs);
    });
  }

  /** Gives up a place (its order turned out to be placed already). */
  leave(ticket: Ticket): void {
    this.line = this.line.filter((p) => p.ticket.id !== ticket.id);
    this.pump();
  }

  /** 1 for the next in line; 0 once the ticket has had its turn. */
  position(ticket: Ticket): number {
    this.dropIdle();
    return this.line.findIndex((p) => p.ticket.id === ticket.id) + 1;
  }

  /**
   * Seconds until a ticket at this position has its turn, from the order service rate measured
   * over the last minute (orders finished per second); before three orders have finished in it,
   * from their mean time at the capacity.
   */
  estimateSeconds(position: number): number {
    const now = this.opts.now();
    this.finishedAt = this.finishedAt.filter((t) => now - t < 60_000);
    if (this.finishedAt.length >= 3) {
      const span = Math.max(1000, now - this.finishedAt[0]!);
      const perSecond = (this.finishedAt.length * 1000) / span;
      return Math.max(1, Math.ceil(position / perSecond));
    }
    const serviceMs = this.meanServiceMs ?? 1000;
    return Math.max(1, Math.ceil((position * serviceMs) / this.opts.capacity / 1000));
  }

  /** An order that had its turn is done (placed or refused): its room goes to the next in line. */
  finished(serviceMs: number): void {
    this.running = Math.max(0, this.running - 1);
    const now = this.opts.now();
    this.finishedAt.push(now);
    while (this.finishedAt.length > 0 && now - this.finishedAt[0]! >= 60_000) this.finishedAt.shift();
    this.meanServiceMs = this.meanServiceMs === null ? serviceMs : this.meanServiceMs * 0.8 + serviceMs * 0.2;
    this.pump();
  }

  /** Gives turns in arrival order to the places that are asking, while there is room. */
  pump(): void {
    this.dropIdle();
    const now = this.opts.now();
    while (this.hasRoom()) {
      // The earliest place that is asking, or whose shopper is between two retries.
      const at = this.line.findIndex((p) => p.waiters.length > 0 || now - p.lastSeen < this.awayMs);
      if (at < 0 || this.line[at]!.waiters.length === 0) break;
      const [first] = this.line.splice(at, 1) as [Place];
      const turn = ++this.turns;
      this.hadTurn.set(first.ticket.id, { expires: now + TURN_MEMORY_MS, turn });
      // Copies of one order (a double tap) share its place and its turn.
      const waiters = first.waiters;
      first.waiters = [];
      for (const w of waiters) {
        this.running++;
        w(turn);
      }
    }
    this.watchIdle();
  }

  private dropIdle(): void {
    const now = this.opts.now();
    for (const [id, had] of this.hadTurn) {
      if (had.expires > now) break;
      this.hadTurn.delete(id);
    }
    this.line = this.line.filter((p) => p.waiters.length > 0 || now - p.lastSeen < this.opts.idleMs);
  }

  private get awayMs(): number {
    return this.opts.awayMs ?? 3_000;
  }

  /**
   * Someone in line is not asking: look again when the first of them counts as away (the line
   * moves past it) or is given up (positions stay true).
   */
  private watchIdle(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
    const now = this.opts.now();
    const next = this.line
      .filter((p) => p.waiters.length === 0)
      .map((p) => (now - p.lastSeen < this.awayMs ? p.lastSeen + this.awayMs : p.lastSeen + this.opts.idleMs));
    if (next.length === 0) return;
    const due = Math.max(0, Math.min(...next) - now);
    this.idleTimer = setTimeout(() => this.pump(), due + 1);
    this.idleTimer.unref?.();
  }
}
