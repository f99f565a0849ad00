import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { addLine, removeLine, replaceLines, updateLineQuantity } from '../lib/cart-actions';
import { decodeCart, EMPTY_CART, encodeCart, type Cart, type CartLine, type NewCartLine } from '../lib/cart-schema';

/**
 * The cart, saved in localStorage key 'cart' on every change (spec sections 4 and 9).
 * persistentAtom listens to the storage event by default, so two open tabs stay in sync.
 * Reading back is validated: a corrupt or foreign value becomes the empty cart.
 */
export const $cart = persistentAtom<Cart>('cart', EMPTY_CART, {
  encode: encodeCart,
  decode: decodeCart,
});

export const $cartCount = computed($cart, (cart) => cart.totalItems);

export function addToCart(line: NewCartLine): void {
  $cart.set(addLine($cart.get(), line));
}

export function removeFromCart(customId: string): void {
  $cart.set(removeLine($cart.get(), customId));
}

export function updateQuantity(customId: string, quantity: number): void {
  $cart.set(updateLineQuantity($cart.get(), customId, quantity));
}

export function replaceCart(items: readonly CartLine[]): void {
  $cart.set(replaceLines(items));
}

export function clearCart(): void {
  $cart.set(EMPTY_CART);
}
