import './zod-jitless';
import { z } from 'zod';
import { idSchema } from './id';
import { checkGstin } from '../gst/gstin';
import { checkHsn } from '../gst/hsn';
import { GST_STATE_CODES, isGstStateCode } from '../gst/state-codes';

/**
 * The owner's GST settings and a product's HSN code. A GSTIN is refused with the problem named
 * (length, state code, PAN, check digit…), and its first two digits must be the state chosen,
 * because that state decides which deliveries pay CGST and SGST.
 */
export const GstSettingsSchema = z
  .object({
    legalName: z.string().trim().min(2, 'Enter the legal name as on the GST registration certificate').max(200, 'The legal name must be at most 200 characters'),
    address: z.string().trim().min(10, 'Enter the principal place of business, with the PIN code').max(500, 'The address must be at most 500 characters'),
    stateCode: z.string().refine(isGstStateCode, 'Choose the state the GSTIN is registered in'),
    gstin: z.string().superRefine((value, ctx) => {
      const r = checkGstin(value);
      if (!r.ok) ctx.addIssue({ code: 'custom', message: r.message });
    }).transform((v) => v.trim().toUpperCase()),
    invoicePrefix: z.string().trim().regex(/^[A-Za-z0-9]{1,3}$/, 'The invoice series prefix is 1 to 3 letters or digits, such as KM, so a number fits the 16 characters the law allows'),
  })
  .superRefine((s, ctx) => {
    const code = s.gstin.slice(0, 2);
    if (isGstStateCode(code) && isGstStateCode(s.stateCode) && code !== s.stateCode) {
      ctx.addIssue({
        code: 'custom',
        path: ['stateCode'],
        message: `The GSTIN is registered in ${GST_STATE_CODES[code]} (code ${code}), not ${GST_STATE_CODES[s.stateCode]}: choose ${GST_STATE_CODES[code]} or check the GSTIN.`,
      });
    }
  });
export type GstSettingsInput = z.infer<typeof GstSettingsSchema>;

/** An empty string clears the code (the product then blocks shipping until one is set). */
export const ProductHsnSchema = z.object({
  hsn: z
    .string()
    .trim()
    .refine((v) => v === '' || checkHsn(v).ok, 'The HSN code must be 4, 6 or 8 digits, such as 6104; find it in the GST rate list for the garment.')
    .transform((v) => (v === '' ? null : v)),
});

export const ProductIdParamSchema = z.object({ id: idSchema('id must be a product id of 24 hexadecimal characters') });

/** A month of the GST return, in India's calendar. */
export const Gstr1QuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be written YYYY-MM, such as 2026-11'),
  table: z.enum(['b2cs', 'hsn', 'docs'], { error: 'table must be b2cs, hsn or docs' }),
});
