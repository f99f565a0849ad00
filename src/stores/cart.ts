import { persistentAtom } from '@nanostores/persistent';
import { addLine, removeLine, replaceLines, updateLineQuantity } from '#lib/cart-actions';
import { decodeCart, EMPTY_CART, encodeCart, type Cart, type CartLine, type NewCartLine } from '#lib/cart-schema';
import { $cartCount, CART_STORAGE_KEY } from './cart-count';

/**
 * The cart, saved in localStorage key 'cart' on every change (spec sections 4 and 9).
 * persistentAtom listens to the storage event by default, so two open tabs stay in sync.
 * Reading back is validated: a corrupt or foreign value becomes the empty cart.
 */
export const $cart = persistentAtom<Cart>(CART_STORAGE_KEY, EMPTY_CART, {
  encode: encodeCart,
  decode: decodeCart,
});

// The validated count wins over the badge's quick read as soon as this store is loaded.
$cart.subscribe((cart) => $cartCount.set(cart.totalItems));

export { $cartCount };

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
