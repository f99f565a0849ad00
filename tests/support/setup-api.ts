import { afterEach, beforeEach, vi } from 'vitest';

// An unexpected console.error is a bug surfacing: fail the test that caused it.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0) throw new Error(`console.error was called: ${JSON.stringify(errors[0]).slice(0, 500)}`);
});

process.env.LOG_LEVEL ??= 'silent';
// Orders here are placed as they always were; the queue's own tests (checkout-queue.test.ts) turn
// it on, so a slow moment of a busy test machine never answers another test's order with a place.
process.env.CHECKOUT_QUEUE ??= 'off';
