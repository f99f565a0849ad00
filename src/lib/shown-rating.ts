/**
 * The rating the product page and its reviews section show: the spec's fixed '4.8 (600+)'.
 * It is display text only; structured data carries the real reviews' figures instead.
 */
export const SHOWN_RATING = { value: 4.8, count: 600 } as const;
