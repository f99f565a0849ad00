import { z } from 'zod';

/** The `data` of the complaint routes' answers (strict, as the other answer schemas). */
export const FiledGrievanceSchema = z.strictObject({
  ticket: z.string().describe('the ticket number, such as GR-000042'),
  acknowledgeBy: z.string().describe('ISO time by which the complaint is acknowledged (48 hours)'),
  resolveBy: z.string().describe('ISO time by which it is resolved (one month)'),
});

const rows = z.array(z.record(z.string(), z.unknown()));

export const CustomerDataSchema = z.strictObject({
  exportedAt: z.string(),
  profile: z.strictObject({ name: z.string(), mobileNumber: z.string(), email: z.string().nullable(), createdAt: z.string() }),
  addresses: rows,
  orders: rows,
  returns: rows,
  complaints: rows,
  messages: z.strictObject({ whatsappUpdates: z.boolean() }),
  /** Issue 30: the reviews the shopper wrote, with what became of them. */
  reviews: rows,
});

export const ErasedSchema = z.strictObject({ ordersKept: z.number().int().describe('orders kept for the tax records, with the personal fields erased') });
