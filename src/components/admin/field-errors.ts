import type { AdminAnswer } from './admin-api';

/** A refusal's field messages by field path ('slug', 'link.slug'), so each shows beside its input. */
export function errorsByField(answer: AdminAnswer<unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of answer.errors ?? []) out[e.path] ??= e.message;
  return out;
}
