import { describe, expect, test } from 'vitest';
import { drawImage, garmentImage } from '../../src/server/catalog/image-names';
import { GARMENT_STYLES, GARMENT_VIEWS } from '../../src/server/catalog/garment-svg';

const wellFormed = (svg: string) => {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).toMatch(/<title id="t">[^<]+<\/title>/);
};

describe('images the shop draws itself', () => {
  test('every garment style and view is a 4:5 drawing in the asked colour, small enough for a phone', () => {
    for (const style of GARMENT_STYLES) {
      for (const view of GARMENT_VIEWS) {
        const svg = drawImage(garmentImage(style, '#5B2A86', view).slice('/img/'.length))!;
        wellFormed(svg);
        expect(svg).toContain('viewBox="0 0 400 500"');
        expect(svg.length).toBeLessThan(8000);
      }
    }
    expect(drawImage('g-leggings-5b2a86-front.svg')).toMatch(/5b2a86|5B2A86/i);
  });

  test('banners carry the store name and tagline; posters and size charts draw', () => {
    for (const n of [1, 2]) for (const layout of ['desktop', 'mobile']) wellFormed(drawImage(`banner-${n}-${layout}.svg`)!);
    expect(drawImage('banner-1-desktop.svg')).toContain('made to move with you.');
    expect(drawImage('banner-1-mobile.svg')).toContain('viewBox="0 0 800 1000"');
    for (let n = 1; n <= 6; n++) wellFormed(drawImage(`insta-${n}.svg`)!);
    expect(drawImage('sizechart-women.svg')).toContain('3XL');
    expect(drawImage('sizechart-kids.svg')).toContain('12-13Y');
  });

  test('anything else is not drawn', () => {
    for (const name of ['g-leggings-zzzzzz-front.svg', 'g-jeans-000000-front.svg', 'banner-3-desktop.svg', 'insta-7.svg', '../etc/passwd', 'sizechart-men.svg', '']) {
      expect(drawImage(name), name).toBeNull();
    }
  });
});
