import './zod-jitless';
import { z } from 'zod';
import { AddressFieldSchemas } from './address';
import { ID_PATTERN } from './id';
import { labelled } from './labels';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '../line-quantity';

/**
 * Inputs of changing an order before it ships and of a goodwill refund (issue 28 item 7). Every
 * message names the field by the label staff see on the order page, never its code name.
 */
const itemNumber = labelled('Item', z.number({ error: 'Item must be one of the order\'s items' }).int('Item must be one of the order\'s items').min(0, 'Item must be one of the order\'s items').max(999, 'Item must be one of the order\'s items'));

export const ChangeLineSchema = z.object({
  line: itemNumber,
  colorVariantId: labelled('Colour', z.string({ error: 'Colour must be one of the product\'s colours' }).regex(ID_PATTERN, 'Colour must be one of the product\'s colours')),
  size: labelled('Size', z.string({ error: 'Size must be chosen' }).trim().min(1, 'Size must be chosen').max(40, 'Size must be at most 40 characters')),
  quantity: labelled(
    'Quantity',
    z
      .number({ error: `Quantity must be a whole number from ${MIN_LINE_QUANTITY} to ${MAX_LINE_QUANTITY}` })
      .int(`Quantity must be a whole number from ${MIN_LINE_QUANTITY} to ${MAX_LINE_QUANTITY}`)
      .min(MIN_LINE_QUANTITY, `Quantity must be at least ${MIN_LINE_QUANTITY}: to take an item off the order, use 'Remove item'`)
      .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`),
  ),
});
export type ChangeLineInput = z.infer<typeof ChangeLineSchema>;

const reason = (what: string) =>
  labelled(
    'Reason',
    z
      .string({ error: `Reason must say why ${what} (at least 3 characters)` })
      .trim()
      .min(3, `Reason must say why ${what} (at least 3 characters)`)
      .max(300, 'Reason must be at most 300 characters'),
  );

export const RemoveLineSchema = z.object({ line: itemNumber, reason: reason('the item is removed') });
export type RemoveLineInput = z.infer<typeof RemoveLineSchema>;

/** The delivery address form's own fields and messages (the same as the shopper's address form). */
export const ChangeAddressSchema = z.object({
  contactPerson: labelled('Contact person', AddressFieldSchemas.contactPerson),
  doorNo: labelled('Door number', AddressFieldSchemas.doorNo),
  address: labelled('Street address', AddressFieldSchemas.address),
  landmark: labelled('Landmark', AddressFieldSchemas.landmark),
  city: labelled('City/Town', AddressFieldSchemas.city),
  district: labelled('District', AddressFieldSchemas.district),
  state: labelled('State', AddressFieldSchemas.state),
  pincode: labelled('PIN Code', AddressFieldSchemas.pincode),
  mobile: labelled('Mobile number', AddressFieldSchemas.mobile),
});
export type ChangeAddressInput = z.infer<typeof ChangeAddressSchema>;

/** Rupees as staff type them ('100' or '99.50'), to whole paise. */
const rupees = labelled('Amount', z
  .union([z.string(), z.number()], { error: 'Amount must be in rupees, for example 100 or 99.50' })
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .refine((s) => /^\d{1,7}(\.\d{1,2})?$/.test(s), 'Amount must be in rupees, for example 100 or 99.50')
  .transform((s) => Math.round(Number(s) * 100))
  .refine((p) => p > 0, 'Amount must be more than ₹0'));

export const GoodwillRefundSchema = z
  .object({
    amount: rupees,
    reason: reason('the shopper is refunded'),
    payoutReference: labelled(
      'Transfer reference',
      z.preprocess(
        (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
        z.string({ error: 'Transfer reference must be the UPI or bank transfer reference' }).trim().max(100, 'Transfer reference must be at most 100 characters').optional(),
      ),
    ),
  })
  .transform(({ amount, ...rest }) => ({ ...rest, amountPaise: amount }));
export type GoodwillRefundInput = z.output<typeof GoodwillRefundSchema>;
