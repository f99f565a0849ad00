import { garmentParts, paletteFor, type GarmentStyle } from './garment-svg';

/**
 * Banners, Instagram posters and size charts in the same flat style as the garments, with
 * real text, so the home page looks finished without downloading anything.
 */
const INK = '1f1a24';
const PLUM = '5b2a86';
const PAPER = 'fbf8f4';

type Placed = { style: GarmentStyle; hex: string; x: number; y: number; scale: number };

function garments(items: Placed[]): { defs: string; art: string } {
  let defs = '';
  let art = '';
  items.forEach((g, i) => {
    const parts = garmentParts(g.style, g.hex, 'front', `p${i}`);
    defs += parts.defs;
    art += `<g transform="translate(${g.x} ${g.y}) scale(${g.scale})">${parts.art}</g>`;
  });
  return { defs, art };
}

const BANNERS = {
  1: {
    title: 'Everyday comfort,',
    title2: 'made to move with you.',
    note: 'Cotton leggings from ₹449 · Buy 3 @ ₹1,099',
    bg: 'f3e9f7',
    items: [
      { style: 'leggings', hex: '5b2a86' },
      { style: 'palazzo', hex: 'd9a21b' },
      { style: 'leggings', hex: '1f2a56' },
    ],
  },
  2: {
    title: 'Little ones, big days.',
    title2: 'Kids wear that keeps up.',
    // No shipping promise in a picture: a picture cannot follow the merchant's shipping settings.
    note: 'Kids leggings and boxers · Soft cotton, bright colours',
    bg: 'fdf1dc',
    items: [
      { style: 'kids-leggings', hex: 'd6246e' },
      { style: 'kids-boxers', hex: 'a8dcc4' },
      { style: 'kids-pants', hex: '5fb83a' },
    ],
  },
} as const satisfies Record<number, { title: string; title2: string; note: string; bg: string; items: { style: GarmentStyle; hex: string }[] }>;

export type BannerNumber = keyof typeof BANNERS;

export function bannerSvg(n: BannerNumber, layout: 'desktop' | 'mobile'): string {
  const b = BANNERS[n];
  const desktop = layout === 'desktop';
  const [w, h] = desktop ? [1600, 600] : [800, 1000];
  const placed: Placed[] = b.items.map((it, i) =>
    desktop
      ? { style: it.style, hex: it.hex, x: 900 + i * 215, y: 50 + (i % 2) * 30, scale: 0.95 }
      : { style: it.style, hex: it.hex, x: 40 + i * 240, y: 420 + (i % 2) * 40, scale: 1.05 },
  );
  const g = garments(placed);
  const tx = desktop ? 110 : 60;
  const ty = desktop ? 210 : 150;
  const size = desktop ? 56 : 48;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-labelledby="t">` +
    `<title id="t">Kanmani: ${b.title} ${b.title2}</title><defs>${g.defs}</defs>` +
    `<rect width="${w}" height="${h}" fill="#${b.bg}"/>` +
    `<circle cx="${desktop ? 1180 : 400}" cy="${desktop ? 300 : 700}" r="${desktop ? 330 : 360}" fill="#${PAPER}" opacity=".8"/>` +
    g.art +
    `<text x="${tx}" y="${ty - size * 1.4}" font-family="system-ui,sans-serif" font-size="${size * 0.45}" font-weight="700" fill="#${PLUM}" letter-spacing="4">KANMANI</text>` +
    `<text x="${tx}" y="${ty}" font-family="system-ui,sans-serif" font-size="${size}" font-weight="700" fill="#${INK}">${b.title}</text>` +
    `<text x="${tx}" y="${ty + size * 1.15}" font-family="system-ui,sans-serif" font-size="${size}" font-weight="700" fill="#${INK}">${b.title2}</text>` +
    `<text x="${tx}" y="${ty + size * 2.2}" font-family="system-ui,sans-serif" font-size="${size * 0.4}" fill="#${INK}">${b.note}</text>` +
    `<rect x="${tx}" y="${ty + size * 2.7}" width="${size * 3.6}" height="${size * 0.95}" rx="${size * 0.47}" fill="#${PLUM}"/>` +
    `<text x="${tx + size * 1.8}" y="${ty + size * 3.3}" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${size * 0.36}" font-weight="600" fill="#fff">Shop now</text>` +
    `</svg>`
  );
}

