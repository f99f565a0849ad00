/**
 * Flat garment drawings, made by the shop itself so the demo looks like a real shop and
 * nothing is downloaded. Every drawing lives on a 400 x 500 (4:5) canvas; frames in
 * promo-svg.ts reuse the same garment group at other sizes.
 */

export const GARMENT_STYLES = [
  'leggings', 'churidar', 'shimmer', 'palazzo', 'pants', 'track', 'tummy', 'saree', 'bodyshaper',
  'camisole', 'panties', 'bra', 'boxers', 'printed-boxers', 'kids-leggings', 'kids-boxers', 'kids-pants',
] as const;
export type GarmentStyle = (typeof GARMENT_STYLES)[number];

export const GARMENT_VIEWS = ['front', 'back', 'detail'] as const;
export type GarmentView = (typeof GARMENT_VIEWS)[number];

type Shape = {
  label: string;
  body: string;
  band?: string;
  straps?: string;
  seams?: string;
  frontOnly?: string;
  backOnly?: string;
  /** Where the detail view zooms in. */
  focus: [number, number];
  extra?: 'shimmer' | 'print' | 'stripes' | 'ruching';
  kids?: boolean;
};

const LEG_BACK = 'M140 128Q200 150 260 128';
const LEGGINGS: Shape = {
  label: 'Leggings',
  band: 'M132 62H268V92H132Z',
  body: 'M132 92H268Q284 140 280 180L250 462H214L200 214L186 462H150L120 180Q116 140 132 92Z',
  seams: 'M154 444H186M214 444H246',
  frontOnly: 'M200 92V210',
  backOnly: LEG_BACK,
  focus: [200, 120],
};
const BOXERS: Shape = {
  label: 'Boxer shorts',
  band: 'M120 110H280V142H120Z',
  body: 'M120 142H280Q292 230 304 340L214 352L200 268L186 352L96 340Q108 230 120 142Z',
  seams: 'M100 324L186 336M214 336L300 324',
  frontOnly: 'M200 142V262M194 142q-6 24-14 36M206 142q6 24 14 36',
  backOnly: 'M130 176Q200 192 270 176',
  focus: [200, 170],
};
const TRACK: Shape = {
  label: 'Track pants',
  band: 'M134 62H266V96H134ZM140 440H188V464H140ZM212 440H260V464H212Z',
  body: 'M134 96H266Q280 136 282 176L260 440H212L200 230L188 440H140L118 176Q120 136 134 96Z',
  frontOnly: 'M192 96q-4 30-12 44M208 96q4 30 12 44',
  backOnly: LEG_BACK,
  focus: [200, 130],
  extra: 'stripes',
};

