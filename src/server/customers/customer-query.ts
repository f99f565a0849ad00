import { z } from 'zod';
import { labelled } from '#lib/validation/labels';

/** The customer list's query string: an optional search and a page number. */
export const CustomerQuerySchema = z.object({
  q: labelled('Search', z.string().trim().max(80, 'Search with at most 80 characters.')).optional(),
  page: labelled('Page', z.coerce.number({ error: 'Page must be a whole number from 1 to 10000' }).int('Page must be a whole number from 1 to 10000').min(1, 'Page must be a whole number from 1 to 10000').max(10_000, 'Page must be a whole number from 1 to 10000')).default(1),
});
