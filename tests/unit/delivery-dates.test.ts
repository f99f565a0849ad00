import { describe, expect, test } from 'vitest';
import { deliveryDate, formatDeliveryDate, isWorkingDay } from '../../src/lib/delivery/working-days';
import { DEFAULT_DELIVERY_SETTINGS, DeliverySettingsSchema, matchZone } from '../../src/lib/delivery/settings';

const none = new Set<string>();

describe('delivery dates count working days in India', () => {
  test('Monday 23 Nov 2026 + 5 working days is Saturday 28 Nov', () => {
    expect(deliveryDate(new Date('2026-11-23T06:00:00Z'), 5, none)).toBe('2026-11-28');
  });
  test('a Sunday on the way is skipped', () => {
    // Wed 25 Nov + 5: Thu, Fri, Sat, (Sun), Mon, Tue
    expect(deliveryDate(new Date('2026-11-25T06:00:00Z'), 5, none)).toBe('2026-12-01');
  });
  test('a holiday on the way is skipped too', () => {
    expect(deliveryDate(new Date('2026-11-25T06:00:00Z'), 5, new Set(['2026-11-27']))).toBe('2026-12-02');
  });
  test('the day is India\u2019s: 20:00 UTC on Monday is already Tuesday in India', () => {
    expect(deliveryDate(new Date('2026-11-23T20:00:00Z'), 1, none)).toBe('2026-11-25');
  });
  test('a parcel never lands on a Sunday', () => {
    expect(deliveryDate(new Date('2026-11-27T06:00:00Z'), 1, none)).toBe('2026-11-28');
    expect(deliveryDate(new Date('2026-11-28T06:00:00Z'), 1, none)).toBe('2026-11-30');
    expect(isWorkingDay('2026-11-29', none)).toBe(false);
  });
  test('shown as weekday, day and month', () => {
    expect(formatDeliveryDate('2026-11-28')).toBe('Sat, 28 Nov');
  });
});

describe('zones by PIN prefix', () => {
  const zones = [
    { prefix: '', prepaidDays: 6, codDays: 7, codAllowed: true },
    { prefix: '6', prepaidDays: 4, codDays: 5, codAllowed: true },
    { prefix: '600', prepaidDays: 2, codDays: 3, codAllowed: true },
    { prefix: '79', prepaidDays: 9, codDays: 9, codAllowed: false },
  ];
  test('the longest matching prefix wins', () => {
    expect(matchZone(zones, '600004')?.prepaidDays).toBe(2);
    expect(matchZone(zones, '641001')?.prepaidDays).toBe(4);
    expect(matchZone(zones, '110001')?.prepaidDays).toBe(6);
    expect(matchZone(zones, '791001')?.codAllowed).toBe(false);
  });
  test('no zone covers a PIN without a catch-all: not serviceable', () => {
    expect(matchZone(zones.slice(1), '110001')).toBeNull();
  });
  test('settings refuse two zones with one prefix and a maximum below the minimum', () => {
    const twice = DeliverySettingsSchema.safeParse({ ...DEFAULT_DELIVERY_SETTINGS, zones: [zones[1], zones[1]] });
    expect(twice.success).toBe(false);
    const upside = DeliverySettingsSchema.safeParse({ ...DEFAULT_DELIVERY_SETTINGS, codMinPaise: 50_000, codMaxPaise: 10_000 });
    expect(upside.success).toBe(false);
    expect(DeliverySettingsSchema.safeParse(DEFAULT_DELIVERY_SETTINGS).success).toBe(true);
  });
});
