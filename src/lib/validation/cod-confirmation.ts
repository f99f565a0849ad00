import { z } from 'zod';

/** The token of a COD confirmation link: its shape only; the signature is checked on the server. */
export const CodTokenSchema = z
  .string({ error: 'Send the token from the confirmation link.' })
  .min(1, 'Send the token from the confirmation link.')
  .max(200, 'This token is longer than a confirmation link holds.');

export const CodTokenQuerySchema = z.object({ token: CodTokenSchema });

export const CodAnswerSchema = z.strictObject({
  token: CodTokenSchema,
  decision: z.enum(['confirm', 'cancel'], { error: "Choose 'confirm' or 'cancel'." }),
});

export const WhatsAppChoiceSchema = z.strictObject({
  whatsapp: z.boolean({ error: 'Say true to get order updates on WhatsApp, false to get them by SMS only.' }),
});
