/** A code as the console shows and edits it: rupees, and times as ISO text. */
export type AdminDiscount = {
  id: string;
  code: string;
  kind: 'percent' | 'flat' | 'freeShipping';
  value: number;
  cap: number | null;
  minOrder: number;
  startsAt: string | null;
  endsAt: string | null;
  totalUses: number | null;
  usesPerCustomer: number | null;
  usedCount: number;
  firstOrderOnly: boolean;
  productIds: string[];
  categoryIds: string[];
  combinesWithOffers: boolean;
  paused: boolean;
};
