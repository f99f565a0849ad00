import { z } from 'zod';
import { idSchema } from '#lib/validation/id';

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-23.');

/** The audit page's and the export's filters, read from the query string. */
export const AuditQuerySchema = z.object({
  staff: idSchema('Choose a staff member from the list.').optional().or(z.literal('').transform(() => undefined)),
  entity: z.string().trim().max(40, 'Use an entity name under 40 characters.').optional().transform((v) => v || undefined),
  from: Day.optional().or(z.literal('').transform(() => undefined)),
  to: Day.optional().or(z.literal('').transform(() => undefined)),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export function filterOf(q: AuditQuery) {
  return { staffId: q.staff, entity: q.entity, from: q.from, to: q.to };
}
