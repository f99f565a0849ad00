import type { PaymentState } from '../db/schema';

export type GatewayName = 'sandbox' | 'phonepe';

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
   * Checks a callback's authenticity (throws an HttpError when it is not) and reads it;
   * null for a genuine message that is not about an order's payment (e.g. a refund event).
   */
  verifyCallback(headers: Headers, rawBody: string): GatewayUpdate | null;
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
