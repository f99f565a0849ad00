import { describe, expect, test } from 'vitest';
import { oneQueryAtATime } from '../../src/server/platform/db/one-query-at-a-time';

/** A connection that, like pg 9, refuses a query while another is running. */
function strictConnection() {
  const log: string[] = [];
  let busy = false;
  const client = {
    query(text: string): Promise<string> {
      if (busy) return Promise.reject(new Error(`refused ${text}: the connection is busy`));
      busy = true;
      log.push(`start ${text}`);
      return new Promise((resolve, reject) =>
        setTimeout(() => {
          busy = false;
          log.push(`end ${text}`);
          if (text.startsWith('bad')) reject(new Error(`${text} failed`));
          else resolve(`rows of ${text}`);
        }, 5),
      );
    },
  };
  return { client, log };
}

describe('one query at a time on a connection', () => {
  test('two reads started together inside a transaction run one after the other, in call order', async () => {
    const { client, log } = strictConnection();
    oneQueryAtATime(client);
    const answers = await Promise.all([client.query('select categories'), client.query('select subcategories'), client.query('select products')]);
    expect(answers).toEqual(['rows of select categories', 'rows of select subcategories', 'rows of select products']);
    expect(log).toEqual(['start select categories', 'end select categories', 'start select subcategories', 'end select subcategories', 'start select products', 'end select products']);
  });

  test('a failed query fails its own caller only, and the next one still runs', async () => {
    const { client } = strictConnection();
    oneQueryAtATime(client);
    const [first, second] = await Promise.allSettled([client.query('bad insert'), client.query('select 1')]);
    expect(first).toEqual({ status: 'rejected', reason: new Error('bad insert failed') });
    expect(second).toEqual({ status: 'fulfilled', value: 'rows of select 1' });
  });

  test('without it, the strict connection refuses the second query (the guard is what keeps them apart)', async () => {
    const { client } = strictConnection();
    const [, second] = await Promise.allSettled([client.query('select a'), client.query('select b')]);
    expect(second).toEqual({ status: 'rejected', reason: new Error('refused select b: the connection is busy') });
  });
});
