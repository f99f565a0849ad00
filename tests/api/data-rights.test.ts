import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../support/db';
import { get, post } from '../support/api';
import { getDb } from '../../src/server/platform/db/client';
import { newId } from '../../src/server/platform/db/ids';
import { addresses, checkoutRecoveries, customers, grievances, orderItems, orders, savedCarts, sessions } from '../../src/server/platform/db/schema';
import { ADDRESS, newAddress } from '../fixtures/checkout-data';
import { signUp } from '../fixtures/accounts';

useTestDatabase();

/**
 * DPDP Act 2023 in My Account: a shopper downloads what the shop holds about them, and erases
 * it; their orders stay for the tax records with the personal fields gone, and every session ends.
 */
async function orderFor(customerId: string, status: number, name: string, mobile: string): Promise<string> {
  const db = await getDb();
  const id = newId();
  await db.insert(orders).values({
    id,
    customerId,
    status,
    paymentMethod: 2,
    paymentStatus: 1,
    subtotalPaise: 49_900,
    shippingPaise: 0,
    totalPaise: 49_900,
    totalWeightGrams: 200,
    customerName: name,
    customerMobile: mobile,
    shippingAddress: { ...ADDRESS, contactPerson: name, mobile },
  });
  await db.insert(orderItems).values({
    id: newId(), orderId: id, position: 0, productId: newId(), colorVariantId: newId(), sizeName: 'M', quantity: 1, unitPricePaise: 49_900, lineTotalPaise: 49_900,
    productName: 'Ankle Length Cotton Leggings', productSlug: 'ankle-length-cotton-leggings', categoryName: 'Leggings', image: '/img/x.svg', colorName: 'Black', colorCode: '#000000', weightGrams: 200,
  });
  return id;
}

const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe('downloading my data', () => {
  test('holds the profile, addresses, orders with their lines, and complaints; nobody else can read it', async () => {
    const shopper = await signUp('Priya Natarajan');
    await newAddress(shopper.token, { contactPerson: 'Priya Natarajan', mobile: shopper.mobileNumber });
    await orderFor(shopper.customer._id, 7, 'Priya Natarajan', shopper.mobileNumber);
    await post('/api/web/grievance', { name: 'Priya Natarajan', topic: 'product', description: 'The colour differs from the photo.' }, auth(shopper.token));

    const r = await get('/api/web/customer/data', auth(shopper.token));
    expect(r.status).toBe(200);
    expect(r.body.data.profile).toMatchObject({ name: 'Priya Natarajan', mobileNumber: shopper.mobileNumber, email: null });
    expect(r.body.data.addresses).toHaveLength(1);
    expect(r.body.data.addresses[0]).toMatchObject({ contactPerson: 'Priya Natarajan', doorNo: '12B', pincode: '600040' });
    expect(r.body.data.orders).toHaveLength(1);
    expect(r.body.data.orders[0]).toMatchObject({ nameOnOrder: 'Priya Natarajan', totalPaise: 49_900, items: [{ product: 'Ankle Length Cotton Leggings', colour: 'Black', size: 'M', quantity: 1, unitPricePaise: 49_900 }] });
    expect(r.body.data.complaints[0]).toMatchObject({ topic: 'product', description: 'The colour differs from the photo.', status: 'open' });
    expect(r.body.data.messages).toEqual({ whatsappUpdates: true });

    expect((await get('/api/web/customer/data')).status).toBe(401);
  });
});

