/** The two clocks every complaint runs on (E-Commerce Rules 2020), fixed when it is received. */

/** E-Commerce Rules 2020, rule 4(5): acknowledge within 48 hours, resolve within one month. */
export const ACKNOWLEDGE_WITHIN_MS = 48 * 3_600_000;
/** The same time one calendar month later; 31 January gives the last day of February, not 3 March. */
export function resolveByOf(received: Date): Date {
  const d = new Date(received);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** The clocks as the console shows them: a breach is a deadline passed before the step was taken. */
export function clocksOf(g: { acknowledgeBy: Date; resolveBy: Date; acknowledgedAt: Date | null; resolvedAt: Date | null }, now: Date) {
  const late = (due: Date, doneAt: Date | null) => (doneAt ? doneAt > due : now > due);
  return { acknowledgementBreached: late(g.acknowledgeBy, g.acknowledgedAt), resolutionBreached: late(g.resolveBy, g.resolvedAt) };
}
