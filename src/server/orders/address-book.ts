import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { addresses } from '#server/platform/db/schema/index';
import { notFound } from '#server/platform/errors';
import type { AddressInput } from '#lib/validation/address';
import type { Address } from '#lib/order-types';
import { addressFields } from '#lib/address-fields';
import { checkCountryAndState, toAddress } from './addresses';
import { inCustomerLane, lockCustomer } from './customer-write-lane';
import { countAddressSave } from './write-limits';

/**
 * My Account's address book: edit and delete (add, list and 'make default' are the checkout's,
 * in addresses.ts). Orders keep a copy of the address they were placed with (orders.shipping_address),
 * so editing or deleting a saved address never changes a past order. Both count towards the
 * address-save limit and run in the customer's write lane, like saving one.
 */
const MISSING = 'No such address in your address book.';

export async function updateAddress(customerId: string, addressId: string, input: AddressInput): Promise<Address> {
  checkCountryAndState(input);
  return inCustomerLane(customerId, 'address-save', async () => {
    await countAddressSave(customerId);
    const db = await getDb();
    const [row] = await db
      .update(addresses)
      .set(addressFields(input))
      .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)))
      .returning();
    if (!row) throw notFound(MISSING);
    return toAddress(row);
  });
}

export type DeletedAddress = { deletedId: string; newDefault: Address | null };

/**
 * Deletes one of the customer's addresses. When it was the default, the newest remaining one
 * becomes the default (checkout then still opens with an address chosen); with none left there
 * is no default. The answer names the new default so the page can say so.
 */
export async function deleteAddress(customerId: string, addressId: string): Promise<DeletedAddress> {
  return inCustomerLane(customerId, 'address-save', async () => {
    await countAddressSave(customerId);
    const db = await getDb();
    return db.transaction(async (tx) => {
      await lockCustomer(tx, customerId);
      const [gone] = await tx
        .delete(addresses)
        .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)))
        .returning({ id: addresses.id, isCurrent: addresses.isCurrent });
      if (!gone) throw notFound(MISSING);
      if (!gone.isCurrent) return { deletedId: gone.id, newDefault: null };
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.customerId, customerId))
        .orderBy(desc(addresses.createdAt), desc(addresses.id))
        .limit(1);
      if (!next) return { deletedId: gone.id, newDefault: null };
      const [chosen] = await tx.update(addresses).set({ isCurrent: true }).where(eq(addresses.id, next.id)).returning();
      return { deletedId: gone.id, newDefault: toAddress(chosen!) };
    });
  });
}
