import { GST_STATE_CODES, isGstStateCode } from './state-codes';

/**
 * GSTIN of a regular taxpayer, the registration a seller invoices under: a 2-digit state code,
 * the holder's PAN (5 letters, 4 digits, 1 letter), the registration number within that PAN
 * (1–9, then A–Z), the letter Z, and a check character. Registrations of other kinds (UIN, TDS,
 * non-resident online services) follow other layouts and are refused by the format checks.
 */
export type GstinProblem = 'length' | 'characters' | 'state-code' | 'pan' | 'entity' | 'fourteenth' | 'check-digit';

export type GstinResult =
  | { ok: true; gstin: string; stateCode: string; stateName: string }
  | { ok: false; problem: GstinProblem; message: string };

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of the first 14 characters: Luhn mod 36 as GSTN publishes it. From the
 * right, values are weighted 2, 1, 2, …; each product adds its base-36 digits (quotient plus
 * remainder); the check is what brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < first14.length; i++) {
    const weight = (first14.length - i) % 2 === 1 ? 2 : 1;
    const product = ALPHABET.indexOf(first14[i]!) * weight;
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

function refuse(problem: GstinProblem, message: string): GstinResult {
  return { ok: false, problem, message };
}

/** Checks a GSTIN as typed (spaces around it and lower case are forgiven). */
export function checkGstin(input: string): GstinResult {
  const gstin = input.trim().toUpperCase();
  if (gstin.length !== 15) {
    return refuse('length', `The GSTIN must be 15 characters; this one has ${gstin.length}. Copy it from your GST registration certificate.`);
  }
  if (!/^[0-9A-Z]+$/.test(gstin)) {
    return refuse('characters', 'The GSTIN holds only letters and digits; remove spaces, dashes and other marks.');
  }
  const stateCode = gstin.slice(0, 2);
  if (!isGstStateCode(stateCode)) {
    return refuse('state-code', `The state code ${stateCode} is not an Indian state. A GSTIN starts with its state's code, such as 33 for Tamil Nadu.`);
  }
  if (!/^[A-Z]{5}[0-9]{4}[A-Z]$/.test(gstin.slice(2, 12))) {
    return refuse('pan', 'Characters 3 to 12 of the GSTIN must be the PAN: 5 letters, 4 digits, then a letter.');
  }
  if (gstin[12] === '0') {
    return refuse('entity', 'Character 13 of the GSTIN must be a digit from 1 to 9 or a letter, not 0.');
  }
  if (gstin[13] !== 'Z') {
    return refuse('fourteenth', `Character 14 of the GSTIN must be the letter Z, not ${gstin[13]}.`);
  }
  const check = gstinCheckCharacter(gstin.slice(0, 14));
  if (gstin[14] !== check) {
    return refuse('check-digit', `The check digit should be ${check}, not ${gstin[14]}. Look for a mistyped character in the GSTIN.`);
  }
  return { ok: true, gstin, stateCode, stateName: GST_STATE_CODES[stateCode]! };
}
