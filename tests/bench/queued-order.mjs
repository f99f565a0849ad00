// One shopper's order through the checkout queue, as the checkout island does it (issue 33 item
// 4): send it; on a 202 keep the ticket and send it again at once with the ticket (the server
// holds that retry until the order's turn or the hold ends), until an answer that is not a 202.
// Used by the sale bench (--queue) and the resilience test at three times the capacity.

/** The arrival the server wrote into the ticket (signed, not secret): [id, customer, key, arrival ms, seq, expires]. */
export function ticketArrival(ticket) {
  const [, , , arrival, seq] = JSON.parse(Buffer.from(ticket.split('.')[0], 'base64url').toString('utf8'));
  return { arrival, seq };
}

/**
 * @param {{ url: string, token: string, key: string, body: string, timeoutMs?: number }} o
 * @returns {Promise<{ status: number | string, orderId?: string, message?: string, turn: number | null, queued: number, firstPosition: number | null, arrival: { arrival: number, seq: number } | null, ms: number }>}
 */
export async function placeQueued({ url, token, key, body, timeoutMs = 30_000 }) {
  const t0 = performance.now();
  let ticket = null;
  let queued = 0;
  let firstPosition = null;
  for (;;) {
    let r;
    try {
      r = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key, ...(ticket ? { 'checkout-ticket': ticket } : {}) },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      return { status: err?.name === 'TimeoutError' ? 'timeout' : 'error', turn: null, queued, firstPosition, arrival: ticket ? ticketArrival(ticket) : null, ms: performance.now() - t0 };
    }
    const answer = await r.json().catch(() => null);
    if (r.status === 202 && answer?.data?.ticket) {
      queued++;
      firstPosition ??= answer.data.position;
      ticket = answer.data.ticket;
      continue;
    }
    const turn = r.headers.get('checkout-turn');
    return {
      status: r.status,
      ...(answer?.data?.orderId ? { orderId: answer.data.orderId } : {}),
      ...(r.status === 200 ? {} : { message: answer?.message }),
      turn: turn === null ? null : Number(turn),
      queued,
      firstPosition,
      arrival: ticket ? ticketArrival(ticket) : null,
      ms: performance.now() - t0,
    };
  }
}

/**
 * Whether the queued orders were placed in arrival order: sorted by the arrival in their
 * tickets, their turns (the Checkout-Turn header of the 200) must rise. Returns the pairs out of order.
 */
export function outOfOrder(answers) {
  const inTurn = answers.filter((a) => a.arrival && a.turn !== null).sort((a, b) => a.arrival.arrival - b.arrival.arrival || a.arrival.seq - b.arrival.seq);
  let inversions = 0;
  for (let i = 1; i < inTurn.length; i++) if (inTurn[i].turn < inTurn[i - 1].turn) inversions++;
  return { checked: inTurn.length, inversions };
}
