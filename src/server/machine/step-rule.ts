import type { Db } from '#server/platform/db/client';

/**
 * The small machine the order and its return requests both follow (issue 35, after Vendure's
 * order process): a step leaves only from the statuses it lists, then passes its guard, then
 * runs its effect in the caller's transaction. A refusal is a sentence naming the rule, and
 * nothing is written before it is known.
 */
export type StepRule<Row, Status, Facts = undefined, Details = unknown> = {
  from: readonly Status[];
  to: Status;
  /** why the step is refused for this row though its status allows it; null when allowed */
  guard?: (row: Row, facts: Facts) => string | null;
  /** the guard and effect in words, for the README */
  rule?: string;
  /** what the step does besides changing the status, after the status is written */
  effect?: (tx: Db, row: Row, details: Details) => Promise<unknown>;
};

/** Why `step` cannot happen to `row` now, or null; `whereItStands` words a status the step does not leave from. */
export function stepRefusal<Row, Status, Facts, Details>(
  step: StepRule<Row, Status, Facts, Details>,
  current: Status,
  row: Row,
  facts: Facts,
  whereItStands: () => string,
): string | null {
  if (!step.from.includes(current)) return whereItStands();
  return step.guard?.(row, facts) ?? null;
}
