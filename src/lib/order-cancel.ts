import { ORDER_STATUS } from './order-status';

/**
 * When a shopper may cancel their own order from My Account (issue 28, item 8): while it waits
 * for confirmation or is confirmed, before anyone starts packing it. Later, staff decide (the
 * console's cancel reaches further: held and partly packed orders). The island hides the button
 * by the same rule the server refuses with, so both say the same words.
 */
export const SHOPPER_CANCEL_REFUSALS = {
  packing: 'We have started packing this order, so it can no longer be cancelled. Please contact us if you need help with it.',
  shipped: 'This order has already left our warehouse, so it can no longer be cancelled.',
  cancelled: 'This order is already cancelled.',
  onHold: 'This order is on hold with our team, so it cannot be cancelled here. Please contact us and we will help.',
} as const;

export function shopperCancelRefusal(status: number): string | null {
  switch (status) {
    case ORDER_STATUS.WAITING:
    case ORDER_STATUS.CONFIRMED:
      return null;
    case ORDER_STATUS.CANCELLED:
      return SHOPPER_CANCEL_REFUSALS.cancelled;
    case ORDER_STATUS.ON_HOLD:
      return SHOPPER_CANCEL_REFUSALS.onHold;
    case ORDER_STATUS.PARTIALLY_FULFILLED:
      return SHOPPER_CANCEL_REFUSALS.packing;
    default:
      return SHOPPER_CANCEL_REFUSALS.shipped;
  }
}

export const CANCEL_REASON_MAX = 300;
