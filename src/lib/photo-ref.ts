/**
 * How a colour's photo is written in `color_variants.images`, and how the storefront turns it
 * into `<picture>` sources. A pipeline photo is `/media/{hash}-{width}x{height}.webp`: the hash
 * names its content (so its files never change and are cached forever), the size is the
 * source's, so a page can reserve the box before a byte arrives. The reference is itself the
 * address of a mid-sized WebP, so every place that only wants one image (a cart line kept in an
 * order, a search hit, og:image) keeps working with it as a plain `src`. Anything else (the
 * seed's old SVG paths, an outside URL) is a plain image address and stays one `<img>`.
 */
export const PHOTO_WIDTHS = [320, 640, 960, 1280, 1600] as const;
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** The product page gallery's slide width (half the page from 768 px, capped by the page width); its preload says the same. */
export const GALLERY_SIZES = '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw';

export type PhotoRef = { hash: string; width: number; height: number };

const REF = /^\/media\/([0-9a-f]{32})-(\d{1,5})x(\d{1,5})\.webp$/;

export const photoRef = (p: PhotoRef) => `/media/${p.hash}-${p.width}x${p.height}.webp`;

export function parsePhotoRef(ref: string): PhotoRef | null {
  const m = REF.exec(ref);
  if (!m) return null;
  return { hash: m[1]!, width: Number(m[2]), height: Number(m[3]) };
}

/**
 * The widths made for a source: the five steps up to the source's own width, never beyond it.
 * A source between two steps adds its own width as the last one (a 1100-px photo gets 320, 640,
 * 960 and 1100), so the sharpest file is the source's full detail and nothing is upscaled.
 */
export function photoWidths(sourceWidth: number): number[] {
  const steps: number[] = PHOTO_WIDTHS.filter((w) => w <= sourceWidth);
  const largest = Math.min(sourceWidth, 1600);
  if (!steps.includes(largest)) steps.push(largest);
  return steps;
}

/** The width a reference's own address serves: the first step of at least 640 px. */
export function plainWidth(sourceWidth: number): number {
  const widths = photoWidths(sourceWidth);
  return widths.find((w) => w >= 640) ?? widths[widths.length - 1]!;
}

export const photoFile = (hash: string, width: number, format: PhotoFormat) => `${hash}-${width}.${format}`;
export const photoUrl = (hash: string, width: number, format: PhotoFormat) => `/media/${photoFile(hash, width, format)}`;

export type PhotoSources = {
  /** the `<img>` fallback address (and the only one for a plain image) */
  src: string;
  /** per format, a `srcset` list; empty for a plain image */
  sets: { type: `image/${PhotoFormat}`; srcset: string }[];
  /** the intrinsic aspect, for width and height attributes */
  width: number;
  height: number;
};

/** What a page needs to show `ref`: for a plain image, `fallback` gives its box (the drawn garments are 4:5). */
export function photoSources(ref: string, fallback: { width: number; height: number } = { width: 800, height: 1000 }): PhotoSources {
  const p = parsePhotoRef(ref);
  if (!p) return { src: ref, sets: [], ...fallback };
  const widths = photoWidths(p.width);
  const height = (w: number) => Math.round((p.height * w) / p.width);
  const middle = plainWidth(p.width);
  return {
    src: photoUrl(p.hash, middle, 'webp'),
    sets: PHOTO_FORMATS.map((f) => ({ type: `image/${f}` as const, srcset: widths.map((w) => `${photoUrl(p.hash, w, f)} ${w}w`).join(', ') })),
    width: middle,
    height: height(middle),
  };
}
