/**
 * A discount code's saving shared over the lines it applies to, by their value, to the paisa
 * (issue 29 item 3): each line takes the whole paise of its exact share, and the paise left over
 * go one each to the lines with the largest remainders (the earlier line on a tie), so the shares
 * add up to the discount exactly. Each line's per-piece value follows its new total: GST is
 * charged on it, and the apparel slab depends on it.
 */
export function shareByValue(values: readonly number[], discountPaise: number): number[] {
  const whole = values.reduce((s, v) => s + v, 0);
  if (discountPaise <= 0 || whole <= 0) return values.map(() => 0);
  const shares = values.map((v) => Math.floor((discountPaise * v) / whole));
  const remainders = values.map((v, index) => ({ index, rest: (discountPaise * v) % whole }));
  let left = discountPaise - shares.reduce((s, v) => s + v, 0);
  for (const { index } of remainders.sort((a, b) => b.rest - a.rest || a.index - b.index)) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** Lines as paid for: each line's share of the code's discount (stored on the line) taken off, its per-piece value following. */
export function afterCodeDiscount<L extends { quantity: number; unitPricePaise: number; lineTotalPaise: number; discountPaise?: number }>(lines: readonly L[]): L[] {
  return lines.map((line) => {
    if (!line.discountPaise) return line;
    const lineTotalPaise = line.lineTotalPaise - line.discountPaise;
    return { ...line, lineTotalPaise, unitPricePaise: Math.round(lineTotalPaise / line.quantity) };
  });
}
