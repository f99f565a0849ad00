import type { DiscountCode } from './code-rules';

/**
 * Whether a code can be offered to anyone at all right now: not paused, inside its window and not
 * used up. A message that names a code (the second cart reminder) says nothing of a code the
 * shopper would be refused at checkout whoever they are.
 */
export function codeOpenNow(c: DiscountCode, now: Date): boolean {
  if (c.paused) return false;
  if (c.startsAt && now < c.startsAt) return false;
  if (c.endsAt && now >= c.endsAt) return false;
  return c.totalUses === null || c.usedCount < c.totalUses;
}
