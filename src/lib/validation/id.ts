import './zod-jitless';
import { z } from 'zod';
import { labelled } from './labels';

/**
 * Ids are 24 lowercase hex characters, like the spec's `_id`s (README, Decisions). The one place
 * the rule is written: patterns that hold an id inside a longer text build on `ID_CHARS`.
 */
export const ID_CHARS = '[a-f0-9]{24}';
export const ID_PATTERN = new RegExp(`^${ID_CHARS}$`);

export function isId(value: string): boolean {
  return ID_PATTERN.test(value);
}

/**
 * A 24-hex id whose error says what it must be ('must be an order _id'); `required` is the
 * message for a missing or non-text value, where that needs its own words.
 */
export function idSchema(message: string, required?: string) {
  return z.string(required === undefined ? undefined : { error: required }).regex(ID_PATTERN, message);
}

/**
 * An id from a console page's address, labelled (labels.ts) so a bad one is refused in words
 * staff can act on: 'Category id must be 24 hexadecimal characters, as in the page’s address'.
 */
export function labelledId(label: string) {
  const message = `${label} must be 24 hexadecimal characters, as in the page’s address`;
  return labelled(label, idSchema(message, message));
}
