import './zod-jitless';
import { z } from 'zod';
import { labelled } from './labels';

/**
 * What the Legal Metrology (Packaged Commodities) Rules 2011, rule 6(10), make a listing
 * declare, in the order the product page prints it. A product's own value wins; an empty one
 * falls back to the shop-wide default in Settings › Legal. Labels are the words staff and
 * shoppers read, and every refusal names one of them.
 */
export const DECLARATION_FIELDS = [
  ['makerName', 'Manufacturer, packer or importer'],
  ['makerAddress', 'Address of the manufacturer, packer or importer'],
  ['netQuantity', 'Net quantity'],
  ['countryOfOrigin', 'Country of origin'],
  ['consumerCare', 'Consumer care'],
] as const;
export type DeclarationField = (typeof DECLARATION_FIELDS)[number][0];
export type Declarations = Record<DeclarationField, string | null>;

export const DECLARATION_LABELS = Object.fromEntries(DECLARATION_FIELDS) as Record<DeclarationField, string>;

const optional = (field: string, max: number) =>
  labelled(
    field,
    z.preprocess(
      (v) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v),
      z.string({ error: `${field} must be text` }).trim().max(max, `${field} must be at most ${max} characters`).nullable(),
    ),
  );

export const EMPTY_DECLARATIONS: Declarations = { makerName: null, makerAddress: null, netQuantity: null, countryOfOrigin: null, consumerCare: null };

export const DeclarationsSchema = z.object({
  makerName: optional('Manufacturer, packer or importer', 200),
  makerAddress: optional('Address of the manufacturer, packer or importer', 500),
  // Clothes are sold by count: '1 N' for one piece, '2 N' for a pair pack.
  netQuantity: optional('Net quantity', 40),
  countryOfOrigin: optional('Country of origin', 60),
  consumerCare: optional('Consumer care', 500),
});

/** Each declaration as the shopper reads it: the product's own, else the shop's default. */
export function effectiveDeclarations(own: Declarations, defaults: Declarations): Declarations {
  const out = { ...EMPTY_DECLARATIONS };
  for (const [key] of DECLARATION_FIELDS) out[key] = own[key] ?? defaults[key] ?? null;
  return out;
}

/** The declarations a product would publish without: none may be missing (rule 6(10)). */
export function missingDeclarations(own: Declarations, defaults: Declarations): DeclarationField[] {
  const shown = effectiveDeclarations(own, defaults);
  return DECLARATION_FIELDS.flatMap(([key]) => (shown[key] ? [] : [key]));
}

export const missingDeclarationMessage = (field: DeclarationField) =>
  `${DECLARATION_LABELS[field]} is required to publish (Legal Metrology rule 6(10)): fill it in, or set a shop-wide default in Legal settings`;

const required = (field: string, max: number) =>
  labelled(field, z.string({ error: `${field} is required` }).trim().min(1, `${field} is required`).max(max, `${field} must be at most ${max} characters`));

/** The grievance officer the E-Commerce Rules 2020 make the site name, with a way to reach them. */
export const GrievanceOfficerSchema = z.object({
  name: required('Grievance officer name', 120),
  designation: required('Grievance officer designation', 120),
  phone: labelled(
    'Grievance officer phone',
    z
      .string({ error: 'Grievance officer phone is required' })
      .trim()
      .regex(/^\+?[0-9][0-9 -]{7,18}[0-9]$/, 'Grievance officer phone must be a phone number, such as +91 98765 43210'),
  ),
  email: labelled(
    'Grievance officer email',
    z.string({ error: 'Grievance officer email is required' }).trim().email('Grievance officer email must be an email address, such as grievance@example.in').max(200, 'Grievance officer email must be at most 200 characters'),
  ),
});
export type GrievanceOfficer = z.infer<typeof GrievanceOfficerSchema>;

/** Settings › Legal: the declarations' shop-wide defaults and the grievance officer. */
export const LegalSettingsSchema = z.object({
  defaults: labelled('Shop-wide defaults', DeclarationsSchema),
  grievanceOfficer: labelled('Grievance officer', GrievanceOfficerSchema.nullable()),
});
export type LegalSettings = z.infer<typeof LegalSettingsSchema>;
