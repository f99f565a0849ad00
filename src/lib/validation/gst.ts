import './zod-jitless';
import { z } from 'zod';
import { idSchema } from './id';
import { labelled } from './labels';
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
    legalName: labelled('Legal name', z.string().trim().min(2, 'Enter the legal name as on the GST registration certificate').max(200, 'The legal name must be at most 200 characters')),
    address: labelled('Principal place of business', z.string().trim().min(10, 'Enter the principal place of business, with the PIN code').max(500, 'The address must be at most 500 characters')),
    stateCode: labelled('State', z.string().refine(isGstStateCode, 'Choose the state the GSTIN is registered in')),
    gstin: labelled('GSTIN', z.string().superRefine((value, ctx) => {
      const r = checkGstin(value);
      if (!r.ok) ctx.addIssue({ code: 'custom', message: r.message });
    }).transform((v) => v.trim().toUpperCase())),
    invoicePrefix: labelled('Invoice series prefix', z.string().trim().regex(/^[A-Za-z0-9]{1,3}$/, 'The invoice series prefix is 1 to 3 letters or digits, such as KM, so a number fits the 16 characters the law allows')),
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
  hsn: labelled(
    'HSN code',
    z
      .string()
      .trim()
      .refine((v) => v === '' || checkHsn(v).ok, 'The HSN code must be 4, 6 or 8 digits, such as 6104; find it in the GST rate list for the garment.')
      .transform((v) => (v === '' ? null : v)),
  ),
});

export const ProductIdParamSchema = z.object({ id: labelled('Product id', idSchema('Product id must be 24 hexadecimal characters, as in the product page’s address')) });

/** A month of the GST return, in India's calendar. */
export const Gstr1QuerySchema = z.object({
  month: labelled('Month', z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be written YYYY-MM, such as 2026-11')),
  table: labelled('Table', z.enum(['b2cs', 'hsn', 'docs'], { error: 'Table must be B2C small, HSN summary or documents issued' })),
});
