import { createHash } from 'node:crypto';

/**
 * Meta's normalisation and SHA-256 hashing of customer information (INTEGRATIONS.md section 5,
 * after the Business SDK's utils.js). A value that is already a SHA-256 hex digest passes
 * through, so hashing twice (at ingest, again before sending) changes nothing.
 */
const SHA256_HEX = /^[a-f0-9]{64}$/;

export const sha256 = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex');

export function isHashed(value: string): boolean {
  return SHA256_HEX.test(value.trim().toLowerCase());
}

export function normaliseEmail(raw: string): string | null {
  const v = raw.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) ? v : null;
}

/**
 * Digits only, with the country code. A 10-digit Indian mobile number gets 91 in front; a
 * leading 0 (trunk prefix) or 00 (international prefix) is dropped first.
 */
export function normalisePhone(raw: string, countryCode = '91'): string | null {
  let digits = raw.replace(/[^0-9]/g, '');
  digits = digits.replace(/^0{1,2}/, '');
  if (digits.length === 10) digits = countryCode + digits;
  return digits.length >= 7 && digits.length <= 16 ? digits : null;
}

/** Names, city, state: lowercase letters only (Meta drops punctuation, digits and spaces). */
export function normaliseName(raw: string): string | null {
  const v = raw
    .trim()
    .toLowerCase()
    .normalize('NFC')
    .replace(/[\s\d.,'"`~!@#$%^&*()_+=\-[\]{};:<>/?\\|]/g, '');
  return v.length > 0 ? v : null;
}

export function normaliseZip(raw: string): string | null {
  const v = raw.replace(/\s/g, '').toLowerCase().split('-')[0] ?? '';
  return v.length > 0 ? v : null;
}

export function normaliseCountry(raw: string): string | null {
  const v = raw.trim().toLowerCase();
  return /^[a-z]{2}$/.test(v) ? v : null;
}

const NORMALISERS = {
  em: normaliseEmail,
  ph: (v: string) => normalisePhone(v),
  fn: normaliseName,
  ln: normaliseName,
  ct: normaliseName,
  st: normaliseName,
  zp: normaliseZip,
  country: normaliseCountry,
  external_id: (v: string) => (v.trim() ? v.trim().toLowerCase() : null),
} as const;

export type HashedField = keyof typeof NORMALISERS;
export const HASHED_FIELDS = Object.keys(NORMALISERS) as HashedField[];

/** Normalises and hashes each value; values that cannot be normalised are dropped, not sent raw. */
export function hashField(field: HashedField, values: string | readonly string[] | undefined | null): string[] {
  if (values === undefined || values === null) return [];
  const list = typeof values === 'string' ? [values] : values;
  const out = new Set<string>();
  for (const value of list) {
    if (isHashed(value)) {
      out.add(value.trim().toLowerCase());
      continue;
    }
    const normal = NORMALISERS[field](value);
    if (normal) out.add(sha256(normal));
  }
  return [...out];
}
