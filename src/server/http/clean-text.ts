import type { FieldError } from './errors';

/**
 * A null character or half of a surrogate pair is never real shopper text, and PostgreSQL
 * refuses both (a 500 if it got that far), so every request is checked once where it is read.
 */
// eslint-disable-next-line no-control-regex -- finding the null character is this pattern's job
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const BAD_TEXT_MESSAGE = 'Remove the null character or broken Unicode from this text.';

export function hasBadText(s: string): boolean {
  return BAD_TEXT.test(s);
}

/** The fields of a parsed JSON value (keys or string values) that carry bad text. */
export function badTextFields(value: unknown, path: string[] = [], found: FieldError[] = []): FieldError[] {
  if (found.length >= 20) return found;
  const at = (p: string[]) => p.join('.') || '(body)';
  if (typeof value === 'string') {
    if (hasBadText(value)) found.push({ path: at(path), message: BAD_TEXT_MESSAGE });
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => badTextFields(v, [...path, String(i)], found));
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (hasBadText(k)) found.push({ path: at([...path, k.replace(BAD_TEXT, '?')]), message: BAD_TEXT_MESSAGE });
      else badTextFields(v, [...path, k], found);
    }
  }
  return found;
}

/**
 * The query string's fields whose raw text does not decode to clean UTF-8 (URLSearchParams
 * would silently turn a stray %FF into U+FFFD, so the raw pairs are decoded here).
 */
export function badQueryFields(search: string): FieldError[] {
  const found: FieldError[] = [];
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const rawKey = eq === -1 ? pair : pair.slice(0, eq);
    const rawValue = eq === -1 ? '' : pair.slice(eq + 1);
    const key = decode(rawKey);
    const value = decode(rawValue);
    if (key === undefined || hasBadText(key)) found.push({ path: '(query)', message: BAD_TEXT_MESSAGE });
    else if (value === undefined || hasBadText(value)) found.push({ path: key, message: BAD_TEXT_MESSAGE });
  }
  return found;
}

function decode(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}
