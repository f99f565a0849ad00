/** The list with the entry at `from` moved to `to` (both clamped to the list). */
export function moveEntry<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  const target = Math.max(0, Math.min(out.length - 1, to));
  if (from < 0 || from >= out.length || from === target) return out;
  const [entry] = out.splice(from, 1);
  out.splice(target, 0, entry as T);
  return out;
}
