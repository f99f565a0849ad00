import './zod-jitless';
import { z } from 'zod';
import { labelled } from './labels';

/**
 * The merchant's abandoned-checkout choices (issue 29 item 5). The second reminder's code is
 * plain text for now: it is printed in the message as the merchant typed it (upper-cased, as
 * codes are case-insensitive). Saving checks it is one of the shop's discount codes, and the
 * reminder leaves out a code that is paused, expired or used up by the time it is sent.
 */
export const RecoverySettingsSchema = z.strictObject({
  enabled: labelled('Send a reminder', z.boolean({ error: 'Send a reminder must be on or off' })),
  secondReminder: labelled('Send a second reminder after 24 hours', z.boolean({ error: 'Send a second reminder after 24 hours must be on or off' })),
  secondReminderCode: labelled(
    'Code in the second reminder',
    z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z
        .string({ error: 'Code in the second reminder must be text' })
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9_-]{3,20}$/, 'Code in the second reminder must be 3 to 20 letters, digits, - or _')
        .nullable(),
    ),
  ),
});

export type RecoverySettings = z.infer<typeof RecoverySettingsSchema>;

export const DEFAULT_RECOVERY_SETTINGS: RecoverySettings = { enabled: true, secondReminder: false, secondReminderCode: null };

export const RecoveryReportQuerySchema = z.object({
  weeks: labelled('Weeks', z.preprocess((v) => (v === '' || v === undefined || v === null ? 8 : v), z.coerce.number({ error: 'Weeks must be a whole number' }).int('Weeks must be a whole number').min(1, 'Weeks must be 1 or more').max(52, 'Weeks must be at most 52'))),
});
