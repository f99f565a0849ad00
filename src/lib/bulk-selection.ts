/**
 * The product page's bulk selection (spec sections 4 and 5): above quantity 1 the shopper picks
 * a size and a colour for every unit. Pure, so the picker and the tests share it.
 */
export type BulkItem = { colorId: string | null; sizeId: string | null };

/** Grows with empty rows or shrinks from the end, keeping the choices already made. */
export function resizeBulk(items: readonly BulkItem[], quantity: number): BulkItem[] {
  if (quantity <= 1) return [];
  const next = items.slice(0, quantity);
  while (next.length < quantity) next.push({ colorId: null, sizeId: null });
  return next;
}

export function removeBulkItem(items: readonly BulkItem[], index: number): BulkItem[] {
  return items.filter((_, i) => i !== index);
}

export function incompleteCount(items: readonly BulkItem[]): number {
  return items.filter((item) => !item.colorId || !item.sizeId).length;
}

export function incompleteMessage(count: number): string {
  return `Please select size and color for all ${count} incomplete item(s)`;
}
