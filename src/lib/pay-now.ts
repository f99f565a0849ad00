/**
 * 'Pay now and save' (issue 20 item 5): what a cash-on-delivery order costs once paid online
 * instead. It pays the online shipping rate, no COD charge, and the merchant's prepaid discount,
 * a whole percent of the goods rounded half up to whole paise. The goods are counted after a
 * discount code's saving, which the order keeps. Money in paise.
 */
export type PayNowQuote = { shippingPaise: number; prepaidDiscountPaise: number; totalPaise: number; savingPaise: number };

export function prepaidDiscountOf(subtotalPaise: number, percent: number): number {
  return Math.floor((subtotalPaise * percent * 2 + 100) / 200);
}

export function payNowQuote(o: { subtotalPaise: number; codeDiscountPaise?: number; totalPaise: number; onlineShippingPaise: number; discountPercent: number }): PayNowQuote {
  const goodsPaise = o.subtotalPaise - (o.codeDiscountPaise ?? 0);
  const prepaidDiscountPaise = prepaidDiscountOf(goodsPaise, o.discountPercent);
  const totalPaise = goodsPaise - prepaidDiscountPaise + o.onlineShippingPaise;
  return { shippingPaise: o.onlineShippingPaise, prepaidDiscountPaise, totalPaise, savingPaise: o.totalPaise - totalPaise };
}

/**
 * Takes a discount off the lines in proportion to their value, with running rounding so the
 * parts add up to the discount exactly; each line's per-piece price follows its new total. The
 * tax invoice taxes these values: a discount known before supply lowers the taxable value.
 */
export function spreadDiscount<L extends { quantity: number; unitPricePaise: number; lineTotalPaise: number }>(lines: readonly L[], discountPaise: number): L[] {
  const whole = lines.reduce((s, l) => s + l.lineTotalPaise, 0);
  if (discountPaise <= 0 || whole === 0) return [...lines];
  let before = 0;
  let done = 0;
  return lines.map((line) => {
    done += line.lineTotalPaise;
    const upTo = Math.round((discountPaise * done) / whole);
    const part = upTo - before;
    before = upTo;
    const lineTotalPaise = line.lineTotalPaise - part;
    return { ...line, lineTotalPaise, unitPricePaise: Math.round(lineTotalPaise / line.quantity) };
  });
}
