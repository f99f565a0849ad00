import { formatINR } from '../money';
import { apparelSlabOn, pieceRateBp } from './tax';

/**
 * The GST rate as the product editor explains it. The shop's invoices tax every piece at the
 * garment rates of chapters 61 and 62, chosen by the price of the piece, so a product has no
 * rate of its own to pick: the editor states the rule and what each size's price makes of it.
 */
export function apparelRateText(on: Date): string {
  const slab = apparelSlabOn(on);
  const limit = Math.floor((slab.thresholdPaise * (10_000 + slab.lowRateBp)) / 10_000);
  return (
    `Garments pay GST by the price of one piece: ${slab.lowRateBp / 100}% on a piece priced up to ${formatINR(limit)} ` +
    `including GST (${formatINR(slab.thresholdPaise)} before tax), ${slab.highRateBp / 100}% above. Each invoice line takes the rate of its size's price.`
  );
}

/** Sizes grouped by the rate their price pays today: '5% for S, M and L; 18% for XL'. */
export function sizeRatesText(sizes: readonly { name: string; pricePaise: number }[], on: Date): string | null {
  const byRate = new Map<number, string[]>();
  for (const s of sizes) {
    const rate = pieceRateBp(s.pricePaise, on);
    const names = byRate.get(rate) ?? [];
    if (!names.includes(s.name)) byRate.set(rate, [...names, s.name]);
  }
  if (byRate.size === 0) return null;
  if (byRate.size === 1) return `At these prices every size pays ${[...byRate.keys()][0]! / 100}%.`;
  const list = (names: string[]) => (names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);
  return `At these prices: ${[...byRate.entries()].sort(([a], [b]) => a - b).map(([rate, names]) => `${rate / 100}% for ${list(names)}`).join('; ')}.`;
}

/** Whether an HSN code is a garment heading, the goods whose rates the invoices apply. */
export const isGarmentHsn = (hsn: string) => /^6[12]/.test(hsn);
