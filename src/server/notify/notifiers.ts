import { env, type Env } from '#server/platform/env';
import { devSmsNotifier } from './dev-sms';
import type { Notifier } from './notifier';
import { twoFactorSmsNotifier } from './twofactor-sms';
import { whatsAppCloudNotifier } from './whatsapp-cloud';

export type Notifiers = { sms: Notifier; whatsapp: Notifier | null };

/**
 * The adapters the settings name. NOTIFY_SMS unset follows OTP_SENDER, so a shop that sends
 * codes through 2Factor sends order messages there too; production refuses `dev` when the
 * settings are parsed. WhatsApp is off unless NOTIFY_WHATSAPP=cloud.
 */
export function notifiers(e: Env = env()): Notifiers {
  const smsName = e.NOTIFY_SMS ?? e.OTP_SENDER;
  const sms =
    smsName === '2factor'
      ? twoFactorSmsNotifier({ baseUrl: e.TWOFACTOR_BASE_URL, apiKey: e.TWOFACTOR_API_KEY ?? '', senderId: e.TWOFACTOR_SENDER_ID ?? '' })
      : devSmsNotifier;
  const whatsapp =
    e.NOTIFY_WHATSAPP === 'cloud'
      ? whatsAppCloudNotifier({ graphUrl: e.WHATSAPP_GRAPH_URL, phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID ?? '', token: e.WHATSAPP_TOKEN ?? '' })
      : null;
  return { sms, whatsapp };
}
