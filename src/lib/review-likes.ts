/**
 * The cosmetic 0-19 likes figure of a review (spec section 3). Derived from the review id rather
 * than Math.random so the server render, a hydrated island and a reload all show the same number.
 */
export function reviewLikes(reviewId: string): number {
  let hash = 0;
  for (let i = 0; i < reviewId.length; i++) hash = (hash * 31 + reviewId.charCodeAt(i)) >>> 0;
  return hash % 20;
}
