import type { FieldError } from '../errors';

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

type Step = { value: unknown; key: string | undefined; parent: Step | undefined; badKey?: boolean };

function pathOf(step: Step): string {
  const keys: string[] = [];
  for (let s: Step | undefined = step; s?.key !== undefined; s = s.parent) keys.push(s.key);
  return keys.reverse().join('.') || '(body)';
}

/**
 * The fields of a parsed JSON value (keys or string values) that carry bad text, at most 20,
 * in document order. The walk keeps its own stack (each step links to its parent, so a path is
 * only spelled out when reported): no depth of nesting can overflow the call stack.
 */
export function badTextFields(value: unknown): FieldError[] {
  const found: FieldError[] = [];
  const pending: Step[] = [{ value, key: undefined, parent: undefined }];
  while (pending.length > 0 && found.length < 20) {
    const step = pending.pop()!;
    const v = step.value;
    if (step.badKey || (typeof v === 'string' && hasBadText(v))) {
      found.push({ path: pathOf(step), message: BAD_TEXT_MESSAGE });
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) pending.push({ value: v[i], key: String(i), parent: step });
    } else if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, child] = entries[i]!;
        // A bad key is reported where it stands (its value is not walked).
        if (hasBadText(k)) pending.push({ value: undefined, key: k.replace(BAD_TEXT, '?'), parent: step, badKey: true });
        else pending.push({ value: child, key: k, parent: step });
      }
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
