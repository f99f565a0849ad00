import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { env } from '#server/platform/env';
import type { PayoutInput } from '#lib/validation/returns';

/**
 * A shopper's refund details (UPI id or bank account) are sealed with AES-256-GCM under
 * PAYOUT_DETAILS_KEY before they are stored: a copy of the database alone does not give them
 * away. Stored as 'v1.' + base64 of iv (12 bytes), tag (16) and ciphertext. Only the console's
 * refund step opens them; everywhere else shows the masked copy.
 */
const key = () => Buffer.from(env().PAYOUT_DETAILS_KEY, 'hex');

export function sealPayout(details: PayoutInput): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(details), 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

export function openPayout(sealed: string): PayoutInput {
  const raw = Buffer.from(sealed.slice(3), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key(), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  return JSON.parse(text) as PayoutInput;
}

/** What staff and the shopper see: enough to recognise the account, not enough to use it. */
export function maskPayout(details: PayoutInput): string {
  if (details.method === 'upi') {
    const [name, bank] = details.upiId.split('@') as [string, string];
    return `UPI ${name.slice(0, 2)}••••@${bank}`;
  }
  return `Bank account ••••${details.accountNumber.slice(-4)} (${details.ifsc.toUpperCase()})`;
}
