import { describe, expect, test } from 'vitest';
import { soundKey, toLatin } from '../../src/lib/search-keys';

describe('sound keys across scripts', () => {
  test('Devanagari and Tamil script are written in Latin letters, the last inherent vowel unsaid', () => {
    expect(toLatin('लेगिंग')).toBe('leging');
    expect(toLatin('லெக்கிங்ஸ்')).toBe('lekkings');
    expect(toLatin('चूड़ीदार')).toBe('chuuriidaar');
    expect(toLatin('சுரிதார்')).toBe('churithaar');
    expect(toLatin('Café')).toBe('Cafe');
  });

  test('the ways people spell leggings come to one key', () => {
    for (const w of ['leggings', 'Leggings', 'legging', 'लेगिंग', 'लेगिंग्स', 'லெக்கிங்ஸ்', 'லெக்கிங்']) expect(soundKey(w), w).toBe('lekink');
    expect(soundKey('legins')).toBe('lekin');
    expect(soundKey('leggins')).toBe('lekin');
  });

  test('churidar in three scripts', () => {
    for (const w of ['churidar', 'chudidar', 'चूड़ीदार', 'சுரிதார்']) expect(['kuritar', 'kutitar']).toContain(soundKey(w));
    expect(soundKey('churidar')).toBe(soundKey('சுரிதார்'));
    expect(soundKey('churidar')).toBe(soundKey('चूड़ीदार'));
  });

  test('words that sound different keep different keys', () => {
    expect(soundKey('shapewear')).not.toBe(soundKey('leggings'));
    expect(soundKey('boxer')).toBe('poxer');
    expect(soundKey('pants')).toBe('pant');
  });
});
