import { persistentAtom } from '@nanostores/persistent';

/**
 * The discount code the shopper is carrying to checkout (issue 29): typed into 'Apply code' or
 * brought by a link such as /?code=FIRST100 (Base.astro's inline script writes the same key, so
 * no page but checkout loads this store). Kept in localStorage beside the cart; '' for none.
 */
export const DISCOUNT_CODE_KEY = 'discountCode';
export const $discountCode = persistentAtom<string>(DISCOUNT_CODE_KEY, '');