const INSTA: { style: GarmentStyle; hex: string; caption: string }[] = [
  { style: 'leggings', hex: '7a1f2b', caption: 'Maroon for the festive week' },
  { style: 'shimmer', hex: 'c9b037', caption: 'Shimmer that moves' },
  { style: 'palazzo', hex: '1f7a4d', caption: 'Palazzo for long days' },
  { style: 'tummy', hex: 'e7c2a2', caption: 'Smooth under every saree' },
  { style: 'kids-leggings', hex: 'f2a900', caption: 'School run, sorted' },
  { style: 'boxers', hex: '1f2a56', caption: 'Lounge in cotton' },
];

export const INSTA_COUNT = INSTA.length;

/** A 9:16 video poster: the garment only; the card draws the caption and the play mark. */
export function instaSvg(n: number): string {
  const it = INSTA[(n - 1) % INSTA.length]!;
  const c = paletteFor(it.hex);
  const g = garments([{ style: it.style, hex: it.hex, x: -20, y: 90, scale: 1 }]);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 640" width="360" height="640" role="img" aria-labelledby="t">` +
    `<title id="t">Video: ${it.caption}</title><defs>${g.defs}</defs>` +
    `<rect width="360" height="640" fill="#${c.bg}"/>` +
    g.art +
    `</svg>`
  );
}

const CHARTS = {
  women: {
    title: 'Women: body measurements (inches)',
    head: ['Size', 'Waist', 'Hip', 'Length'],
    rows: [
      ['S', '24-26', '34-36', '37'],
      ['M', '26-28', '36-38', '37.5'],
      ['L', '28-30', '38-40', '38'],
      ['XL', '30-32', '40-42', '38.5'],
      ['XXL', '32-35', '42-45', '39'],
      ['3XL', '35-38', '45-48', '39.5'],
    ],
  },
  kids: {
    title: 'Kids: body measurements (inches)',
    head: ['Age', 'Waist', 'Hip', 'Length'],
    rows: [
      ['2-3Y', '18-19', '20-21', '17'],
      ['4-5Y', '19-20', '21-23', '20'],
      ['6-7Y', '20-21', '23-25', '23'],
      ['8-9Y', '21-22', '25-27', '26'],
      ['10-11Y', '22-23', '27-29', '28'],
      ['12-13Y', '23-24', '29-31', '30'],
    ],
  },
} as const;

export type ChartKind = keyof typeof CHARTS;

export function sizeChartSvg(kind: ChartKind): string {
  const c = CHARTS[kind];
  const rowH = 52;
  const colW = 150;
  let cells = '';
  [c.head, ...c.rows].forEach((row, r) => {
    const y = 110 + r * rowH;
    if (r === 0) cells += `<rect x="0" y="${y - 34}" width="600" height="${rowH}" fill="#${PLUM}"/>`;
    else if (r % 2 === 0) cells += `<rect x="0" y="${y - 34}" width="600" height="${rowH}" fill="#f3ecf8"/>`;
    row.forEach((cell, i) => {
      cells += `<text x="${i * colW + colW / 2}" y="${y}" text-anchor="middle" font-family="system-ui,sans-serif" font-size="20" ${r === 0 ? 'font-weight="700" fill="#fff"' : `fill="#${INK}"`}>${cell}</text>`;
    });
  });
  const height = 110 + (c.rows.length + 1) * rowH;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 ${height}" width="600" height="${height}" role="img" aria-labelledby="t">` +
    `<title id="t">Size chart. ${c.title}</title>` +
    `<rect width="600" height="${height}" fill="#fff"/>` +
    `<text x="300" y="44" text-anchor="middle" font-family="system-ui,sans-serif" font-size="24" font-weight="700" fill="#${INK}">${c.title}</text>` +
    cells +
    `</svg>`
  );
}

