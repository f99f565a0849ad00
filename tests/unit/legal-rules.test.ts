import { describe, expect, test } from 'vitest';
import { EMPTY_DECLARATIONS, effectiveDeclarations, missingDeclarations, DeclarationsSchema } from '../../src/lib/validation/legal';
import { clocksOf, resolveByOf } from '../../src/lib/grievance-clocks';
import { ticketOf } from '../../src/lib/validation/grievance';

describe('Legal Metrology declarations', () => {
  const defaults = { ...EMPTY_DECLARATIONS, makerName: 'Kanmani Clothing', countryOfOrigin: 'India' };

  test("a product's own value wins over the shop's default; an empty one takes it", () => {
    expect(effectiveDeclarations({ ...EMPTY_DECLARATIONS, countryOfOrigin: 'Sri Lanka' }, defaults)).toEqual({
      makerName: 'Kanmani Clothing',
      makerAddress: null,
      netQuantity: null,
      countryOfOrigin: 'Sri Lanka',
      consumerCare: null,
    });
  });

  test('what is missing in both places is named, in the page order', () => {
    expect(missingDeclarations({ ...EMPTY_DECLARATIONS, netQuantity: '1 N' }, defaults)).toEqual(['makerAddress', 'consumerCare']);
  });

  test('blank text is no declaration; missing keys read as none', () => {
    expect(DeclarationsSchema.parse({ makerName: '  ', netQuantity: ' 2 N ' })).toEqual({ ...EMPTY_DECLARATIONS, netQuantity: '2 N' });
  });
});

describe('complaint clocks', () => {
  test('one calendar month, clamped to the end of a shorter month', () => {
    expect(resolveByOf(new Date('2026-11-26T22:14:00Z')).toISOString()).toBe('2026-12-26T22:14:00.000Z');
    expect(resolveByOf(new Date('2027-01-31T10:00:00Z')).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(resolveByOf(new Date('2026-12-15T08:30:00Z')).toISOString()).toBe('2027-01-15T08:30:00.000Z');
  });

  test('a step taken after its deadline stays a breach; one not taken yet is a breach once the deadline passes', () => {
    const g = { acknowledgeBy: new Date('2026-11-03T10:00:00Z'), resolveBy: new Date('2026-12-01T10:00:00Z'), acknowledgedAt: new Date('2026-11-04T09:00:00Z'), resolvedAt: null };
    expect(clocksOf(g, new Date('2026-11-20T00:00:00Z'))).toEqual({ acknowledgementBreached: true, resolutionBreached: false });
    expect(clocksOf({ ...g, acknowledgedAt: new Date('2026-11-02T09:00:00Z') }, new Date('2026-12-02T00:00:00Z'))).toEqual({ acknowledgementBreached: false, resolutionBreached: true });
  });

  test('tickets read GR and six digits', () => {
    expect(ticketOf(42)).toBe('GR-000042');
  });
});
