/**
 * Cart weight (spec section 9): the sum of weight × quantity over the lines whose weight is in
 * grams; lines in any other unit are left out, as the original shop did.
 */
const GRAM_UNITS = new Set(['g', 'gm', 'gms', 'gram', 'grams']);

export type WeighedLine = { weight: { unit: string; value: number }; quantity: number };

export function isGrams(unit: string): boolean {
  return GRAM_UNITS.has(unit.trim().toLowerCase());
}

export function cartWeightGrams(lines: readonly WeighedLine[]): number {
  return lines.reduce((sum, line) => (isGrams(line.weight.unit) ? sum + line.weight.value * line.quantity : sum), 0);
}
