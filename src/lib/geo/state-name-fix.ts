/**
 * INTEGRATIONS.md section 6: the India Post directory predates the 2019 and 2020
 * reorganisations and spells some names the old way. This turns its (state, district) into
 * today's 36 states and union territories. Used by scripts/derive-pincodes.mjs (plain Node,
 * so erasable types only).
 */
const STATE_FIX: Record<string, string> = {
  'Jammu & Kashmir': 'Jammu and Kashmir',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  Pondicherry: 'Puducherry',
  Chattisgarh: 'Chhattisgarh',
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
};

/** Leh and Kargil became the union territory of Ladakh on 31 October 2019. */
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

export function fixStateName(state: string, district: string): string {
  const fixed = STATE_FIX[state] ?? state;
  return fixed === 'Jammu and Kashmir' && LADAKH_DISTRICTS.has(district) ? 'Ladakh' : fixed;
}
