import { z } from 'zod';
import { GARMENT_STYLES, GARMENT_VIEWS, garmentSvg, type GarmentStyle, type GarmentView } from './garment-svg';
import { bannerSvg, instaSvg, INSTA_COUNT, sizeChartSvg } from './promo-svg';

/**
 * The image names the shop serves under /img/, one family each:
 *   g-{style}-{hex}-{view}.svg   a garment in a colour (product photos, category and collection tiles)
 *   banner-{1|2}-{desktop|mobile}.svg, insta-{1..6}.svg, sizechart-{women|kids}.svg
 * Anything else is unknown (404), so the endpoint never draws arbitrary input.
 */
export const garmentImage = (style: GarmentStyle, hex: string, view: GarmentView = 'front') =>
  `/img/g-${style}-${hex.replace(/^#/, '').toLowerCase()}-${view}.svg`;

const styles = GARMENT_STYLES.join('|');
const GARMENT = new RegExp(`^g-(${styles})-([0-9a-f]{6})-(${GARMENT_VIEWS.join('|')})\\.svg$`);
const BANNER = /^banner-([12])-(desktop|mobile)\.svg$/;
const INSTA = /^insta-([1-9])\.svg$/;
const CHART = /^sizechart-(women|kids)\.svg$/;

export const ImageNameSchema = z.string().max(80);

export function drawImage(name: string): string | null {
  let m = GARMENT.exec(name);
  if (m) return garmentSvg(m[1] as GarmentStyle, m[2]!, m[3] as GarmentView);
  m = BANNER.exec(name);
  if (m) return bannerSvg(Number(m[1]) as 1 | 2, m[2] as 'desktop' | 'mobile');
  m = INSTA.exec(name);
  if (m && Number(m[1]) <= INSTA_COUNT) return instaSvg(Number(m[1]));
  m = CHART.exec(name);
  if (m) return sizeChartSvg(m[1] as 'women' | 'kids');
  return null;
}
