import { z } from 'zod';
import { idSchema } from '#lib/validation/id';
import { labelled } from '#lib/validation/labels';

const Day = (label: string) => labelled(label, z.string({ error: `${label}: use a date like 2026-11-23.` }).regex(/^\d{4}-\d{2}-\d{2}$/, `${label}: use a date like 2026-11-23.`));

/** The audit page's and the export's filters, read from the query string. */
export const AuditQuerySchema = z.object({
  staff: labelled('Staff member', idSchema('Choose a staff member from the list.', 'Choose a staff member from the list.').optional().or(z.literal('').transform(() => undefined))),
  entity: labelled('Entity', z.string({ error: 'Entity must be text' }).trim().max(40, 'Use an entity name under 40 characters.').optional().transform((v) => v || undefined)),
  from: labelled('From (India date)', Day('From (India date)').optional().or(z.literal('').transform(() => undefined))),
  to: labelled('To (India date)', Day('To (India date)').optional().or(z.literal('').transform(() => undefined))),
  page: labelled('Page', z.coerce.number({ error: 'Page must be a whole number from 1 to 100000' }).int('Page must be a whole number from 1 to 100000').min(1, 'Page must be a whole number from 1 to 100000').max(100_000, 'Page must be a whole number from 1 to 100000')).default(1),
});

export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export function filterOf(q: AuditQuery) {
  return { staffId: q.staff, entity: q.entity, from: q.from, to: q.to };
}
