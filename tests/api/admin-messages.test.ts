import { beforeAll, describe, expect, test } from 'vitest';
import { useTestDatabase } from '../support/db';
import { post } from '../support/api';
import { consoleHeaders, newStaff, type TestStaff } from '../fixtures/staff';
import { insertOrder } from '../fixtures/orders';

useTestDatabase({ seed: false });

/** Issue 28 item 4: a console refusal names the field by the label staff see beside it. */
let packer: TestStaff;
beforeAll(async () => {
  packer = await newStaff('fulfilment');
});

describe('console refusals speak the labels', () => {
  test('shipping with a bad AWB number: 400 with the AWB number message, nothing shipped', async () => {
    const id = await insertOrder({ paymentMethod: 1, paymentStatus: 2, status: 2 });
    const r = await post(`/api/admin/orders/${id}/ship`, { courier: 'Delhivery', awb: 'DLV 1234', trackingUrl: 'https://www.delhivery.com/track/package/DLV1234' }, { headers: consoleHeaders(packer.cookie) });
    expect([r.status, r.body.message, r.body.errors]).toEqual([400, 'AWB number must be 8 to 20 letters or digits', [{ path: 'awb', message: 'AWB number must be 8 to 20 letters or digits' }]]);
    const both = await post(`/api/admin/orders/${id}/ship`, { courier: 'Delhivery', awb: 12345678, trackingUrl: 'http://delhivery.com' }, { headers: consoleHeaders(packer.cookie) });
    expect([both.status, both.body.message]).toEqual([400, "AWB number must be text; Tracking link must be a full https:// link to the courier's tracking page"]);
    const again = await post(`/api/admin/orders/${id}/ship`, { courier: 'Delhivery', awb: 'DLV12345678', trackingUrl: 'https://www.delhivery.com/track/package/DLV12345678' }, { headers: consoleHeaders(packer.cookie) });
    expect([again.status, again.body.message]).toEqual([200, 'Order shipped.']);
  });
});
