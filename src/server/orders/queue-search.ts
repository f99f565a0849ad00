/**
 * What a search box entry in the order queue means. Staff type what is in front of them: the
 * 5-character order number (with or without '#'), a mobile number (spaces, dashes or +91 allowed),
 * or part of the shopper's name.
 */
export type QueueSearch =
  | { kind: 'mobile'; mobile: string }
  | { kind: 'number'; number: string; name: string | null }
  | { kind: 'name'; name: string };

export function classifySearch(raw: string): QueueSearch {
  const text = raw.trim();
  const digits = text.replace(/[\s\-()]/g, '');
  const mobile = /^(?:\+?91|0)?(\d{10})$/.exec(digits);
  if (mobile) return { kind: 'mobile', mobile: mobile[1]! };
  const number = /^#?([a-f0-9]{5})$/i.exec(text);
  // A name has no digits, but five letters a to f (say 'Abbed') may be either, so both are tried.
  if (number) {
    const n = number[1]!.toLowerCase();
    return { kind: 'number', number: n, name: /\d/.test(n) ? null : n };
  }
  return { kind: 'name', name: text.toLowerCase().replace(/\s+/g, ' ') };
}

/**
 * A full-text prefix query for a name: every word typed must begin a word of the name, in any
 * order ('sundar priya' finds 'Priya Sundaram'). Only letters, marks and digits survive, so
 * the text cannot break the query's syntax; null when nothing searchable is left.
 */
export function namePrefixQuery(name: string): string | null {
  const words = name
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{M}\p{N}]/gu, ''))
    .filter(Boolean);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}
