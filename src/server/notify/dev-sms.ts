import { getDb } from '#server/platform/db/client';
import { smsOutbox } from '#server/platform/db/schema/index';
import type { Notifier } from './notifier';
import { renderText } from './templates';

/**
 * Local development: order messages land in the same SMS outbox as one-time codes, so
 * `GET /api/dev/sms` shows both in the order a phone would have received them, in the
 * shopper's language.
 */
export const devSmsNotifier: Notifier = {
  channel: 'sms',
  name: 'dev',
  async send(message) {
    const db = await getDb();
    const [row] = await db
      .insert(smsOutbox)
      .values({ toNumber: message.to, text: renderText(message.template, message.params, message.link, message.language) })
      .returning({ id: smsOutbox.id });
    return { ok: true, providerMessageId: `dev-${row!.id}` };
  },
};
