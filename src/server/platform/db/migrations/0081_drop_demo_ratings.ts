/**
 * Issue 30: the demo's invented `ratings` rows are gone. Ratings, stars and counts come only from
 * published reviews of delivered order lines (migration 0080); the demo catalog's reviews are
 * reviews of demo orders now, read by the same code.
 */
export default /* sql */ `
DROP TABLE ratings;
`;
