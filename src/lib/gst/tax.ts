import { istDate } from './ist-date';

/**
 * GST on apparel from tax-inclusive shop prices, in integer paise; rates in basis points
 * (500 = 5%). INTEGRATIONS.md section 7: chapters 61 and 62 are taxed by the value of one piece.
 */
export type ApparelSlab = {
  /** The first invoice date (in India) the slab applies to. */
  from: string;
  lowRateBp: number;
  highRateBp: number;
  /** The low rate applies while a piece's value excluding tax, taken at the low rate, is at most this. */
  thresholdPaise: number;
};

/**
 * Kept whole so an old invoice re-renders as issued. The second slab is Notification
 * 9/2025-Central Tax (Rate) and 9/2025-Integrated Tax (Rate), in force from 22 September 2025.
 */
export const APPAREL_SLABS: readonly ApparelSlab[] = [
  { from: '2017-07-01', lowRateBp: 500, highRateBp: 1200, thresholdPaise: 100_000 },
  { from: '2025-09-22', lowRateBp: 500, highRateBp: 1800, thresholdPaise: 250_000 },
];

const WHOLE_BP = 10_000;

function assertPaise(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be whole paise, not ${value}`);
}

/** The slab in force on the invoice date, read as the calendar date in India. */
export function apparelSlabOn(invoiceDate: Date): ApparelSlab {
  const day = istDate(invoiceDate);
  const slab = APPAREL_SLABS.findLast((s) => s.from <= day);
  if (!slab) throw new RangeError(`GST began on 1 July 2017; no invoice can be dated ${day}`);
  return slab;
}

/**
 * The rate for a piece sold at `piecePaise` including tax. "Value excluding tax at the low rate
 * is at most the threshold" is piece ≤ threshold × (1 + low rate), compared in whole numbers:
 * ₹2,625.00 is 5% and ₹2,625.01 is 18%.
 */
export function pieceRateBp(piecePaise: number, invoiceDate: Date): number {
  assertPaise(piecePaise, 'A piece value');
  const slab = apparelSlabOn(invoiceDate);
  const lowLimit = slab.thresholdPaise * (WHOLE_BP + slab.lowRateBp);
  return piecePaise * WHOLE_BP <= lowLimit ? slab.lowRateBp : slab.highRateBp;
}

/** Taxable value inside a tax-inclusive amount: round(gross / (1 + rate)), halves up. */
export function taxableOf(grossPaise: number, rateBp: number): number {
  assertPaise(grossPaise, 'An amount');
  const divisor = WHOLE_BP + rateBp;
  return Math.floor((2 * grossPaise * WHOLE_BP + divisor) / (2 * divisor));
}

export type TaxSplit = { cgstPaise: number; sgstPaise: number; igstPaise: number };

/**
 * Within the seller's state CGST and SGST share the tax; an odd paisa goes to SGST, so CGST
 * takes the smaller half. Across states it is all IGST.
 */
export function splitTax(taxPaise: number, intraState: boolean): TaxSplit {
  assertPaise(taxPaise, 'A tax amount');
  if (!intraState) return { cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  const cgstPaise = Math.floor(taxPaise / 2);
  return { cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0 };
}

export type TaxedAmount = TaxSplit & { rateBp: number; grossPaise: number; taxablePaise: number; taxPaise: number };

export function taxAmount(grossPaise: number, rateBp: number, intraState: boolean): TaxedAmount {
  const taxablePaise = taxableOf(grossPaise, rateBp);
  const taxPaise = grossPaise - taxablePaise;
  return { rateBp, grossPaise, taxablePaise, taxPaise, ...splitTax(taxPaise, intraState) };
}

/** An order line as the order stores it: the unit price is the line's per-piece value after offers. */
export type LineForTax = { quantity: number; unitPricePaise: number; lineTotalPaise: number };
export type ChargeKind = 'shipping' | 'cod-fee';
export type ChargeForTax = { kind: ChargeKind; grossPaise: number };

export type OrderForTax<L extends LineForTax> = {
  lines: readonly L[];
  charges: readonly ChargeForTax[];
  /** GST state codes ('33'): the seller's registration and the delivery state. */
  sellerStateCode: string;
  placeOfSupplyStateCode: string;
  invoiceDate: Date;
};

export type TaxedOrder<L extends LineForTax> = {
  intraState: boolean;
  /** The rate of the main supply, which shipping and the COD fee follow; null without lines. */
  mainRateBp: number | null;
  lines: Array<TaxedAmount & { line: L }>;
  charges: Array<TaxedAmount & { kind: ChargeKind }>;
  totals: Omit<TaxedAmount, 'rateBp'>;
};

/**
 * The main supply of a mixed-rate parcel is the rate whose lines carry the most taxable value
 * together (the higher rate on a tie), so splitting one product into colour lines changes nothing.
 */
export function mainSupplyRateBp(lines: ReadonlyArray<{ rateBp: number; taxablePaise: number }>): number | null {
  const byRate = new Map<number, number>();
  for (const l of lines) byRate.set(l.rateBp, (byRate.get(l.rateBp) ?? 0) + l.taxablePaise);
  let best: [rateBp: number, taxablePaise: number] | null = null;
  for (const [rateBp, taxablePaise] of byRate) {
    if (!best || taxablePaise > best[1] || (taxablePaise === best[1] && rateBp > best[0])) best = [rateBp, taxablePaise];
  }
  return best ? best[0] : null;
}

/**
 * Taxes an order line by line. Shipping and the COD fee are charged tax-inclusive like the
 * goods and are taxed at the main supply's rate (composite supply, CGST Act section 8(a));
 * a charge of ₹0 is left out.
 */
export function taxOrder<L extends LineForTax>(order: OrderForTax<L>): TaxedOrder<L> {
  const intraState = order.sellerStateCode === order.placeOfSupplyStateCode;
  const lines = order.lines.map((line) => {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) throw new RangeError(`A line needs 1 or more pieces, not ${line.quantity}`);
    return { ...taxAmount(line.lineTotalPaise, pieceRateBp(line.unitPricePaise, order.invoiceDate), intraState), line };
  });
  const mainRateBp = mainSupplyRateBp(lines);
  const charged = order.charges.filter((c) => c.grossPaise !== 0);
  if (charged.length > 0 && mainRateBp === null) throw new RangeError('Charges need goods to follow: an invoice without lines has no main supply');
  const charges = charged.map((c) => ({ ...taxAmount(c.grossPaise, mainRateBp!, intraState), kind: c.kind }));
  const totals = { grossPaise: 0, taxablePaise: 0, taxPaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  for (const t of [...lines, ...charges]) {
    totals.grossPaise += t.grossPaise;
    totals.taxablePaise += t.taxablePaise;
    totals.taxPaise += t.taxPaise;
    totals.cgstPaise += t.cgstPaise;
    totals.sgstPaise += t.sgstPaise;
    totals.igstPaise += t.igstPaise;
  }
  return { intraState, mainRateBp, lines, charges, totals };
}
