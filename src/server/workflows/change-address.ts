import { eq } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { orders, type AddressSnapshot } from '#server/platform/db/schema/index';
import { badRequest } from '#server/platform/errors';
import { auditOrder, recordOrderEvent, type StaffActionContext } from '#server/orders';
import { gstStateCodeOf } from '#lib/gst/state-codes';
import type { ChangeAddressInput } from '#lib/validation/admin-order-changes';
import { addressFields } from '#lib/address-fields';
import { lockChangeable } from './change-order';

const oneLine = (a: AddressSnapshot) => [a.contactPerson, a.doorNo, a.address, a.landmark, a.city, a.district, `${a.state} ${a.pincode}`].filter(Boolean).join(', ');

/**
 * Changes where an order is delivered, before it ships (the shopper called, say). The order keeps
 * its own copy of the address, so the shopper's address book is not touched; shipping and the
 * COD charge stay as agreed. The state must be an Indian state or union territory: the tax
 * invoice issued at shipping names it as the place of supply.
 */
export async function changeAddress(ctx: StaffActionContext, orderId: string, input: ChangeAddressInput): Promise<{ message: string }> {
  if (!gstStateCodeOf(input.state)) {
    throw badRequest('State must be an Indian state or union territory, spelled in full (for example Tamil Nadu).', [
      { path: 'state', message: 'State must be an Indian state or union territory, spelled in full (for example Tamil Nadu).' },
    ]);
  }
  const db = await getDb();
  return db.transaction(async (tx) => {
    const order = await lockChangeable(tx, orderId, { linesChange: false });
    const before = order.shippingAddress;
    const after: AddressSnapshot = addressFields({ ...input, country: before.country || 'India' });
    await tx.update(orders).set({ shippingAddress: after, updatedAt: new Date() }).where(eq(orders.id, orderId));
    const note = `Delivery address changed from ${oneLine(before)} to ${oneLine(after)}.`;
    await recordOrderEvent(tx, orderId, 'orderChanged', { actor: { kind: 'staff', id: ctx.staff.id }, note, data: { before: { address: before }, after: { address: after } } });
    await auditOrder(tx, ctx, 'order.changeAddress', orderId, { shippingAddress: before }, { shippingAddress: after });
    return { message: 'Delivery address changed.' };
  });
}
