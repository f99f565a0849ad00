import type { Address } from './order-types';

/** What an address is made of, as stored on an address row and copied onto an order. */
export type AddressFields = Omit<Address, '_id' | 'currentAddress'>;

type AddressEntry = Omit<AddressFields, 'landmark' | 'mobile'> & { landmark?: string | null | undefined; mobile?: string | null | undefined };

/** The fields of a form's address, the optional ones as null: one mapping for the address book, checkout and order changes. */
export function addressFields(input: AddressEntry): AddressFields {
  return {
    contactPerson: input.contactPerson,
    doorNo: input.doorNo,
    address: input.address,
    landmark: input.landmark ?? null,
    city: input.city,
    district: input.district,
    state: input.state,
    pincode: input.pincode,
    country: input.country,
    mobile: input.mobile ?? null,
  };
}
