import type { Db } from '#server/platform/db/client';
import { recordCustomerAudit } from '#server/audit';

/**
 * A shopper acting on their own order from My Account (cancelling it). The order machine writes
 * their audit row in the move's transaction, as it does for staff, naming the customer.
 */
export type CustomerActionContext = {
  customerId: string;
  requestId?: string | null;
  clientAddress?: string | null;
};

export function auditCustomerOrder(
  tx: Db,
  ctx: CustomerActionContext,
  action: string,
  orderId: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Promise<void> {
  return recordCustomerAudit(tx, {
    customerId: ctx.customerId,
    action,
    entity: 'order',
    entityId: orderId,
    before,
    after,
    requestId: ctx.requestId ?? null,
    clientAddress: ctx.clientAddress ?? null,
  });
}
