import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { call, get, patch, post } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { orders } from '../../src/server/platform/db/schema';
import { ADDRESS, item, newAddress, newCustomer, newProduct, orderPayload } from '../fixtures/checkout-data';

useTestDatabase();

const update = (token: string, id: string, body: unknown) => call('PUT', `/api/web/address/update/${id}`, { body, token });
const remove = (token: string, id: string) => call('DELETE', `/api/web/address/delete/${id}`, { token });
const list = async (token: string) => (await get('/api/web/address/get', { token })).body.data as { _id: string; contactPerson: string; doorNo: string; city: string; pincode: string; currentAddress: boolean }[];

describe("My Account's address book", () => {
  test('edit changes the fields and keeps which address is the default', async () => {
    const { token } = await newCustomer();
    const home = await newAddress(token);
    const office = await newAddress(token, { contactPerson: 'Ravi Kumar', doorNo: '7' });
    const r = await update(token, home, { ...ADDRESS, doorNo: '44A', address: 'Nehru Road, T Nagar', pincode: '600017', landmark: '' });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Address updated');
    expect(r.body.data).toMatchObject({ _id: home, doorNo: '44A', address: 'Nehru Road, T Nagar', pincode: '600017', landmark: null, currentAddress: false });
    expect((await list(token)).map((a) => [a._id, a.doorNo, a.currentAddress])).toEqual([
      [office, '7', true],
      [home, '44A', false],
    ]);
  });

  test("edit uses the checkout's rules and messages: a bad PIN is a 400 saying so", async () => {
    const { token } = await newCustomer();
    const id = await newAddress(token);
    const letters = await update(token, id, { ...ADDRESS, pincode: '60A040' });
    expect(letters.status).toBe(400);
    expect(letters.body.errors).toEqual([{ path: 'pincode', message: 'PIN Code must contain exactly 6 digits' }]);
    const short = await update(token, id, { ...ADDRESS, pincode: '6000' });
    expect(short.body.errors).toEqual([{ path: 'pincode', message: 'PIN Code must be 6 digits' }]);
    const mobile = await update(token, id, { ...ADDRESS, mobile: '98765' });
    expect(mobile.body.errors).toEqual([{ path: 'mobile', message: 'Mobile number must be 10 digits' }]);
    const state = await update(token, id, { ...ADDRESS, state: 'Ontario' });
    expect(state.status).toBe(400);
    expect(state.body.errors).toEqual([{ path: 'state', message: 'Choose a state of India' }]);
    expect((await list(token))[0]).toMatchObject({ pincode: '600040' });
  });

  test('set default, then delete the default: the newest remaining address becomes the default; the last one leaves none', async () => {
    const { token } = await newCustomer();
    const first = await newAddress(token, { contactPerson: 'Anu', doorNo: '1' });
    const second = await newAddress(token, { contactPerson: 'Bala', doorNo: '2', city: 'Madurai', district: 'Madurai', pincode: '625001' });
    const third = await newAddress(token, { contactPerson: 'Chitra', doorNo: '3' });
    expect((await patch(`/api/web/address/current-address/${first}`, {}, { token })).status).toBe(200);

    const gone = await remove(token, first);
    expect(gone.status).toBe(200);
    expect(gone.body.message).toBe('Address deleted. Your default address is now Chitra, 3, Chennai.');
    expect(gone.body.data).toMatchObject({ deletedId: first, newDefault: { _id: third, currentAddress: true } });
    expect((await list(token)).map((a) => [a.contactPerson, a.currentAddress])).toEqual([
      ['Chitra', true],
      ['Bala', false],
    ]);

    const notDefault = await remove(token, second);
    expect(notDefault.body).toMatchObject({ message: 'Address deleted', data: { deletedId: second, newDefault: null } });
    const last = await remove(token, third);
    expect(last.body).toMatchObject({ message: 'Address deleted', data: { deletedId: third, newDefault: null } });
    expect(await list(token)).toEqual([]);
  });

  test('deleting or editing an address a past order used leaves that order as it was placed', async () => {
    const shopper = await newCustomer();
    const addressId = await newAddress(shopper.token);
    const p = await newProduct({ pricePaise: 49_900 });
    const placed = await post('/api/web/order/create', orderPayload([item(p)], addressId, { subtotal: 499, shippingCharge: 99, total: 598 }), { token: shopper.token });
    expect(placed.status).toBe(200);
    const orderId = placed.body.data.orderId as string;
    expect((await update(shopper.token, addressId, { ...ADDRESS, doorNo: '99', city: 'Coimbatore', district: 'Coimbatore', pincode: '641001' })).status).toBe(200);
    expect((await remove(shopper.token, addressId)).status).toBe(200);
    const detail = await get(`/api/web/order/detail?orderId=${orderId}`, { token: shopper.token });
    expect(detail.body.data.order.address).toMatchObject({ doorNo: '12B', city: 'Chennai', pincode: '600040', contactPerson: 'Kavya Iyer' });
    const [row] = await (await getDb()).select({ addressId: orders.addressId }).from(orders).where(eq(orders.id, orderId));
    expect(row!.addressId).toBeNull();
  });

  test("someone else's address is a 404 for edit and delete, and stays as it was", async () => {
    const a = await newCustomer('Anu');
    const b = await newCustomer('Bala');
    const aAddress = await newAddress(a.token);
    const edit = await update(b.token, aAddress, { ...ADDRESS, doorNo: '666' });
    expect(edit.status).toBe(404);
    expect(edit.body.message).toBe('No such address in your address book.');
    expect((await remove(b.token, aAddress)).status).toBe(404);
    expect((await list(a.token)).map((x) => [x._id, x.doorNo, x.currentAddress])).toEqual([[aAddress, '12B', true]]);
    expect((await update('', aAddress, ADDRESS)).status).toBe(401);
    expect((await remove('', aAddress)).status).toBe(401);
  });
});
