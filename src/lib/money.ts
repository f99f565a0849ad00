/**
 * Money is integer paise inside the app; the JSON API speaks rupees (numbers) as the spec does.
 * Convert at the edge with `toPaise` / `fromPaise` and format only when rendering.
 */

/** Rupees (possibly fractional, e.g. 449.5) to whole paise; rounds away float noise like 0.1 + 0.2. */
export function toPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not a money amount: ${rupees}`);
  return Math.round(rupees * 100);
}

/** Whole paise to rupees for the API (449.5 for 44950). */
export function fromPaise(paise: number): number {
  return Math.round(paise) / 100;
}

// Formatters are costly to build; make each once.
const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const twoDecimals = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Shop display: '₹1,299' for whole rupees, '₹1,299.50' when paise remain, so a price is never
 * silently rounded in front of the shopper.
 */
export function formatINR(paise: number): string {
  return paise % 100 === 0 ? wholeRupees.format(paise / 100) : twoDecimals.format(paise / 100);
}

/** Always two decimals ('₹1,299.00'), as order cards and the status page show money. */
export function formatINR2(paise: number): string {
  return twoDecimals.format(paise / 100);
}
