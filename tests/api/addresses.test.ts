import { describe, expect, test } from 'vitest';
import { useTestDatabase } from '../support/db';
import { get, patch, post } from '../support/api';
import { ADDRESS, newAddress, newCustomer } from '../fixtures/checkout-data';

useTestDatabase({ seed: false });

describe('addresses', () => {
  test('need a signed-in customer', async () => {
    expect((await get('/api/web/address/get')).status).toBe(401);
    expect((await post('/api/web/address/create', ADDRESS)).status).toBe(401);
  });

  test('a new address becomes the current one and comes first', async () => {
    const { token } = await newCustomer();
    const first = await newAddress(token);
    const second = await newAddress(token, { contactPerson: 'Ravi', doorNo: '7' });
    const list = await get('/api/web/address/get', { token });
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    expect(list.body.data.map((a: { _id: string }) => a._id)).toEqual([second, first]);
    expect(list.body.data.map((a: { currentAddress: boolean }) => a.currentAddress)).toEqual([true, false]);
    expect(list.body.data[0]).toMatchObject({ contactPerson: 'Ravi', country: 'India', state: 'Tamil Nadu', mobile: '9876543210' });

    const marked = await patch(`/api/web/address/current-address/${first}`, { currentAddress: true }, { token });
    expect(marked.status).toBe(200);
    const after = await get('/api/web/address/get', { token });
    expect(after.body.data.find((a: { _id: string }) => a._id === first).currentAddress).toBe(true);
    expect(after.body.data.find((a: { _id: string }) => a._id === second).currentAddress).toBe(false);
  });

  test("another customer's addresses are invisible and cannot be made current (404)", async () => {
    const a = await newCustomer('Anu');
    const b = await newCustomer('Bala');
    const aAddress = await newAddress(a.token);
    await newAddress(b.token);
    const bList = await get('/api/web/address/get', { token: b.token });
    expect(bList.body.data.map((x: { _id: string }) => x._id)).not.toContain(aAddress);
    const steal = await patch(`/api/web/address/current-address/${aAddress}`, {}, { token: b.token });
    expect(steal.status).toBe(404);
    // B's own current address is untouched by the refused request.
    const again = await get('/api/web/address/get', { token: b.token });
    expect(again.body.data[0].currentAddress).toBe(true);
  });

  test("the spec's field messages come back from the server", async () => {
    const { token } = await newCustomer();
    const r = await post(
      '/api/web/address/create',
      { ...ADDRESS, contactPerson: '', doorNo: ' ', address: 'abc', pincode: '12a456', city: '', district: '', state: '', country: '' },
      { token },
    );
    expect(r.status).toBe(400);
    const messages = Object.fromEntries(r.body.errors.map((e: { path: string; message: string }) => [e.path, e.message]));
    expect(messages).toMatchObject({
      contactPerson: 'Contact person required',
      doorNo: 'Door number is required',
      address: 'Street address is required',
      pincode: 'PIN Code must contain exactly 6 digits',
      city: 'City/Town is required',
      district: 'District is required',
      state: 'State is required',
      country: 'Country is required',
    });
    const short = await post('/api/web/address/create', { ...ADDRESS, pincode: '6000' }, { token });
    expect(short.body.errors[0]).toEqual({ path: 'pincode', message: 'PIN Code must be 6 digits' });
    const mobile = await post('/api/web/address/create', { ...ADDRESS, mobile: '98765' }, { token });
    expect(mobile.status).toBe(400);
  });

  test('the state must belong to the country; a country without states takes free text', async () => {
    const { token } = await newCustomer();
    const wrong = await post('/api/web/address/create', { ...ADDRESS, state: 'Ontario' }, { token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].path).toBe('state');
    const unknownCountry = await post('/api/web/address/create', { ...ADDRESS, country: 'Atlantis' }, { token });
    expect(unknownCountry.status).toBe(400);
    const singapore = await post('/api/web/address/create', { ...ADDRESS, country: 'Singapore', state: 'Central' }, { token });
    expect(singapore.status).toBe(200);
    const noLandmark = await post('/api/web/address/create', { ...ADDRESS, landmark: '', mobile: '' }, { token });
    expect(noLandmark.status).toBe(200);
    expect(noLandmark.body.data).toMatchObject({ landmark: null, mobile: null });
  });

  test("states are served one country at a time, with India's 28 states and 8 union territories", async () => {
    const india = await get('/api/web/address/states?country=India');
    expect(india.status).toBe(200);
    expect(india.body.data.states).toHaveLength(36);
    expect(india.body.data.states).toEqual(expect.arrayContaining(['Telangana', 'Ladakh', 'Dadra and Nagar Haveli and Daman and Diu', 'Puducherry']));
    expect((await get('/api/web/address/states?country=Singapore')).body.data.states).toEqual([]);
    expect((await get('/api/web/address/states?country=Atlantis')).status).toBe(400);
  });
});
