import { describe, expect, test } from 'vitest';
import { checkGstin } from '../../src/lib/gst/gstin';

// Public GSTINs whose check character was verified by hand (Luhn mod 36, weights 2,1,2,… from
// the right): 27AAPFU0939F1ZV, the common textbook example (sum 221, 221 mod 36 = 5, 36 − 5 = 31
// = V); 05AAACG2115R1ZN and 05AAACG2140A1ZL, the NIC e-way bill sandbox GSTINs (sums 157 and
// 159: N and L); 24AAQCA8719H1ZC and 27AAQCA8719H1Z6, India Compliance's test company (sums 204
// and 210: C and 6).
describe('a GSTIN', () => {
  test.each([
    ['27AAPFU0939F1ZV', '27', 'Maharashtra'],
    ['05AAACG2115R1ZN', '05', 'Uttarakhand'],
    ['05AAACG2140A1ZL', '05', 'Uttarakhand'],
    ['24AAQCA8719H1ZC', '24', 'Gujarat'],
    ['27AAQCA8719H1Z6', '27', 'Maharashtra'],
  ])('%s is accepted with its state', (gstin, stateCode, stateName) => {
    expect(checkGstin(gstin)).toEqual({ ok: true, gstin, stateCode, stateName });
  });

  test('as typed, with spaces around it and in lower case, is accepted in capitals', () => {
    expect(checkGstin(' 27aapfu0939f1zv ')).toEqual({ ok: true, gstin: '27AAPFU0939F1ZV', stateCode: '27', stateName: 'Maharashtra' });
  });

  test('from Other Territory (97) is accepted', () => {
    // Worked by hand: 27AAPFU0939F1ZV's sum 221 with 9 × 1 in place of 2 × 1 is 228; 228 mod 36 = 12; 36 − 12 = 24 = O.
    expect(checkGstin('97AAPFU0939F1ZO')).toMatchObject({ ok: true, stateName: 'Other Territory' });
  });

  test.each([
    ['27AAPFU0939F1Z', 'length', 'The GSTIN must be 15 characters; this one has 14. Copy it from your GST registration certificate.'],
    ['', 'length', 'The GSTIN must be 15 characters; this one has 0. Copy it from your GST registration certificate.'],
    ['27AAPFU0939F1Z-', 'characters', 'The GSTIN holds only letters and digits; remove spaces, dashes and other marks.'],
    ['45AAPFU0939F1ZV', 'state-code', "The state code 45 is not an Indian state. A GSTIN starts with its state's code, such as 33 for Tamil Nadu."],
    ['00AAPFU0939F1ZV', 'state-code', "The state code 00 is not an Indian state. A GSTIN starts with its state's code, such as 33 for Tamil Nadu."],
    ['2XAAPFU0939F1ZV', 'state-code', "The state code 2X is not an Indian state. A GSTIN starts with its state's code, such as 33 for Tamil Nadu."],
    ['27AAPF10939F1ZV', 'pan', 'Characters 3 to 12 of the GSTIN must be the PAN: 5 letters, 4 digits, then a letter.'],
    ['27AAPFU0939F0ZV', 'entity', 'Character 13 of the GSTIN must be a digit from 1 to 9 or a letter, not 0.'],
    ['27AAPFU0939F1YV', 'fourteenth', 'Character 14 of the GSTIN must be the letter Z, not Y.'],
    // The placeholder printed on countless forms fails its own check: sum 132, 132 mod 36 = 24, 36 − 24 = 12 = C.
    ['22AAAAA0000A1Z5', 'check-digit', 'The check digit should be C, not 5. Look for a mistyped character in the GSTIN.'],
    // Two digits swapped (0939 typed 0993): sum 227, 227 mod 36 = 11, 36 − 11 = 25 = P.
    ['27AAPFU0993F1ZV', 'check-digit', 'The check digit should be P, not V. Look for a mistyped character in the GSTIN.'],
    ['27AAPFU0939F1ZW', 'check-digit', 'The check digit should be V, not W. Look for a mistyped character in the GSTIN.'],
  ])('%s is refused (%s) with a message naming the problem', (gstin, problem, message) => {
    expect(checkGstin(gstin)).toEqual({ ok: false, problem, message });
  });
});
