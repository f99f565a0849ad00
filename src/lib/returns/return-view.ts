import type { RefundMethod, ReturnKind, ReturnReason, ReturnStatus } from './return-types';

/** What the shopper's order page knows about returning it: whether it may, and the request once made. */
/** `kind` is the step's order event kind, which the shop words in the page's language. */
export type ReturnStep = { kind: string; label: string; at: string };

export type ShopperReturn = {
  id: string;
  kind: ReturnKind;
  reason: ReturnReason;
  status: ReturnStatus;
  rejectionReason: string | null;
  refundMethod: RefundMethod | null;
  payoutMasked: string | null;
  pickup: { courier: string; awb: string; trackingUrl: string } | null;
  refundAmount: number | null;
  creditNoteNumber: string | null;
  exchangeOrderId: string | null;
  lines: { orderItemId: string; productName: string; colorName: string; sizeName: string; quantity: number; exchangeLabel: string | null }[];
  steps: ReturnStep[];
};

export type ReturnLineOption = {
  orderItemId: string;
  productName: string;
  colorName: string;
  sizeName: string;
  quantity: number;
  image: string;
  /** each choice with what one piece exchanged for it pays back (0 unless it lists for less) */
  choices: { sizeId: string; label: string; soldOut: boolean; differencePaise: number }[];
};

export type ReturnOptions = {
  /** null when the order may be returned now; otherwise why not, in a sentence */
  refusal: string | null;
  windowDays: number;
  closesAt: string | null;
  paymentMethod: number;
  lines: ReturnLineOption[];
  request: ShopperReturn | null;
};
