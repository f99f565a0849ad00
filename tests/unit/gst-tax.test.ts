import { describe, expect, test } from 'vitest';
import { mainSupplyRateBp, pieceRateBp, taxAmount, taxableOf, taxOrder } from '../../src/lib/gst/tax';

const TAMIL_NADU = '33';
const KARNATAKA = '29';
const today = new Date('2026-11-23T10:00:00+05:30');

/** One piece as an order stores it. */
const piece = (paise: number) => ({ quantity: 1, unitPricePaise: paise, lineTotalPaise: paise });

describe('the issue examples', () => {
  test('one piece at ₹1,050 delivered in the seller’s state: taxable ₹1,000.00, CGST ₹25.00, SGST ₹25.00', () => {
    const taxed = taxOrder({ lines: [piece(105_000)], charges: [], sellerStateCode: TAMIL_NADU, placeOfSupplyStateCode: TAMIL_NADU, invoiceDate: today });
    expect(taxed.lines[0]).toMatchObject({ rateBp: 500, grossPaise: 105_000, taxablePaise: 100_000, cgstPaise: 2_500, sgstPaise: 2_500, igstPaise: 0 });
    expect(taxed.intraState).toBe(true);
  });

  test('one piece at ₹2,950 delivered to another state: taxable ₹2,500.00, IGST ₹450.00', () => {
    const taxed = taxOrder({ lines: [piece(295_000)], charges: [], sellerStateCode: TAMIL_NADU, placeOfSupplyStateCode: KARNATAKA, invoiceDate: today });
    expect(taxed.lines[0]).toMatchObject({ rateBp: 1_800, taxablePaise: 250_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 45_000 });
    expect(taxed.intraState).toBe(false);
  });

  test('one piece at ₹2,625.00 is 5%, one at ₹2,625.01 is 18%', () => {
    expect(pieceRateBp(262_500, today)).toBe(500);
    expect(pieceRateBp(262_501, today)).toBe(1_800);
  });
});

describe('the effective date of the rates', () => {
  const sep21 = new Date('2025-09-21T12:00:00+05:30');
  const sep22 = new Date('2025-09-22T12:00:00+05:30');

  test('an invoice dated 21 Sep 2025 taxes a ₹1,050 piece at 5% and a ₹1,200 piece at 12%', () => {
    expect(pieceRateBp(105_000, sep21)).toBe(500);
    expect(pieceRateBp(105_001, sep21)).toBe(1_200);
    expect(pieceRateBp(120_000, sep21)).toBe(1_200);
  });

  test('an invoice dated 22 Sep 2025 taxes the ₹1,200 piece at 5% and a ₹2,950 piece at 18%', () => {
    expect(pieceRateBp(120_000, sep22)).toBe(500);
    expect(pieceRateBp(295_000, sep22)).toBe(1_800);
  });

  test('the switch happens at midnight in India, not at midnight UTC', () => {
    expect(pieceRateBp(295_000, new Date('2025-09-21T18:29:59Z'))).toBe(1_200);
    expect(pieceRateBp(295_000, new Date('2025-09-21T18:30:00Z'))).toBe(1_800);
  });

  test('an old ₹1,200 piece re-renders at 12%: taxable ₹1,071.43, CGST ₹64.28, SGST ₹64.29', () => {
    const taxed = taxOrder({ lines: [piece(120_000)], charges: [], sellerStateCode: TAMIL_NADU, placeOfSupplyStateCode: TAMIL_NADU, invoiceDate: sep21 });
    expect(taxed.lines[0]).toMatchObject({ rateBp: 1_200, taxablePaise: 107_143, taxPaise: 12_857, cgstPaise: 6_428, sgstPaise: 6_429 });
  });

  test('no invoice can be dated before GST began on 1 July 2017', () => {
    expect(() => pieceRateBp(50_000, new Date('2017-06-30T12:00:00+05:30'))).toThrow(RangeError);
    expect(pieceRateBp(50_000, new Date('2017-07-01T00:00:00+05:30'))).toBe(500);
  });
});

describe('rounding and the tax split', () => {
  test('an odd tax gives CGST the smaller half: ₹1.99 at 5% is taxable ₹1.90, CGST ₹0.04, SGST ₹0.05', () => {
    expect(taxAmount(199, 500, true)).toEqual({ rateBp: 500, grossPaise: 199, taxablePaise: 190, taxPaise: 9, cgstPaise: 4, sgstPaise: 5, igstPaise: 0 });
  });

  test('a taxable value exactly half a paisa rounds up: 14 paise at 12% is 12.5, so 13', () => {
    expect(taxableOf(14, 1_200)).toBe(13);
    expect(taxAmount(14, 1_200, true)).toMatchObject({ taxPaise: 1, cgstPaise: 0, sgstPaise: 1 });
  });

  test('a fractional or negative amount is a programming error, not a tax', () => {
    expect(() => taxableOf(10.5, 500)).toThrow(RangeError);
    expect(() => taxableOf(-100, 500)).toThrow(RangeError);
  });
});

