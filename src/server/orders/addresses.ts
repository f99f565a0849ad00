import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { addresses } from '#server/platform/db/schema/index';
import { newId } from '#server/platform/db/ids';
import { badRequest, conflict, notFound } from '#server/platform/errors';
import { isCountry } from '#lib/geo/countries';
import { statesOf } from '#lib/geo/states';
import type { AddressInput } from '#lib/validation/address';
import type { Address } from '#lib/order-types';
import { addressFields } from '#lib/address-fields';
import { inCustomerLane, lockCustomer } from './customer-write-lane';
import { countAddressSave, countAddressSwitch } from './write-limits';

/** Enough for any household; stops one account from filling the table. */
export const MAX_ADDRESSES = 50;

type Row = typeof addresses.$inferSelect;

export function toAddress(row: Row): Address {
  return {
    _id: row.id,
    contactPerson: row.contactPerson,
    doorNo: row.doorNo,
    address: row.address,
    landmark: row.landmark,
    city: row.city,
    district: row.district,
    state: row.state,
    pincode: row.pincode,
    country: row.country,
    mobile: row.mobile,
    currentAddress: row.isCurrent,
  };
}

/** The state must be one of the country's; a country without a list takes any name. */
export function checkCountryAndState(input: Pick<AddressInput, 'country' | 'state'>): void {
  if (!isCountry(input.country)) {
    throw badRequest('Invalid body: country: choose a country from the list', [
      { path: 'country', message: 'Choose a country from the list' },
    ]);
  }
  const states = statesOf(input.country);
  if (states.length > 0 && !states.includes(input.state)) {
    throw badRequest(`Invalid body: state: choose a state of ${input.country}`, [
      { path: 'state', message: `Choose a state of ${input.country}` },
    ]);
  }
}

/** Newest first, so a new address is on top. */
export async function listAddresses(customerId: string): Promise<Address[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id));
  return rows.map(toAddress);
}

/**
 * Saves the address and makes it the current one. The customer's writes are serialised (lane and
 * row lock), so the cap is counted exactly and one current address is cleared before the next
 * is set; the partial unique index addresses_one_current backs that up.
 */
export async function createAddress(customerId: string, input: AddressInput): Promise<Address> {
  checkCountryAndState(input);
  return inCustomerLane(customerId, 'address-save', async () => {
    await countAddressSave(customerId);
    const db = await getDb();
    return db.transaction(async (tx) => {
      await lockCustomer(tx, customerId);
      const [count] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(addresses)
        .where(eq(addresses.customerId, customerId));
      if ((count?.n ?? 0) >= MAX_ADDRESSES) {
        throw conflict(`You already have ${MAX_ADDRESSES} saved addresses. Use one of them for this order.`);
      }
      await tx
        .update(addresses)
        .set({ isCurrent: false })
        .where(and(eq(addresses.customerId, customerId), eq(addresses.isCurrent, true)));
      const [row] = await tx
        .insert(addresses)
        .values({
          id: newId(),
          customerId,
          ...addressFields(input),
          isCurrent: true,
        })
        .returning();
      return toAddress(row!);
    });
  });
}

/**
 * Marks one of the customer's addresses current: the old one is cleared first, then the chosen
 * one set, because the unique index is checked row by row and would refuse two current at once.
 */
export async function setCurrentAddress(customerId: string, addressId: string): Promise<Address> {
  return inCustomerLane(customerId, 'address-switch', async () => {
    await countAddressSwitch(customerId);
    const db = await getDb();
    return db.transaction(async (tx) => {
      await lockCustomer(tx, customerId);
      const [own] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)))
        .limit(1);
      // An id that is not theirs must not clear the current flag of their own addresses.
      if (!own) throw notFound('No such address in your address book.');
      await tx
        .update(addresses)
        .set({ isCurrent: false })
        .where(and(eq(addresses.customerId, customerId), eq(addresses.isCurrent, true), ne(addresses.id, addressId)));
      const [chosen] = await tx.update(addresses).set({ isCurrent: true }).where(eq(addresses.id, addressId)).returning();
      return toAddress(chosen!);
    });
  });
}

const NO_SUCH_ADDRESS = 'No such address in your address book. Choose another delivery address.';

export async function getOwnAddress(customerId: string, addressId: string): Promise<Row> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)))
    .limit(1);
  if (!row) throw notFound(NO_SUCH_ADDRESS);
  return row;
}

/**
 * The customer's own address as one json value (null when it is not theirs), for a statement
 * that asks more than this (workflows/order-look.ts); `ownAddressOf` reads it back.
 */
export function ownAddressJsonSql(customerId: string, addressId: string): SQL {
  return sql`select json_build_object('id', a.id, 'customerId', a.customer_id, 'contactPerson', a.contact_person, 'doorNo', a.door_no,
               'address', a.address, 'landmark', a.landmark, 'city', a.city, 'district', a.district, 'state', a.state,
               'pincode', a.pincode, 'country', a.country, 'mobile', a.mobile, 'isCurrent', a.is_current, 'createdAt', a.created_at)
             from addresses a where a.id = ${addressId} and a.customer_id = ${customerId} limit 1`;
}

/** The address `ownAddressJsonSql` read, or 404 when it is not the customer's. */
export function ownAddressOf(value: unknown): Row {
  const json = (typeof value === 'string' ? JSON.parse(value) : value) as (Omit<Row, 'createdAt'> & { createdAt: string }) | null;
  if (!json) throw notFound(NO_SUCH_ADDRESS);
  return { ...json, createdAt: new Date(json.createdAt) };
}