const SHAPES: Record<GarmentStyle, Shape> = {
  leggings: LEGGINGS,
  churidar: {
    ...LEGGINGS,
    label: 'Churidar leggings',
    body: 'M132 92H268Q284 140 280 180L240 470H216L200 214L184 470H160L120 180Q116 140 132 92Z',
    seams: '',
    focus: [200, 400],
    extra: 'ruching',
  },
  shimmer: { ...LEGGINGS, label: 'Shimmer leggings', extra: 'shimmer', focus: [200, 260] },
  palazzo: {
    label: 'Palazzo pants',
    band: 'M140 62H260V92H140Z',
    body: 'M140 92H260Q272 130 280 170L334 462H210L200 236L190 462H66L120 170Q128 130 140 92Z',
    seams: 'M165 96L128 458M235 96L272 458M72 444H188M212 444H328',
    backOnly: LEG_BACK,
    focus: [200, 130],
  },
  pants: {
    label: 'Straight pants',
    band: 'M134 62H266V90H134Z',
    body: 'M134 90H266Q280 130 282 170L270 464H208L200 226L192 464H130L118 170Q120 130 134 90Z',
    seams: 'M160 62V90M240 62V90M132 448H192M208 448H268',
    frontOnly: 'M140 92L158 140M260 92L242 140M200 90V200',
    backOnly: 'M146 120H178V150H146ZM222 120H254V150H222Z',
    focus: [200, 110],
  },
  track: TRACK,
  tummy: {
    label: 'Tummy tucker shapewear',
    band: 'M128 70H272V100H128Z',
    body: 'M128 100H272Q262 170 284 250L290 372H214L200 300L186 372H110L116 250Q138 170 128 100Z',
    seams: 'M160 104Q150 200 176 290M240 104Q250 200 224 290M112 356H186M214 356H288',
    focus: [200, 150],
  },
  saree: {
    label: 'Saree shapewear',
    band: 'M138 56H262V84H138Z',
    body: 'M138 84H262Q280 180 278 260Q280 380 304 466H96Q120 380 122 260Q120 180 138 84Z',
    seams: 'M160 90Q150 300 128 462M240 90Q250 300 272 462M100 450H300',
    focus: [200, 120],
  },
  bodyshaper: {
    label: 'Body shaper',
    straps: 'M156 60L150 142M244 60L250 142',
    band: 'M134 198H266V220H134Z',
    body: 'M140 140Q170 122 200 150Q230 122 260 140L268 200Q258 260 274 320L286 400H214L200 350L186 400H114L126 320Q142 260 132 200Z',
    seams: 'M142 152Q170 190 200 160Q230 190 258 152M118 386H186M214 386H282',
    frontOnly: 'M200 220V336',
    focus: [200, 180],
  },
  camisole: {
    label: 'Camisole',
    straps: 'M158 60L150 152M242 60L250 152',
    body: 'M140 150Q200 200 260 150Q270 290 290 440Q200 456 110 440Q130 290 140 150Z',
    seams: 'M146 164Q200 212 254 164M114 426Q200 442 286 426',
    focus: [200, 170],
  },
  panties: {
    label: 'Panties',
    band: 'M106 150H294V176H106Z',
    body: 'M106 176H294Q290 220 268 240Q226 262 216 332H184Q174 262 132 240Q110 220 106 176Z',
    seams: 'M112 192Q124 232 176 262M288 192Q276 232 224 262M186 312H214',
    focus: [200, 200],
  },
  bra: {
    label: 'Bra',
    straps: 'M150 100L160 204M250 100L240 204',
    band: 'M96 300H304V324H96Z',
    body: 'M100 250Q110 190 160 200Q190 206 200 250Q210 206 240 200Q290 190 300 250L304 300H96Z',
    seams: 'M160 202Q166 240 150 296M240 202Q234 240 250 296',
    focus: [200, 260],
  },
  boxers: BOXERS,
  'printed-boxers': { ...BOXERS, label: 'Printed boxer shorts', extra: 'print' },
  'kids-leggings': { ...LEGGINGS, label: 'Kids leggings', kids: true },
  'kids-boxers': { ...BOXERS, label: 'Kids boxer shorts', extra: 'print', kids: true },
  'kids-pants': { ...TRACK, label: 'Kids pants', kids: true },
};

export function isGarmentStyle(s: string): s is GarmentStyle {
  return (GARMENT_STYLES as readonly string[]).includes(s);
}

export function garmentLabel(style: GarmentStyle): string {
  return SHAPES[style].label;
}

/* Colour helpers: hex strings without '#', six lowercase digits. */
function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
export function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return x.map((v, i) => Math.round(v + (y[i]! - v) * t).toString(16).padStart(2, '0')).join('');
}
export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((v) => v / 255);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export type Palette = { fill: string; line: string; band: string; bg: string; glow: string };

export function paletteFor(hex: string): Palette {
  const lum = luminance(hex);
  const line = lum < 0.12 ? mix(hex, 'ffffff', 0.3) : mix(hex, '000000', lum > 0.8 ? 0.45 : 0.38);
  const band = lum < 0.12 ? mix(hex, 'ffffff', 0.1) : mix(hex, '000000', 0.14);
  // Pale garments would vanish on a pale tint, so they sit on a soft plum tint instead.
  const bg = lum > 0.78 ? 'ece4f1' : mix(hex, 'fbf8f4', 0.86);
  return { fill: hex, line, band, bg, glow: mix(bg, 'ffffff', 0.55) };
}

const SPARKLES = [[150, 150], [248, 180], [170, 250], [236, 290], [160, 360], [240, 400], [206, 130], [168, 420]];
const HEART = 'M0 6C0 0 8 0 8 6C8 0 16 0 16 6C16 12 8 16 8 20C8 16 0 12 0 6Z';

