import { createHash } from 'node:crypto';
import type { CreateOrderInput } from '#lib/validation/order';

/**
 * What an order request asks for, hashed: the lines (product, colour, size, quantity), the
 * address, the payment method and the figures. Display fields a client adds to a line are left
 * out, so a retry of the same cart matches even if the client decorates it differently.
 */
export function orderFingerprint(input: CreateOrderInput): string {
  const canonical = {
    items: input.orderItems.map((i) => [i.productId, i.selectedColor, i.selectedSize, i.quantity]),
    addressId: input.addressId,
    paymentMethod: input.paymentMethod,
    figures: [input.subtotal, input.shippingCharge, input.total],
    // Only with a code, so the fingerprints of orders without one stay as they were.
    ...(input.discountCode ? { code: input.discountCode.toUpperCase(), discount: input.discount ?? null } : {}),
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}
