import { z } from 'zod';

/** The customer list's query string: an optional search and a page number. */
export const CustomerQuerySchema = z.object({
  q: z.string().trim().max(80, 'Search with at most 80 characters.').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
