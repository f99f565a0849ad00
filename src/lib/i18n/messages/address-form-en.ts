/**
 * The address dialog's English words, apart from its Hindi and Tamil (messages/address-form.ts):
 * the dialog falls back to these where no page hands it words (My Account, not translated yet),
 * without a bundle carrying the other languages.
 */
export const ADDRESS_FORM_EN = {
  'address.add': 'Add New Address',
  'address.edit': 'Edit Address',
  'address.contactPerson': 'Contact Person',
  'address.doorNo': 'Door No.',
  'address.street': 'Street Address',
  'address.landmark': 'Landmark (optional)',
  'address.pincode': 'PIN Code',
  'address.city': 'City/Town',
  'address.district': 'District',
  'address.mobile': 'Mobile Number (optional)',
  'address.country': 'Country',
  'address.state': 'State',
  'address.selectState': 'Select a state',
  'address.saving': 'Saving...',
  'address.save': 'Save Address',
  'address.noToken': 'User token not found.',
  'address.failed': 'Failed to save address.',
  'address.close': 'Close',
} as const;

export type AddressFormKey = keyof typeof ADDRESS_FORM_EN;
