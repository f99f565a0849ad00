/** The cart badge caps at '99+' (spec section 9). */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

export function cartLabel(count: number): string {
  return count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`;
}
