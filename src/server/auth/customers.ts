import { eq } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { customers } from '#server/platform/db/schema/index';
import { newId } from '#server/platform/db/ids';
import { conflict } from '#server/platform/errors';
import type { CustomerProfile } from '#lib/validation/account';
import type { Locale } from '#lib/i18n/locales';
import type { Customer } from './session';

export const ALREADY_REGISTERED_MESSAGE = 'This mobile number is already registered. Please log in instead.';

export async function findCustomerByMobile(mobileNumber: string): Promise<Customer | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: customers.id, name: customers.name, email: customers.email, mobileNumber: customers.mobileNumber })
    .from(customers)
    .where(eq(customers.mobileNumber, mobileNumber))
    .limit(1);
  return row ?? null;
}

export async function createCustomer(input: { name: string; email?: string | undefined; mobileNumber: string; language?: Locale }): Promise<Customer> {
  const db = await getDb();
  const customer: Customer = { id: newId(), name: input.name, email: input.email ?? null, mobileNumber: input.mobileNumber };
  try {
    await db.insert(customers).values({ ...customer, language: input.language ?? 'en' });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(ALREADY_REGISTERED_MESSAGE);
    throw err;
  }
  return customer;
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The API's view of a customer: the spec's `_id` and both email spellings the old client read. */
export function toProfile(c: Customer): CustomerProfile {
  return { _id: c.id, name: c.name, mobileNumber: c.mobileNumber, emailId: c.email, email: c.email };
}
