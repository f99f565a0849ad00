// The machine domain's only door: what other domains and the pages use of it.
export { stepRefusal } from './step-rule';
export type { StepRule } from './step-rule';
