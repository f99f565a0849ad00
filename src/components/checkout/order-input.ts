import type { CartLine } from '#lib/cart-schema';
import type { PaymentMethod } from '#lib/shipping';
import type { CreateOrderInput } from '#lib/validation/order';

/**
 * The order/create payload from the cart. Only product, colour variant, size and quantity bind
 * the server; the display fields are sent as the original client did and re-derived there.
 */
export function buildOrderInput(
  items: readonly CartLine[],
  figures: { subtotal: number; shippingCharge: number; codFee?: number; weight: number; method: PaymentMethod; addressId: string; code?: { text: string; discount: number } | null },
): CreateOrderInput {
  return {
    orderItems: items.map((l) => ({
      productId: l._id,
      selectedColor: l.selectedColor._id,
      selectedSize: l.selectedSize.name,
      quantity: l.quantity,
      productName: l.name,
      price: l.price,
      slug: l.slug,
      categoryName: l.productDetails?.product.categoryName ?? '',
      selectedImage: l.image,
      weight: l.weight.value,
    })),
    totalWeight: figures.weight,
    subtotal: figures.subtotal,
    shippingCharge: figures.shippingCharge,
    // The COD charge is not a field of the spec's payload; it is inside the total, which the server checks.
    total: Math.round((figures.subtotal - (figures.code?.discount ?? 0) + figures.shippingCharge + (figures.codFee ?? 0)) * 100) / 100,
    paymentMethod: figures.method,
    addressId: figures.addressId,
    // A code and the saving the shopper was shown; the server prices it again and checks it.
    ...(figures.code ? { discountCode: figures.code.text, discount: figures.code.discount } : {}),
  };
}
