import './zod-jitless';
import { z } from 'zod';
import { labelled } from './labels';
import { EmailSchema, MobileNumberSchema, NameSchema, OtpSchema, SessionIdSchema } from './account';

/** What a complaint is about; the console sorts and the shopper chooses by these words. */
export const GRIEVANCE_TOPICS = {
  order: 'An order or its delivery',
  payment: 'A payment or refund',
  return: 'A return or exchange',
  product: 'A product or its description',
  account: 'My account or my data',
  other: 'Something else',
} as const;
export type GrievanceTopic = keyof typeof GRIEVANCE_TOPICS;

/** GR-000042: the ticket number a complaint gets at once, and the only id it is known by. */
export const ticketOf = (id: number) => `GR-${String(id).padStart(6, '0')}`;

const GrievanceFields = {
  name: NameSchema,
  email: EmailSchema,
  orderNumber: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string({ error: 'Order number must be text' }).trim().max(40, 'Order number must be at most 40 characters').optional(),
  ),
  topic: z.enum(Object.keys(GRIEVANCE_TOPICS) as [GrievanceTopic, ...GrievanceTopic[]], { error: 'Choose what the complaint is about' }),
  description: z
    .string({ error: 'Describe the complaint' })
    .trim()
    .min(10, 'Describe the complaint in at least 10 characters')
    .max(4000, 'The complaint must be at most 4000 characters'),
};

/**
 * A complaint. A signed-in shopper's comes with their token; anyone else proves the mobile
 * number with the OTP sent by /api/web/grievance/otp, in the same request.
 */
export const GrievanceRequestSchema = z.object({
  ...GrievanceFields,
  mobileNumber: MobileNumberSchema.optional(),
  session_id: SessionIdSchema.optional(),
  otp: OtpSchema.optional(),
});
export type GrievanceRequest = z.infer<typeof GrievanceRequestSchema>;

export const GrievanceOtpRequestSchema = z.object({ mobileNumber: MobileNumberSchema });

/** A staff member's acknowledgement or resolution; the note is what the shopper is told. */
export const GrievanceNoteSchema = z.object({
  note: labelled('Note', z.string({ error: 'Write a note' }).trim().min(5, 'Write a note of at least 5 characters').max(2000, 'The note must be at most 2000 characters')),
});

export const GrievanceQueueQuerySchema = z.object({
  status: labelled('Status', z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(['open', 'acknowledged', 'resolved', 'all'], { error: 'Status must be open, acknowledged, resolved or all' }).default('all'))),
});

const TICKET_MESSAGE = 'Ticket number must be the number of a complaint';
export const GrievanceIdParamSchema = z.object({ id: labelled('Ticket number', z.coerce.number({ error: TICKET_MESSAGE }).int(TICKET_MESSAGE).positive(TICKET_MESSAGE).max(2_000_000_000, TICKET_MESSAGE)) });
