import type { ProductDetail } from './catalog-types';

/**
 * What the product picker island needs of a product. Its props are serialised into the page's
 * HTML, so reviews, copy and all but the first image of each colour (the gallery is server
 * HTML) stay out: the product page with 20 colours would otherwise carry them twice.
 */
export function pickerProduct(product: ProductDetail): ProductDetail {
  return {
    ...product,
    description: '',
    specifications: [],
    ratings: [],
    colorVariants: product.colorVariants.map((v) => ({ ...v, images: v.images.slice(0, 1) })),
  };
}