/** Shared <defs> for one garment; `p` prefixes ids so several garments fit in one document. */
function defs(shape: Shape, view: GarmentView, p: string): string {
  const flip = view === 'back' ? ' x1="1" x2="0"' : '';
  let out = `<path id="${p}b" d="${shape.body}"/>`;
  out += `<linearGradient id="${p}s"${flip}><stop offset="0" stop-color="#fff" stop-opacity=".24"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".18"/></linearGradient>`;
  if (shape.extra === 'print' || shape.kids)
    out += `<pattern id="${p}p" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="6" cy="6" r="3.2" fill="#fff" fill-opacity=".6"/><circle cx="17" cy="17" r="2" fill="#f2a900" fill-opacity=".8"/></pattern>`;
  if (shape.extra === 'shimmer') out += `<path id="${p}x" d="M0-8L2-2L8 0L2 2L0 8L-2 2L-8 0L-2-2Z" fill="#fff" opacity=".9"/>`;
  if (view === 'detail')
    out += `<pattern id="${p}k" width="4" height="4" patternUnits="userSpaceOnUse"><path d="M0 4L4 0" stroke="#000" stroke-opacity=".12" stroke-width=".6"/></pattern>`;
  return out;
}

/** The garment drawing in 400 x 500 space: returns its defs and its shapes. */
export function garmentParts(style: GarmentStyle, hex: string, view: GarmentView, p = 'g'): { defs: string; art: string } {
  const s = SHAPES[style];
  const c = paletteFor(hex);
  const seams = [s.seams, view === 'back' ? s.backOnly : s.frontOnly].filter(Boolean).join('');
  let art = '';
  if (s.straps) art += `<path d="${s.straps}" stroke="#${c.line}" stroke-width="9" stroke-linecap="round"/><path d="${s.straps}" stroke="#${c.band}" stroke-width="6" stroke-linecap="round"/>`;
  art += `<g stroke="#${c.line}" stroke-width="2.2" stroke-linejoin="round"><use href="#${p}b" fill="#${c.fill}"/>`;
  if (s.band) art += `<path d="${s.band}" fill="#${c.band}"/>`;
  art += '</g>';
  if (s.extra === 'print' || s.kids) art += `<use href="#${p}b" fill="url(#${p}p)"/>`;
  if (view === 'detail') art += `<use href="#${p}b" fill="url(#${p}k)"/>`;
  art += `<use href="#${p}b" fill="url(#${p}s)"/>`;
  if (seams) art += `<path d="${seams}" fill="none" stroke="#${c.line}" stroke-width="1.6" stroke-dasharray="5 3"/>`;
  if (s.extra === 'stripes') art += '<path d="M125 104L142 436M275 104L258 436" stroke="#fff" stroke-opacity=".85" stroke-width="6"/>';
  if (s.extra === 'ruching') {
    const r = [416, 428, 440, 452].map((y) => `M164 ${y}q10 6 20 0M216 ${y}q10 6 20 0`).join('');
    art += `<path d="${r}" fill="none" stroke="#${c.line}" stroke-width="1.6"/>`;
  }
  if (s.extra === 'shimmer') art += SPARKLES.map(([x, y]) => `<use href="#${p}x" x="${x}" y="${y}"/>`).join('');
  if (s.kids && view !== 'back') art += `<path d="${HEART}" transform="translate(${s.focus[0] - 50} ${s.focus[1] + 10}) scale(1.4)" fill="#f2a900" stroke="#${c.line}"/>`;
  if (view === 'back' && s.band) {
    const m = /M(\d+) (\d+)H(\d+)/.exec(s.band);
    if (m) art += `<rect x="192" y="${Number(m[2]) + 6}" width="16" height="12" rx="2" fill="#fff" stroke="#${c.line}"/>`;
  }
  let group = art;
  if (s.kids) group = `<g transform="translate(36 60) scale(.82)">${group}</g>`;
  if (view === 'detail') {
    // Kids drawings are shrunk by .82 about (36, 60), so the focus point moves with them.
    const [fx, fy] = s.kids ? [36 + s.focus[0] * 0.82, 60 + s.focus[1] * 0.82] : s.focus;
    const k = 2.6;
    group = `<g transform="translate(${200 - fx * k} ${250 - fy * k}) scale(${k})">${group}</g>`;
  }
  return { defs: defs(s, view, p), art: group };
}

export function garmentSvg(style: GarmentStyle, hex: string, view: GarmentView): string {
  const c = paletteFor(hex);
  const { defs: d, art } = garmentParts(style, hex, view);
  const title = `${garmentLabel(style)} in colour #${hex}, ${view} view`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500" width="400" height="500" role="img" aria-labelledby="t">` +
    `<title id="t">${title}</title><defs>${d}</defs>` +
    `<rect width="400" height="500" fill="#${c.bg}"/>` +
    `<circle cx="200" cy="250" r="178" fill="#${c.glow}" opacity=".7"/>` +
    (view === 'detail' ? '' : '<ellipse cx="200" cy="478" rx="130" ry="9" fill="#1f1a24" opacity=".08"/>') +
    art +
    '</svg>'
  );
}