describe('an order', () => {
  test('Buy 3 @ ₹1,099 spread over two colours, with ₹60 shipping, in the seller’s state', () => {
    // As the order stores it: 2 pieces of one colour ₹732.67 (₹366.34 each), 1 of another ₹366.33.
    const lines = [
      { quantity: 2, unitPricePaise: 36_634, lineTotalPaise: 73_267 },
      { quantity: 1, unitPricePaise: 36_633, lineTotalPaise: 36_633 },
    ];
    const taxed = taxOrder({ lines, charges: [{ kind: 'shipping', grossPaise: 6_000 }], sellerStateCode: TAMIL_NADU, placeOfSupplyStateCode: TAMIL_NADU, invoiceDate: today });
    expect(taxed.lines.map(({ line: _line, ...t }) => t)).toEqual([
      { rateBp: 500, grossPaise: 73_267, taxablePaise: 69_778, taxPaise: 3_489, cgstPaise: 1_744, sgstPaise: 1_745, igstPaise: 0 },
      { rateBp: 500, grossPaise: 36_633, taxablePaise: 34_889, taxPaise: 1_744, cgstPaise: 872, sgstPaise: 872, igstPaise: 0 },
    ]);
    expect(taxed.charges).toEqual([
      { kind: 'shipping', rateBp: 500, grossPaise: 6_000, taxablePaise: 5_714, taxPaise: 286, cgstPaise: 143, sgstPaise: 143, igstPaise: 0 },
    ]);
    expect(taxed.totals).toEqual({ grossPaise: 115_900, taxablePaise: 110_381, taxPaise: 5_519, cgstPaise: 2_759, sgstPaise: 2_760, igstPaise: 0 });
  });

  test('with goods at two rates, shipping and the COD fee follow the rate carrying the most taxable value', () => {
    // Two colour lines of a ₹899 piece (5%: ₹1,712.38 + ₹856.19 = ₹2,568.57 taxable) outweigh one
    // ₹2,950 piece (18%: ₹2,500.00), though that single line is the largest.
    const lines = [
      { quantity: 2, unitPricePaise: 89_900, lineTotalPaise: 179_800 },
      piece(295_000),
      { quantity: 1, unitPricePaise: 89_900, lineTotalPaise: 89_900 },
    ];
    const taxed = taxOrder({
      lines,
      charges: [{ kind: 'shipping', grossPaise: 9_900 }, { kind: 'cod-fee', grossPaise: 0 }],
      sellerStateCode: TAMIL_NADU,
      placeOfSupplyStateCode: KARNATAKA,
      invoiceDate: today,
    });
    expect(taxed.lines.map((l) => [l.rateBp, l.taxablePaise, l.igstPaise])).toEqual([[500, 171_238, 8_562], [1_800, 250_000, 45_000], [500, 85_619, 4_281]]);
    expect(taxed.mainRateBp).toBe(500);
    expect(taxed.charges).toEqual([{ kind: 'shipping', rateBp: 500, grossPaise: 9_900, taxablePaise: 9_429, taxPaise: 471, cgstPaise: 0, sgstPaise: 0, igstPaise: 471 }]);
    expect(taxed.totals).toMatchObject({ grossPaise: 574_600, taxablePaise: 516_286, igstPaise: 58_314 });
  });

  test('the COD fee is taxed like shipping, at the main supply’s 18%', () => {
    const taxed = taxOrder({
      lines: [piece(300_000)],
      charges: [{ kind: 'shipping', grossPaise: 11_900 }, { kind: 'cod-fee', grossPaise: 5_000 }],
      sellerStateCode: TAMIL_NADU,
      placeOfSupplyStateCode: TAMIL_NADU,
      invoiceDate: today,
    });
    expect(taxed.charges.map((c) => [c.kind, c.rateBp, c.taxablePaise, c.cgstPaise, c.sgstPaise])).toEqual([
      ['shipping', 1_800, 10_085, 907, 908],
      ['cod-fee', 1_800, 4_237, 381, 382],
    ]);
  });

  test('a tie between rates goes to the higher rate', () => {
    expect(mainSupplyRateBp([{ rateBp: 500, taxablePaise: 100_000 }, { rateBp: 1_800, taxablePaise: 100_000 }])).toBe(1_800);
    expect(mainSupplyRateBp([])).toBeNull();
  });

  test('charges without goods have no rate to follow', () => {
    expect(() => taxOrder({ lines: [], charges: [{ kind: 'shipping', grossPaise: 6_000 }], sellerStateCode: TAMIL_NADU, placeOfSupplyStateCode: TAMIL_NADU, invoiceDate: today })).toThrow(RangeError);
  });
});
