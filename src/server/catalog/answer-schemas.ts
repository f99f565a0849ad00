import { z } from 'zod';
import { idSchema } from '#lib/validation/id';
import type {
  CategoryTile,
  Collection,
  MenuItem,
  Offer,
  ProductDetail,
  ProductSummary,
  ShippingCost,
  Subcategory,
} from '#lib/catalog-types';

/**
 * The `data` of the catalog routes' answers, for the OpenAPI document and the test that checks
 * real answers against it. Strict, so a field the server starts sending fails that test until
 * it is described here; `satisfies` ties each schema to the type the server code returns.
 */
const id = idSchema('must be a 24-character hex id');
const rupees = z.number().min(0).describe('rupees');
const grams = z.number().min(0).describe('grams');

export const OfferSchema = z.strictObject({ quantity: z.number().int(), offerPrice: rupees, isVisible: z.boolean() }) satisfies z.ZodType<Offer>;

const CategoryRefSchema = z.strictObject({ _id: id, name: z.string(), slug: z.string() });

const summaryShape = {
  _id: id,
  name: z.string(),
  slug: z.string(),
  type: z.union([z.literal(1), z.literal(2)]).describe('1 Best Seller, 2 Featured'),
  badge: z.string().nullable(),
  categoryName: z.string(),
  subCategoryName: z.string().nullable(),
  categoryId: CategoryRefSchema,
  subCategoryId: CategoryRefSchema.nullable(),
  image: z.string().describe('first image of the first colour'),
  price: rupees.describe('lowest size price of the first colour, rupees'),
  strikedPrice: rupees.describe('MRP of that size, rupees; struck only when above price'),
  colorCount: z.number().int(),
  averageRating: z.number().min(1).max(5).nullable().describe('mean of the published reviews to one decimal; null with none'),
  reviewCount: z.number().int().min(0).describe('how many published reviews'),
};

export const ProductSummarySchema = z.strictObject(summaryShape) satisfies z.ZodType<ProductSummary>;

const SizeSchema = z.strictObject({ _id: id, name: z.string(), price: rupees, strikedPrice: rupees, weight: grams, offers: z.array(OfferSchema) });

export const ProductDetailSchema = z.strictObject({
  ...summaryShape,
  description: z.string(),
  sizeChart: z.string().nullable(),
  youTube: z.strictObject({ url: z.string(), thumbnailImg: z.string().nullable() }).nullable(),
  specifications: z.array(z.strictObject({ key: z.string(), value: z.string() })),
  defaultOffers: z.array(OfferSchema),
  weight: grams,
  colorVariants: z.array(
    z.strictObject({ _id: id, name: z.string(), colorCode: z.string(), images: z.array(z.string()), sizes: z.array(SizeSchema) }),
  ),
  ratings: z.array(
    z.strictObject({
      _id: id,
      customerName: z.string(),
      rating: z.number(),
      createdAt: z.string(),
      review: z.string(),
      images: z.array(z.string()),
    }),
  ).describe('the newest 10 published reviews (title and text joined in review, photo refs in images)'),
}) satisfies z.ZodType<ProductDetail>;

export const CategoryTileSchema = z.strictObject({
  _id: id,
  name: z.string(),
  categoryName: z.string(),
  image: z.string(),
  categorySlug: z.string(),
  productSlug: z.string().nullable(),
  isSubcategoryPresent: z.boolean(),
  isSubCategoryPresent: z.boolean(),
}) satisfies z.ZodType<CategoryTile>;

export const SubcategorySchema = z.strictObject({
  _id: id,
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  productSlug: z.string().nullable(),
  categoryId: id,
}) satisfies z.ZodType<Subcategory>;

export const MenuItemSchema = z.strictObject({
  _id: z.string(),
  menu: z.string(),
  path: z.string(),
  slug: z.string().nullable(),
  categoryId: z.string().nullable(),
  isSubCategoryPresent: z.boolean(),
  subMenu: z.array(z.strictObject({ _id: z.string(), name: z.string(), productId: z.strictObject({ _id: z.string(), slug: z.string() }) })),
}) satisfies z.ZodType<MenuItem>;

export const CollectionSchema = z.strictObject({
  _id: z.string(),
  label: z.string(),
  img: z.string(),
  slug: z.string(),
  productId: z.string().nullable(),
  style: z.string().nullable(),
  hover: z.string().nullable(),
  objectPos: z.string().nullable(),
}) satisfies z.ZodType<Collection>;

export const ShippingCostSchema = z.strictObject({
  cod: rupees.describe('shipping charge with cash on delivery, rupees'),
  onlinePayment: rupees.describe('shipping charge when paid online, rupees'),
  weight: grams,
  codFee: rupees.describe("the cash-on-delivery charge, rupees, a line of its own on a COD order's total; 0 for none"),
  freeShipping: z
    .strictObject({
      states: z.array(z.string()).describe('state names of the delivery address; empty for all of India'),
      payment: z.enum(['online', 'any']).describe("'online': only online payments ship free"),
      minOrder: rupees.describe("the goods' value from which shipping is free, rupees; 0 for every order"),
    })
    .nullable()
    .describe('the rule under which an order pays no shipping (order/create applies the same); null for none'),
}) satisfies z.ZodType<ShippingCost>;
