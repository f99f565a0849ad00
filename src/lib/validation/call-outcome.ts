import './zod-jitless';
import { z } from 'zod';
import { labelled } from './labels';

/**
 * What staff record after calling the shopper of an unconfirmed COD order ('Call the customer'):
 * the outcome, a note, and for 'no answer' when to call again.
 */
export const CALL_OUTCOMES = ['confirmed', 'cancelled', 'noAnswer', 'wrongNumber'] as const;
export type CallOutcomeKind = (typeof CALL_OUTCOMES)[number];

export const CALL_AGAIN_HOURS = { min: 1, max: 48 } as const;

const HOURS_MESSAGE = `Call again in (hours) must be a whole number from ${CALL_AGAIN_HOURS.min} to ${CALL_AGAIN_HOURS.max}`;

export const CallOutcomeSchema = z
  .object({
    outcome: labelled(
      'What the customer said',
      z.enum(CALL_OUTCOMES, { error: 'What the customer said must be one of: confirmed, cancelled, no answer, wrong number' }),
    ),
    note: labelled('Note', z.string().trim().max(500, 'Note must be at most 500 characters').optional()),
    hours: labelled(
      'Call again in (hours)',
      z.preprocess(
        (v) => (v === '' || v === null ? undefined : v),
        z.coerce.number({ error: HOURS_MESSAGE }).int(HOURS_MESSAGE).min(CALL_AGAIN_HOURS.min, HOURS_MESSAGE).max(CALL_AGAIN_HOURS.max, HOURS_MESSAGE).optional(),
      ),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.outcome === 'noAnswer' && v.hours === undefined) ctx.addIssue({ code: 'custom', path: ['hours'], message: 'Call again in (hours) is required when nobody answered' });
    if (v.outcome === 'cancelled' && (v.note ?? '').length < 3) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'Note must say why the customer cancelled (at least 3 characters)' });
    }
  });

export type CallOutcomeInput = z.infer<typeof CallOutcomeSchema>;
