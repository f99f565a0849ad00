import type { PaymentState } from '#server/platform/db/schema/index';

import type { GatewayName } from '#lib/payment-gateways';

export { GATEWAY_NAMES, type GatewayName } from '#lib/payment-gateways';

export type CreatePaymentRequest = {
  attemptId: string;
  merchantOrderId: string;
  amountPaise: number;
  /** where the shopper's browser comes back to (our order status page) */
  returnUrl: string;
  customerMobile: string;
};

export type CreatePaymentResult = { redirectUrl: string; gatewayOrderId: string | null };

/** What a gateway says about one attempt, from a verified callback or a status check. */
export type GatewayUpdate = {
  merchantOrderId: string;
  state: PaymentState;
  /** paise, when the gateway states it (checked against the attempt) */
  amountPaise: number | null;
  transactionId: string | null;
  gatewayOrderId: string | null;
};

/** What a gateway says about a refund: PENDING until the money is back with the shopper. */
export type GatewayRefund = { state: 'PENDING' | 'COMPLETED' | 'FAILED'; gatewayRefundId: string | null };

/** The attempt whose money goes back, as the gateway knows it. */
export type RefundTarget = { merchantOrderId: string; amountPaise: number };

/**
 * Our id for a refund of `amountPaise` from one attempt: the same request always carries the same
 * id, so a gateway that already has it does not refund twice. At most 63 of [A-Za-z0-9_-].
 */
export function merchantRefundIdFor(merchantOrderId: string, amountPaise: number, key?: string): string {
  // A change of the order or a goodwill refund names itself (`key`), so two refunds of the same
  // amount for different reasons are two refunds, and a repeat of either is still one.
  return key ? `${merchantOrderId}-${key}-R${amountPaise}` : `${merchantOrderId}-R${amountPaise}`;
}

/** A message from a gateway: news about a payment attempt, or about a refund (to be asked for). */
export type GatewayMessage = { kind: 'payment'; update: GatewayUpdate } | { kind: 'refund'; merchantRefundId: string };

/**
 * A redirect payment gateway: start a payment and get the page to send the shopper to; ask for
 * an attempt's state; verify a server-to-server message. Nothing here trusts the browser.
 */
export interface PaymentGateway {
  readonly name: GatewayName;
  createPayment(request: CreatePaymentRequest): Promise<CreatePaymentResult>;
  /** null when the gateway has nothing more to say than we already know */
  fetchStatus(merchantOrderId: string): Promise<GatewayUpdate | null>;
  /**
   * Checks a callback's authenticity (throws an DomainError when it is not) and reads it;
   * null for a genuine message the shop has no use for.
   */
  verifyCallback(headers: Headers, rawBody: string): GatewayMessage | null;
  /** Sends `amountPaise` of a completed attempt back; a repeat of the same refund changes nothing. */
  refund(attempt: RefundTarget, amountPaise: number): Promise<GatewayRefund>;
  refundStatus(merchantRefundId: string): Promise<GatewayRefund>;
}

export class GatewayError extends Error {
  override name = 'GatewayError';
  constructor(
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message);
  }
}
