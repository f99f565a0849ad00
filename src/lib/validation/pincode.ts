/** An Indian PIN code: six digits. The one place the rule is written. */
export const PINCODE_PATTERN = /^\d{6}$/;

export const isPincode = (value: string): boolean => PINCODE_PATTERN.test(value);
