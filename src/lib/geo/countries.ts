/**
 * The countries the address form offers. The shop sells in India; the few neighbours and
 * diaspora destinations are kept because the original form allowed a country choice. State
 * lists live on the server (GET /api/web/address/states?country=) so no island ships them.
 */
export const COUNTRIES = [
  'India',
  'Australia',
  'Bangladesh',
  'Bhutan',
  'Canada',
  'Malaysia',
  'Maldives',
  'Nepal',
  'Singapore',
  'Sri Lanka',
  'United Arab Emirates',
  'United Kingdom',
  'United States',
] as const;

export type Country = (typeof COUNTRIES)[number];

export function isCountry(name: string): name is Country {
  return (COUNTRIES as readonly string[]).includes(name);
}
