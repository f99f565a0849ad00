/**
 * The spec's ids as the tests know them: 24 lowercase hex characters (README, Decisions). Written
 * here once for every suite, apart from the shop's own rule (src/lib/validation/id.ts), so a test
 * checks the shape the spec promises rather than whatever the code says an id is.
 */
export const ANY_ID = '[a-f0-9]{24}';

/** A whole text that is one id. */
export const AN_ID = new RegExp(`^${ANY_ID}$`);

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A path (or URL) ending in `prefix` and an id, e.g. idAfter('/payment/sandbox/'). */
export const idAfter = (prefix: string) => new RegExp(`${literal(prefix)}${ANY_ID}$`);

/** A path that is exactly `prefix` and an id. */
export const pathOfId = (prefix: string) => new RegExp(`^${literal(prefix)}${ANY_ID}$`);
