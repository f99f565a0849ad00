/**
 * The order in which this process finished and began its reads, as rising numbers. A read whose
 * answer arrived (its mark taken then) before another statement was sent (its mark taken before
 * sending) was answered from an older snapshot than that statement's. Wall-clock times cannot say
 * this: two events share a millisecond, and tests freeze the clock.
 */
let last = 0;

export function readMark(): number {
  last += 1;
  return last;
}
