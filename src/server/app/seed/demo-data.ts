import type { GarmentStyle } from '#server/catalog';

/**
 * The demo shop's catalog as plain data: believable Indian names and prices (rupees), drawn
 * garments instead of photos. demo-catalog.ts turns it into rows.
 */
export type DemoProduct = {
  name: string;
  price: number;
  type?: 1 | 2;
  badge?: string;
  colours?: number;
  noOffers?: boolean;
  pack?: string;
  /** Sold at its MRP (no struck price); else the MRP is about a quarter above the price. */
  atMrp?: boolean;
  /** These exact review ratings; else three to eight drawn at random. [] is a product nobody has reviewed yet. */
  reviews?: number[];
};

export type DemoSubcategory = { slug: string; name: string; style: GarmentStyle; weight: number; products: DemoProduct[] };
export type DemoCategory = { slug: string; name: string; kids?: boolean; subcategories: DemoSubcategory[] };

export const COLOURS: ReadonlyArray<[name: string, hex: string]> = [
  ['Black', '1c1c1c'],
  ['Maroon', '7a1f2b'],
  ['Off White', 'f7f5f0'],
  ['Mustard', 'd9a21b'],
  ['Navy Blue', '1f2a56'],
  ['Rani Pink', 'd6246e'],
  ['Mint Green', 'a8dcc4'],
  ['Parrot Green', '5fb83a'],
  ['Skin', 'e7c2a2'],
  ['Plum', '5b2a86'],
  ['Grey Melange', '8a8a8a'],
  ['Wine', '5a1a32'],
  ['Teal', '1b7a7a'],
  ['Coral', 'f26b5b'],
  ['Sky Blue', '7fb8e6'],
  ['Lavender', 'b9a6dd'],
  ['Bottle Green', '1f5a3a'],
  ['Peach', 'f6c6a8'],
  ['Chocolate', '5a3a22'],
  ['Red', 'c62828'],
];

export const WOMEN_SIZES = ['S', 'M', 'L', 'XL', 'XXL', '3XL'];
export const KIDS_SIZES = ['2-3Y', '4-5Y', '6-7Y', '8-9Y', '10-11Y', '12-13Y'];

