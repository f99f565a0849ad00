/**
 * What the shop pays back when a piece is exchanged for a size or colour that lists for less
 * (issue 35 item 5): the share of what was actually paid for the pieces (after a multi-buy offer
 * or the 'Pay now and save' discount) by which the chosen size lists below the bought one. Both
 * list prices are read at the same time, so a later price change of both moves nothing; the
 * ratio is applied to what was paid, so a discount the shopper had is kept on the cheaper piece
 * too. A dearer or equal size gives nothing back (a dearer one is never an exchange).
 */
export function exchangeDifferencePaise(paidPaise: number, boughtListPaise: number, chosenListPaise: number): number {
  if (chosenListPaise >= boughtListPaise || boughtListPaise <= 0 || paidPaise <= 0) return 0;
  return Math.round((paidPaise * (boughtListPaise - chosenListPaise)) / boughtListPaise);
}
