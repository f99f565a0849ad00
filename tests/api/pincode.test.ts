import { describe, expect, test } from 'vitest';
import { useTestDatabase } from '../support/db';
import { get } from '../support/api';

useTestDatabase({ seed: false });

describe('GET /api/web/pincode/{pin}', () => {
  test('a Chennai PIN gives its city, district and state', async () => {
    const res = await get('/api/web/pincode/600004');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      pincode: '600004',
      city: 'Chennai',
      district: 'Chennai',
      state: 'Tamil Nadu',
      candidates: [{ city: 'Chennai', district: 'Chennai', state: 'Tamil Nadu' }],
    });
  });

  test('today\u2019s names: Leh is in Ladakh, Daman in the merged union territory', async () => {
    expect((await get('/api/web/pincode/194101')).body.data.state).toBe('Ladakh');
    expect((await get('/api/web/pincode/396210')).body.data.state).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect((await get('/api/web/pincode/605001')).body.data.state).toBe('Puducherry');
  });

  test('a PIN two states share lists both, the most common first', async () => {
    const res = await get('/api/web/pincode/160003');
    expect(res.status).toBe(200);
    expect(res.body.data.state).toBe('Chandigarh');
    expect(res.body.data.candidates).toContainEqual({ city: 'Mohali', district: 'Mohali', state: 'Punjab' });
  });

  test('not 6 digits: 400', async () => {
    for (const pin of ['60000', '6000041', 'abcdef']) {
      const res = await get(`/api/web/pincode/${pin}`);
      expect(res.status).toBe(400);
    }
  });

  test('a PIN India Post does not list: 404 with the plain message', async () => {
    const res = await get('/api/web/pincode/000000');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('We could not find this PIN code. Please check it.');
  });
});