export const CATALOG: DemoCategory[] = [
  {
    slug: 'leggings',
    name: 'Leggings',
    subcategories: [
      { slug: 'ankle-length', name: 'Ankle Length', style: 'leggings', weight: 180, products: [
        { name: 'Ankle Length Cotton Leggings', price: 449, type: 1, badge: 'Best Seller', colours: 20 },
        { name: 'High Waist Ankle Leggings', price: 499, type: 2, badge: 'New', colours: 6, reviews: [] },
        { name: 'Bamboo Soft Ankle Leggings', price: 549, type: 2, colours: 5, atMrp: true, reviews: [5, 4] },
      ] },
      { slug: 'churidar', name: 'Churidar', style: 'churidar', weight: 220, products: [
        { name: 'Churidar Leggings', price: 399, type: 1, badge: 'Best Seller', colours: 8 },
        { name: 'Extra Long Churidar Leggings', price: 459, type: 2, colours: 6 },
        { name: 'Churidar Leggings Combo (Pack of 2)', price: 749, type: 2, badge: 'Combo Offer', colours: 4, noOffers: true },
      ] },
      { slug: 'shimmer', name: 'Shimmer', style: 'shimmer', weight: 200, products: [
        { name: 'Shimmer Party Leggings', price: 599, type: 1, badge: 'Best Seller', colours: 5 },
        { name: 'Gold Foil Festive Leggings', price: 649, type: 2, badge: 'New', colours: 3 },
        { name: 'Glitter Ankle Leggings', price: 579, type: 2, colours: 4 },
      ] },
    ],
  },
  {
    slug: 'pants',
    name: 'Pants',
    subcategories: [
      { slug: 'palazzo', name: 'Palazzo', style: 'palazzo', weight: 300, products: [
        { name: 'Palazzo Pants', price: 599, type: 1, badge: 'Best Seller', colours: 7 },
        { name: 'Rayon Printed Palazzo', price: 649, type: 2, colours: 5 },
        { name: 'Flared Cotton Palazzo', price: 699, type: 2, badge: 'New', colours: 4 },
      ] },
      { slug: 'straight', name: 'Straight Pants', style: 'pants', weight: 320, products: [
        { name: 'Straight Cotton Pants', price: 649, type: 1, colours: 6 },
        { name: 'Cigarette Pants', price: 699, type: 2, colours: 5 },
        { name: 'Linen Blend Straight Pants', price: 799, type: 2, colours: 4 },
      ] },
      { slug: 'track', name: 'Track Pants', style: 'track', weight: 350, products: [
        { name: 'Side Stripe Track Pants', price: 549, type: 2, colours: 5 },
        { name: 'Cotton Jogger Pants', price: 599, type: 1, badge: 'Best Seller', colours: 6 },
        { name: 'Yoga Flex Pants', price: 699, type: 2, badge: 'New', colours: 4 },
      ] },
    ],
  },
  {
    slug: 'shapewear',
    name: 'Shapewear',
    subcategories: [
      { slug: 'tummy-tucker', name: 'Tummy Tucker', style: 'tummy', weight: 250, products: [
        { name: 'Tummy Tucker Shapewear', price: 699, type: 1, badge: 'Best Seller', colours: 3 },
        { name: 'High Waist Tummy Control Shorts', price: 749, type: 2, colours: 3 },
        { name: 'Seamless Tummy Tucker', price: 799, type: 2, colours: 2 },
      ] },
      { slug: 'saree-shapewear', name: 'Saree Shapewear', style: 'saree', weight: 280, products: [
        { name: 'Saree Shapewear', price: 649, type: 1, badge: 'Best Seller', colours: 5 },
        { name: 'Fish Cut Saree Shapewear', price: 699, type: 2, colours: 4 },
        { name: 'Cotton Lycra Saree Petticoat Shaper', price: 599, type: 2, colours: 6 },
      ] },
      { slug: 'body-shaper', name: 'Body Shaper', style: 'bodyshaper', weight: 300, products: [
        { name: 'Full Body Shaper', price: 899, type: 2, colours: 2 },
        { name: 'Thigh Slimmer Body Shaper', price: 849, type: 2, badge: 'New', colours: 3 },
        { name: 'Strapless Body Shaper', price: 949, type: 2, colours: 2, noOffers: true },
      ] },
    ],
  },
  {
    slug: 'inner-wear',
    name: 'Inner Wear',
    subcategories: [
      { slug: 'camisoles', name: 'Camisoles', style: 'camisole', weight: 130, products: [
        { name: 'Seamless Camisole', price: 349, type: 1, badge: 'Best Seller', colours: 6 },
        { name: 'Cotton Slip Camisole', price: 299, type: 2, colours: 5 },
        { name: 'Padded Camisole', price: 449, type: 2, colours: 4 },
      ] },
      { slug: 'panties', name: 'Panties', style: 'panties', weight: 120, products: [
        { name: 'Everyday Panties (Pack of 3)', price: 399, type: 1, badge: 'Combo Offer', colours: 5, pack: '3' },
        { name: 'High Waist Cotton Panties', price: 249, type: 2, colours: 6 },
        { name: 'Seamless Hipster Panties (Pack of 2)', price: 349, type: 2, colours: 4, pack: '2' },
      ] },
      { slug: 'bras', name: 'Bras', style: 'bra', weight: 140, products: [
        { name: 'Everyday Cotton Bra', price: 399, type: 2, colours: 5 },
        { name: 'Non Padded Sports Bra', price: 449, type: 1, colours: 4 },
        { name: 'T-Shirt Bra', price: 499, type: 2, badge: 'New', colours: 3 },
      ] },
    ],
  },
  {
    slug: 'boxer-shorts',
    name: 'Boxer Shorts',
    subcategories: [
      { slug: 'cotton-boxers', name: 'Cotton Boxers', style: 'boxers', weight: 160, products: [
        { name: 'Cotton Boxer Shorts', price: 299, type: 1, badge: 'Best Seller', colours: 6 },
        { name: 'Lounge Boxer Shorts with Pockets', price: 349, type: 2, colours: 5 },
        { name: 'Cycling Shorts', price: 329, type: 2, colours: 4 },
      ] },
      { slug: 'printed-boxers', name: 'Printed Boxers', style: 'printed-boxers', weight: 160, products: [
        { name: 'Polka Dot Boxer Shorts', price: 319, type: 2, colours: 4 },
        { name: 'Printed Sleep Shorts (Pack of 2)', price: 549, type: 2, badge: 'Combo Offer', colours: 3, pack: '2' },
        { name: 'Floral Boxer Shorts', price: 339, type: 2, badge: 'New', colours: 4 },
      ] },
    ],
  },
  {
    slug: 'kids',
    name: 'Kids',
    kids: true,
    subcategories: [
      { slug: 'kids-leggings', name: 'Kids Leggings', style: 'kids-leggings', weight: 120, products: [
        { name: 'Kids Rainbow Leggings', price: 299, type: 1, badge: 'Best Seller', colours: 6 },
        { name: 'Kids Cotton Ankle Leggings', price: 249, type: 2, colours: 8 },
        { name: 'Kids Shimmer Leggings', price: 329, type: 2, colours: 3 },
      ] },
      { slug: 'kids-boxers', name: 'Kids Boxers', style: 'kids-boxers', weight: 130, products: [
        { name: 'Kids Boxer Shorts (Pack of 2)', price: 349, type: 1, badge: 'Combo Offer', colours: 5, pack: '2' },
        { name: 'Kids Printed Boxers', price: 199, type: 2, colours: 4 },
        { name: 'Kids Sleep Shorts', price: 229, type: 2, colours: 4 },
      ] },
      { slug: 'kids-pants', name: 'Kids Pants', style: 'kids-pants', weight: 200, products: [
        { name: 'Kids Track Pants', price: 349, type: 2, colours: 5 },
        { name: 'Kids Cotton Joggers', price: 379, type: 2, badge: 'New', colours: 4 },
        { name: 'Kids Palazzo Pants', price: 399, type: 2, colours: 3 },
      ] },
    ],
  },
];

