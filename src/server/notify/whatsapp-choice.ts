import { eq } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { notificationPreferences } from '#server/platform/db/schema/index';

/** Whether the shopper gets order updates on WhatsApp besides SMS (SMS always goes). */
export async function getWhatsAppChoice(customerId: string): Promise<{ whatsapp: boolean }> {
  const db = await getDb();
  const [row] = await db
    .select({ out: notificationPreferences.whatsappOptOut })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.customerId, customerId))
    .limit(1);
  return { whatsapp: !(row?.out ?? false) };
}

export async function setWhatsAppChoice(customerId: string, whatsapp: boolean): Promise<{ whatsapp: boolean }> {
  const db = await getDb();
  const now = new Date();
  await db
    .insert(notificationPreferences)
    .values({ customerId, whatsappOptOut: !whatsapp, updatedAt: now })
    .onConflictDoUpdate({ target: notificationPreferences.customerId, set: { whatsappOptOut: !whatsapp, updatedAt: now } });
  return { whatsapp };
}
