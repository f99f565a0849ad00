import { describe, expect, test } from 'vitest';
import { addressFieldError, AddressInputSchema } from '../../src/lib/validation/address';
import { COUNTRIES } from '../../src/lib/geo/countries';
import { STATES } from '../../src/lib/geo/states';

describe('address field messages (spec section 5)', () => {
  test.each([
    ['contactPerson', '', 'Contact person required'],
    ['doorNo', '  ', 'Door number is required'],
    ['address', 'abcd', 'Street address is required'],
    ['pincode', '', 'PIN Code must be 6 digits'],
    ['pincode', '60004', 'PIN Code must be 6 digits'],
    ['pincode', '60004a', 'PIN Code must contain exactly 6 digits'],
    ['city', '', 'City/Town is required'],
    ['district', '', 'District is required'],
    ['state', '', 'State is required'],
    ['country', '', 'Country is required'],
    ['mobile', '98765', 'Mobile number must be 10 digits'],
  ] as const)('%s = %j says %s', (field, value, message) => {
    expect(addressFieldError(field, value)).toBe(message);
  });

  test('landmark and mobile are optional; a full address passes', () => {
    expect(addressFieldError('landmark', '')).toBeNull();
    expect(addressFieldError('mobile', '')).toBeNull();
    const parsed = AddressInputSchema.parse({
      contactPerson: ' Kavya ',
      doorNo: '12',
      address: 'Gandhi Street',
      landmark: '',
      pincode: '600040',
      city: 'Chennai',
      district: 'Chennai',
      state: 'Tamil Nadu',
      country: 'India',
    });
    expect(parsed.contactPerson).toBe('Kavya');
    expect(parsed.landmark).toBeUndefined();
    expect(parsed.mobile).toBeUndefined();
  });

  test('every country has a state list (possibly empty); India has 36 distinct names', () => {
    for (const c of COUNTRIES) expect(Array.isArray(STATES[c])).toBe(true);
    expect(new Set(STATES.India).size).toBe(36);
    expect(STATES.Singapore).toEqual([]);
  });
});
