import { describe, expect, test } from 'vitest';
import { useTestDatabase } from '../support/db';
import { get, post } from '../support/api';
import { consoleHeaders, newStaff } from '../fixtures/staff';

useTestDatabase();

/**
 * The delivery zones table (issue 28): rows of PIN prefixes, states or the rest of India, saved
 * and read back as they were, matched prefix first, then state, then the rest of India; each bad
 * cell refused with its row and column in the words the table shows.
 */
const RULES = { source: 'zones', holidays: [], codMin: 0, codMax: null, blockedPincodes: [], blockedMobiles: [], rtoLimit: 2 };
const CHENNAI = { covers: 'pin', prefix: '600', prepaidDays: 2, codDays: 3, codAllowed: true };
const SOUTH = { covers: 'states', states: ['Kerala', 'Karnataka'], prepaidDays: 4, codDays: 5, codAllowed: false };
const REST = { covers: 'rest', prepaidDays: 6, codDays: 7, codAllowed: true };

async function owner() {
  return consoleHeaders((await newStaff('owner')).cookie);
}
const save = (headers: Record<string, string>, zones: unknown[]) => post('/api/admin/settings/delivery', { ...RULES, zones }, { headers });

describe('the delivery zones table', () => {
  test('PIN, states and rest-of-India rows round-trip; a PIN code takes its prefix, else its state, else the rest of India', async () => {
    const headers = await owner();
    const r = await save(headers, [CHENNAI, SOUTH, REST]);
    expect(r.status, r.text).toBe(200);
    const expected = [
      { prefix: '600', prepaidDays: 2, codDays: 3, codAllowed: true },
      { prefix: '', states: ['Kerala', 'Karnataka'], prepaidDays: 4, codDays: 5, codAllowed: false },
      { prefix: '', prepaidDays: 6, codDays: 7, codAllowed: true },
    ];
    expect(r.body.data.zones).toEqual(expected);
    expect((await get('/api/admin/settings/delivery', { headers })).body.data.zones).toEqual(expected);
    const quote = async (pin: string) => (await get(`/api/web/delivery/${pin}?subtotal=499`)).body.data;
    expect(await quote('600004')).toMatchObject({ serviceable: true, codAvailable: true });
    expect(await quote('682001')).toMatchObject({ serviceable: true, codAvailable: false, codReason: 'Cash on delivery is not available for this PIN code. Please pay online.' });
    expect(await quote('560001')).toMatchObject({ serviceable: true, codAvailable: false });
    expect(await quote('110001')).toMatchObject({ serviceable: true, codAvailable: true });
  });

  test('without a rest-of-India row, a PIN code in no row is not delivered to', async () => {
    const headers = await owner();
    expect((await save(headers, [CHENNAI, SOUTH])).status).toBe(200);
    expect((await get('/api/web/delivery/110001')).body.data.serviceable).toBe(false);
    expect((await get('/api/web/delivery/682001')).body.data.serviceable).toBe(true);
  });

  const cases: [string, unknown[], string, string][] = [
    ['online days of 0', [CHENNAI, { ...REST, prepaidDays: 0 }], 'zones.1.prepaidDays', 'Zone row 2: days paid online must be a whole number from 1 to 30'],
    ['COD days of 31', [{ ...CHENNAI, codDays: 31 }], 'zones.0.codDays', 'Zone row 1: days with cash on delivery must be a whole number from 1 to 30'],
    ['COD days typed as words', [{ ...CHENNAI, codDays: 'three' }], 'zones.0.codDays', 'Zone row 1: days with cash on delivery must be a whole number from 1 to 30'],
    ['online days of 2.5', [{ ...CHENNAI, prepaidDays: 2.5 }], 'zones.0.prepaidDays', 'Zone row 1: days paid online must be a whole number from 1 to 30'],
    ['a prefix with a letter', [{ ...CHENNAI, prefix: '60a' }], 'zones.0.prefix', 'Zone row 1: PIN prefix must be 1 to 6 digits, such as 600 for Chennai'],
    ['an empty PIN prefix', [REST, { ...CHENNAI, prefix: '' }], 'zones.1.prefix', 'Zone row 2: PIN prefix must be 1 to 6 digits, such as 600 for Chennai'],
    ['a prefix of 7 digits', [{ ...CHENNAI, prefix: '6000401' }], 'zones.0.prefix', 'Zone row 1: PIN prefix must be 1 to 6 digits, such as 600 for Chennai'],
    ['the same prefix twice', [CHENNAI, { ...CHENNAI, prepaidDays: 9 }], 'zones.1.prefix', 'Zone row 2: PIN prefix 600 is already zone row 1'],
    ['a states row with none chosen', [{ ...SOUTH, states: [] }], 'zones.0.states', 'Zone row 1: choose at least one state'],
    ['a state that is not one', [{ ...SOUTH, states: ['Kerala', 'Madras'] }], 'zones.0.states', 'Zone row 1: Madras must be an Indian state or union territory from the list'],
    ['a state in two rows', [SOUTH, { ...SOUTH, states: ['Goa', 'Kerala'] }], 'zones.1.states', 'Zone row 2: Kerala is already in zone row 1'],
    ['two rest-of-India rows', [REST, REST], 'zones.1.covers', 'Zone row 2: the rest of India is already zone row 1'],
    ['a row covering something else', [{ ...REST, covers: 'city' }], 'zones.0.covers', 'Zone row 1: choose what the row covers: PIN codes, states or the rest of India'],
    ['COD written as a word', [{ ...REST, codAllowed: 'yes' }], 'zones.0.codAllowed', 'Zone row 1: cash on delivery must be yes or no'],
  ];
  test.each(cases)('%s is refused with 400 naming the row and column, and nothing changes', async (_what, zones, path, message) => {
    const headers = await owner();
    expect((await save(headers, [CHENNAI, REST])).status).toBe(200);
    const r = await save(headers, zones);
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path, message }]);
    expect(r.body.message).toBe(message);
    expect((await get('/api/admin/settings/delivery', { headers })).body.data.zones).toEqual([
      { prefix: '600', prepaidDays: 2, codDays: 3, codAllowed: true },
      { prefix: '', prepaidDays: 6, codDays: 7, codAllowed: true },
    ]);
  });

  test('more than 200 rows is refused', async () => {
    const headers = await owner();
    const rows = Array.from({ length: 201 }, (_, i) => ({ ...CHENNAI, prefix: String(100 + i) }));
    const r = await save(headers, rows);
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: 'zones', message: 'Delivery zones: use at most 200 rows' }]);
  });
});
