/**
 * A PostgreSQL connection answers one query at a time. Code inside a transaction sometimes
 * starts two at once (a `Promise.all` of reads); pg queues the second itself today but warns
 * that pg 9 will refuse it. This keeps the queue on our side, in call order, so such code stays
 * correct when pg stops queueing.
 */
type Queryable = { query: (...args: never[]) => unknown };

export function oneQueryAtATime<C extends Queryable>(client: C): C {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let tail: Promise<unknown> = Promise.resolve();
  const queued = (...args: unknown[]): unknown => {
    // Callback calls (the pool's own) and submittables (cursors, streams) keep pg's handling.
    const first = args[0] as { submit?: unknown } | undefined;
    if (typeof args[args.length - 1] === 'function' || typeof first?.submit === 'function') return query(...args);
    const run = tail.then(() => query(...args));
    tail = run.catch(() => undefined);
    return run;
  };
  (client as { query: unknown }).query = queued;
  return client;
}