describe('erasing my data', () => {
  test('refused while an order is on its way, naming it', async () => {
    const shopper = await signUp('Deepa Ravi');
    await orderFor(shopper.customer._id, 6, 'Deepa Ravi', shopper.mobileNumber);
    const r = await post('/api/web/customer/erase', { confirm: 'DELETE' }, auth(shopper.token));
    expect(r.status).toBe(409);
    expect(r.body.message).toMatch(/^Your order #[0-9a-f]{5} is still on its way\. Once it is delivered or cancelled you can delete your data\.$/);
    const [still] = await (await getDb()).select().from(customers).where(eq(customers.id, shopper.customer._id));
    expect(still!.name).toBe('Deepa Ravi');
  });

  test('needs DELETE typed', async () => {
    const shopper = await signUp('Deepa Ravi');
    const r = await post('/api/web/customer/erase', { confirm: 'yes' }, auth(shopper.token));
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: 'confirm', message: 'Type DELETE to confirm' }]);
  });

  test('erases name, number, email, addresses and complaints; keeps orders with their figures and PIN code; ends every session', async () => {
    const shopper = await signUp('Sangeetha Bala');
    await newAddress(shopper.token, { contactPerson: 'Sangeetha Bala', mobile: shopper.mobileNumber });
    const orderId = await orderFor(shopper.customer._id, 7, 'Sangeetha Bala', shopper.mobileNumber);
    await post('/api/web/grievance', { name: 'Sangeetha Bala', topic: 'account', description: 'Please delete my account after this.' }, auth(shopper.token));
    // A cart kept for checkout reminders, and a reminder sequence still running.
    const line = { productId: 'p1', colorId: 'c1', sizeId: 's1', quantity: 2 };
    await (await getDb()).insert(savedCarts).values({ customerId: shopper.customer._id, lines: [line] });
    await (await getDb()).insert(checkoutRecoveries).values({ customerId: shopper.customer._id, reachedAt: new Date('2026-11-20T05:00:00Z'), lines: [line] });

    const r = await post('/api/web/customer/erase', { confirm: 'DELETE' }, auth(shopper.token));
    expect(r.status, r.text).toBe(200);
    expect(r.body.data).toEqual({ ordersKept: 1 });
    expect(r.body.message).toBe('Your personal data has been erased and you have been signed out.');

    const db = await getDb();
    const [c] = await db.select().from(customers).where(eq(customers.id, shopper.customer._id));
    expect(c!.name).toBe('Erased customer');
    expect(c!.email).toBeNull();
    expect(c!.mobileNumber).not.toBe(shopper.mobileNumber);
    expect(c!.mobileNumber).toMatch(/^0\d{9}$/);
    expect(c!.erasedAt).not.toBeNull();
    expect(await db.select().from(addresses).where(eq(addresses.customerId, shopper.customer._id))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.customerId, shopper.customer._id))).toHaveLength(0);
    expect(await db.select().from(savedCarts).where(eq(savedCarts.customerId, shopper.customer._id))).toHaveLength(0);
    const [reminders] = await db.select().from(checkoutRecoveries).where(eq(checkoutRecoveries.customerId, shopper.customer._id));
    expect(reminders).toMatchObject({ lines: [], endReason: 'erased' });
    expect(reminders!.endedAt).not.toBeNull();

    const [o] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(o!.totalPaise).toBe(49_900);
    expect(o!.customerName).toBe('Erased customer');
    expect(o!.customerMobile).not.toBe(shopper.mobileNumber);
    expect(o!.shippingAddress).toEqual({ contactPerson: 'Erased customer', doorNo: '', address: '', landmark: null, mobile: null, city: 'Chennai', district: 'Chennai', state: 'Tamil Nadu', pincode: '600040', country: 'India' });
    expect(await db.select().from(orderItems).where(eq(orderItems.orderId, orderId))).toHaveLength(1);
    const [g] = await db.select().from(grievances).where(eq(grievances.customerId, shopper.customer._id));
    expect(g!.name).toBe('Erased customer');

    // The old token is dead, and the number can sign up afresh as a new shopper.
    expect((await get('/api/web/customer/profile', auth(shopper.token))).status).toBe(401);
    const again = await post('/api/web/customer/register', { name: 'Sangeetha Bala', emailId: '', mobileNumber: shopper.mobileNumber });
    expect(again.status).toBe(200);
  });
});
