/**
 * The catalog as the API speaks it (spec section 3): field names of the original client,
 * money in rupees (numbers), weights in grams. Shared by the server, the pages and the islands.
 */
export type Offer = { quantity: number; offerPrice: number; isVisible: boolean };

export type Size = {
  _id: string;
  name: string;
  price: number;
  strikedPrice: number;
  /** grams */
  weight: number;
  offers: Offer[];
};

export type ColorVariant = {
  _id: string;
  name: string;
  colorCode: string;
  images: string[];
  sizes: Size[];
};

export type Rating = {
  _id: string;
  customerName: string;
  rating: number;
  createdAt: string;
  review: string;
  images: string[];
};

export type CategoryRef = { _id: string; name: string; slug: string };

/** What a product card and a search result need. */
export type ProductSummary = {
  _id: string;
  name: string;
  slug: string;
  /** 1 Best Seller, 2 Featured */
  type: 1 | 2;
  badge: string | null;
  categoryName: string;
  subCategoryName: string | null;
  categoryId: CategoryRef;
  subCategoryId: CategoryRef | null;
  /** first image of the first colour */
  image: string;
  /** lowest size price of the first colour, rupees */
  price: number;
  /** the MRP of that size, rupees; struck only when above price */
  strikedPrice: number;
  colorCount: number;
  /** mean of the published reviews to one decimal; null with none (then no stars show) */
  averageRating: number | null;
  /** how many published reviews */
  reviewCount: number;
};

export type ProductDetail = ProductSummary & {
  description: string;
  sizeChart: string | null;
  youTube: { url: string; thumbnailImg: string | null } | null;
  specifications: { key: string; value: string }[];
  defaultOffers: Offer[];
  /** grams */
  weight: number;
  colorVariants: ColorVariant[];
  /** the newest 10 published reviews (the product page lists them all itself, #server/reviews) */
  ratings: Rating[];
};

export type CategoryTile = {
  _id: string;
  name: string;
  categoryName: string;
  image: string;
  categorySlug: string;
  productSlug: string | null;
  isSubcategoryPresent: boolean;
  isSubCategoryPresent: boolean;
};

export type Subcategory = {
  _id: string;
  name: string;
  slug: string;
  image: string;
  productSlug: string | null;
  categoryId: string;
};

export type MenuItem = {
  _id: string;
  menu: string;
  path: string;
  slug: string | null;
  categoryId: string | null;
  isSubCategoryPresent: boolean;
  subMenu: { _id: string; name: string; productId: { _id: string; slug: string } }[];
};

export type Collection = {
  _id: string;
  label: string;
  img: string;
  slug: string;
  productId: string | null;
  style: string | null;
  hover: string | null;
  objectPos: string | null;
};

/** The merchant's free-shipping rule on the wire (rupees); null for none. */
export type FreeShippingWire = { states: string[]; payment: 'online' | 'any'; minOrder: number } | null;

/**
 * `codFee`: the merchant's cash-on-delivery charge in rupees, added on top of `cod` for method 1;
 * 0 for none. `freeShipping`: the rule under which an order pays no shipping at all (its address's
 * state, the payment method, the goods' value), the same one order/create applies.
 */
export type ShippingCost = { cod: number; onlinePayment: number; weight: number; codFee: number; freeShipping: FreeShippingWire };
