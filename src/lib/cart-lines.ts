import type { ColorVariant, Offer, ProductDetail, Size } from './catalog-types';
import type { CartLine, NewCartLine } from './cart-schema';
import { toPaise } from './money';
import { effectiveOffers, groupCart, type OfferPaise, type PriceGroup, type PricedLine } from './pricing';

/** Offers of a size in paise; a size without its own offers uses the product's default offers. */
export function offersInPaise(sizeOffers: readonly Offer[], defaultOffers: readonly Offer[] = []): OfferPaise[] {
  return effectiveOffers(sizeOffers, defaultOffers).map((o) => ({ quantity: o.quantity, offerPricePaise: toPaise(o.offerPrice), isVisible: o.isVisible }));
}

export type CartPricedLine = PricedLine & { line: CartLine };

export function toPricedLine(line: CartLine): CartPricedLine {
  return {
    productId: line._id,
    unitPricePaise: toPaise(line.price),
    quantity: line.quantity,
    offers: offersInPaise(line.selectedSize.offers),
    line,
  };
}

export type CartTotals = { groups: PriceGroup<CartPricedLine>[]; totalPaise: number; listTotalPaise: number };

/** The cart's grouped offer pricing, as the cart page and checkout show it. */
export function cartTotals(items: readonly CartLine[]): CartTotals {
  const { groups, totalPaise } = groupCart(items.map(toPricedLine));
  return { groups, totalPaise, listTotalPaise: groups.reduce((s, g) => s + g.listSubtotalPaise, 0) };
}

/** A cart line for one colour and size of a product (the store assigns customId). */
export function lineFromProduct(product: ProductDetail, color: ColorVariant, size: Size, quantity: number): NewCartLine {
  const offers = [...effectiveOffers(size.offers, product.defaultOffers)];
  return {
    _id: product._id,
    name: product.name,
    slug: product.slug,
    price: size.price,
    image: color.images[0] ?? product.image,
    weight: { unit: 'g', value: size.weight || product.weight },
    color: color.name,
    size: size.name,
    quantity,
    selectedSize: { _id: size._id, name: size.name, price: size.price, strikedPrice: size.strikedPrice, weight: size.weight, offers },
    selectedColor: { _id: color._id, name: color.name, colorCode: color.colorCode },
    productDetails: {
      product: {
        _id: product._id,
        name: product.name,
        slug: product.slug,
        categoryName: product.categoryName,
        subCategoryName: product.subCategoryName,
      },
    },
  };
}
