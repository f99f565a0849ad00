/**
 * The words of a return or exchange (issue 18), shared by the shop, the console and the server:
 * reasons, statuses and how each reads to a shopper.
 */
export const RETURN_REASONS = ['sizeTooSmall', 'sizeTooBig', 'damaged', 'wrongItem', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_KINDS = ['exchange', 'refund'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'pickupScheduled', 'received', 'exchangeShipped', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/**
 * Requests waiting on staff: to approve or reject, to book a pickup for (or receive), to refund
 * or send the exchange for. A scheduled pickup waits on the courier, the rest are done.
 */
export const RETURNS_TO_ACT_ON = ['requested', 'approved', 'received'] as const satisfies readonly ReturnStatus[];
/** The returns queue's filter: one status, or every request waiting on staff. */
export type ReturnQueueFilter = ReturnStatus | 'toActOn';

export type RefundMethod = 'original' | 'upi' | 'bank';
export type LineOutcome = 'restock' | 'writeOff';

export const REASON_LABELS: Record<ReturnReason, string> = {
  sizeTooSmall: 'Size too small',
  sizeTooBig: 'Size too big',
  damaged: 'Damaged',
  wrongItem: 'Wrong item',
  other: 'Other',
};

export const STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  pickupScheduled: 'Pickup scheduled',
  received: 'Received and checked',
  exchangeShipped: 'Exchange shipped',
  refunded: 'Refunded',
};

/** Size reasons default to an exchange: the shopper most likely wants the garment in another size. */
export const isSizeReason = (r: ReturnReason) => r === 'sizeTooSmall' || r === 'sizeTooBig';

/** Damaged or wrong items need an unboxing video or photos, as the policy says. */
export const needsEvidence = (r: ReturnReason) => r === 'damaged' || r === 'wrongItem';

/** The largest evidence file: an unboxing video from a phone. */
export const MAX_EVIDENCE_BYTES = 100 * 1024 * 1024;

/** Order event kinds of a return's steps (written on the original order). */
export const RETURN_EVENT_KINDS = {
  requested: 'returnRequested',
  approved: 'returnApproved',
  rejected: 'returnRejected',
  pickupScheduled: 'returnPickupScheduled',
  received: 'returnReceived',
  exchangeShipped: 'exchangeShipped',
  refunded: 'returnRefunded',
} as const satisfies Record<ReturnStatus, string>;
