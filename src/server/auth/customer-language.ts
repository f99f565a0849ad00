import { eq, type SQL } from 'drizzle-orm';
import { getDb, type Db } from '#server/platform/db/client';
import { customers } from '#server/platform/db/schema/index';
import type { Locale } from '#lib/i18n/locales';

/**
 * The language a shopper's messages go out in (migration 0083): the language of the page they
 * last signed in, ordered or switched language on. Written only from what a page said, never
 * guessed from the address. `alsoHold`: another lock taken in the same statement (an order's
 * Idempotency-Key), to spare the order's transaction a round trip.
 */
export async function rememberLanguage(db: Db, customerId: string, language: Locale, alsoHold: SQL | null = null): Promise<void> {
  const update = db.update(customers).set({ language }).where(eq(customers.id, customerId));
  await (alsoHold ? update.returning({ held: alsoHold }) : update);
}

export async function languageOf(customerId: string): Promise<Locale> {
  const db = await getDb();
  const [row] = await db.select({ language: customers.language }).from(customers).where(eq(customers.id, customerId)).limit(1);
  return row?.language ?? 'en';
}
