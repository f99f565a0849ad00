import { describe, expect, test } from 'vitest';
import { fixStateName } from '../../src/lib/geo/state-name-fix';

describe('India Post state names become today\u2019s', () => {
  test('Leh and Kargil are in Ladakh; other J&K districts stay in Jammu and Kashmir', () => {
    expect(fixStateName('Jammu & Kashmir', 'Leh')).toBe('Ladakh');
    expect(fixStateName('Jammu & Kashmir', 'Kargil')).toBe('Ladakh');
    expect(fixStateName('Jammu & Kashmir', 'Srinagar')).toBe('Jammu and Kashmir');
  });
  test('the 2020 merger and the old spellings', () => {
    expect(fixStateName('Daman & Diu', 'Daman')).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(fixStateName('Dadra & Nagar Haveli', 'Dadra & Nagar Haveli')).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(fixStateName('Pondicherry', 'Pondicherry')).toBe('Puducherry');
    expect(fixStateName('Chattisgarh', 'Raipur')).toBe('Chhattisgarh');
    expect(fixStateName('Andaman & Nicobar', 'South Andaman')).toBe('Andaman and Nicobar Islands');
  });
  test('a current name is kept', () => {
    expect(fixStateName('Tamil Nadu', 'Chennai')).toBe('Tamil Nadu');
    expect(fixStateName('Telangana', 'Hyderabad')).toBe('Telangana');
  });
});
