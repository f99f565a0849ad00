import { DomainError } from '#server/platform/errors';
import { refundPayment } from '#server/payments';
import type { StaffActionContext } from '#server/orders';
import { formatINR2 } from '#lib/money';

/** What a saved change of an order did to its money, in words staff read and in paise. */
export type ChangeOutcome = {
  totalPaise: number;
  differencePaise: number;
  /** the part of a lower total sent back through the gateway, and how the gateway took it */
  refund: { amountPaise: number; state: string } | null;
  /** a higher total on an order already paid online: what the shopper now owes */
  owedPaise: number;
  message: string;
};

export type SavedChange = {
  orderId: string;
  totalBeforePaise: number;
  totalPaise: number;
  differencePaise: number;
  /** what the ledger says goes back (recorded NEW with the change) and what the shopper still owes */
  refundPaise: number;
  owedPaise: number;
  refundKey: string;
  refundable: boolean;
};

/**
 * The money after a change is saved (a gateway call must not hold the order's lock):
 * - paid online, the shop now holds more than the new total: the refund recorded with the change
 *   goes through the gateway, idempotent by the change's own refund key; if the gateway does not
 *   take it, it stays NEW and 'Send refund again' sends it;
 * - paid online, the shop holds less than the new total: the ledger shows what the shopper owes.
 *   The shop has no pay link for a difference, so staff are told to collect it themselves;
 * - cash on delivery (or an online order not paid yet, at the same total): the courier collects the new total.
 */
export async function settleChange(ctx: StaffActionContext, c: SavedChange): Promise<ChangeOutcome> {
  const base = { totalPaise: c.totalPaise, differencePaise: c.differencePaise, refund: null, owedPaise: 0 };
  const total = formatINR2(c.totalPaise);
  if (!c.refundable) {
    if (c.differencePaise === 0) return { ...base, message: `Order changed. The total stays ${total}.` };
    return { ...base, message: `Order changed. The total is now ${total}, which the courier collects on delivery.` };
  }
  if (c.owedPaise > 0) {
    return { ...base, owedPaise: c.owedPaise, message: `Order changed. The total is now ${total}: the shopper owes ${formatINR2(c.owedPaise)} more, which the shop cannot ask for online. Collect it before shipping (for example by UPI) and note it on the order.` };
  }
  if (c.refundPaise === 0) {
    if (c.differencePaise === 0) return { ...base, message: `Order changed. The total stays ${total}.` };
    return { ...base, message: `Order changed. The total is now ${total}, which the shopper has paid: nothing is owed and nothing is refunded.` };
  }
  const amountPaise = c.refundPaise;
  try {
    const refund = await refundPayment({ orderId: c.orderId, amountPaise, actor: { kind: 'staff', id: ctx.staff.id }, key: c.refundKey });
    return { ...base, refund: { amountPaise, state: refund.state }, message: `Order changed. The total is now ${total}; ${formatINR2(amountPaise)} is refunded to the shopper through the payment gateway.` };
  } catch (err) {
    if (!(err instanceof DomainError && err.code === 'upstream_failed')) throw err;
    return {
      ...base,
      refund: { amountPaise, state: 'NEW' },
      message: `Order changed. The total is now ${total}, but the payment gateway did not accept the refund of ${formatINR2(amountPaise)} just now. Use 'Send refund again' on this page in a few minutes.`,
    };
  }
}