export const REVIEWERS = [
  'Priya S.', 'Lakshmi R.', 'Anitha K.', 'Divya M.', 'Kavya P.', 'Meena V.', 'Sneha T.', 'Revathi N.',
  'Fathima B.', 'Deepa J.', 'Nandhini G.', 'Swathi A.', 'Pooja R.', 'Harini S.', 'Shalini D.', 'Jaya L.',
];

export const REVIEW_TEXTS = [
  'Very soft fabric and the fit is perfect. Washed it twice and the colour has not faded.',
  'Comfortable for the whole day at office. Ordering two more colours.',
  'Good stretch and does not become see-through. Worth the price.',
  'Size chart was accurate. Delivery was quick to Coimbatore.',
  'Nice quality for the price. The waistband stays in place.',
  'Bought for my daughter, she loves the colours. Stitching is neat.',
  'Slightly long for me but the material is lovely.',
  'Cash on delivery made it easy. Packing was neat and the product matches the photos.',
  'Third time buying from Kanmani. Consistent quality every time.',
  'Fits well under kurtis. The offer price made it a great deal.',
  'Breathable cotton, perfect for Chennai weather.',
  'Colour is a little darker than the picture, but I like it.',
];

/** Days before the seed date (2026-11-01) that reviews were written: days, then months, then years. */
export const REVIEW_AGES = [2, 5, 9, 14, 21, 27, 35, 48, 63, 90, 120, 200, 300, 400, 520, 700];

export const SPECS_BY_STYLE: Partial<Record<GarmentStyle, string>> = {
  leggings: '95% Cotton, 5% Spandex',
  churidar: '92% Cotton, 8% Lycra',
  shimmer: 'Nylon Spandex with foil print',
  palazzo: 'Rayon',
  pants: 'Cotton Twill',
  track: 'Cotton Terry',
  tummy: 'Nylon Spandex power mesh',
  saree: 'Cotton Lycra',
  bodyshaper: 'Nylon Spandex',
  camisole: 'Cotton Modal',
  panties: '100% Cotton',
  bra: 'Cotton Spandex',
  boxers: '100% Cotton',
  'printed-boxers': '100% Cotton, printed',
};
