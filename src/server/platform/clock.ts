/**
 * The time the server's own short timers read (the catalog version check). Tests move it
 * forward instead of sleeping past a timer; it never moves in a running shop.
 */
let movedMs = 0;

export function clockNow(): number {
  return Date.now() + movedMs;
}

/** For tests: acts as if `ms` had passed. */
export function moveClock(ms: number): void {
  movedMs += ms;
}
