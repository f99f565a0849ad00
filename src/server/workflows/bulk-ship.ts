import { getDb } from '#server/platform/db/client';
import { conflict, DomainError } from '#server/platform/errors';
import type { StaffActionContext } from '#server/orders';
import { bookingCourier } from '#server/courier';
import { deliverySettings } from '#server/delivery';
import { checkBulkShip, type BulkShipProblem, type BulkShipReport } from './bulk-ship-check';
import { shipOrder } from './order-actions';

/**
 * Bulk shipping from a sheet of order number, courier, AWB number and tracking link. The check
 * writes nothing; applying checks again (the shop may have moved since the dry run) and ships
 * each ready row through the order machine's `ship` move, the single ship action's own path:
 * each in its own transaction with its event, invoice and audit row, so one refusal never undoes
 * another parcel.
 */
export type BulkShipOutcome = { shipped: { line: number; orderId: string; number: string; courier: string; awb: string }[]; problems: BulkShipProblem[] };

/** With Shiprocket live the courier books each parcel and gives its AWB number: typed ones would not be Shiprocket's. */
export async function assertShipsBySheet(): Promise<void> {
  if (bookingCourier(await deliverySettings())) {
    throw conflict('Shiprocket books each parcel and gives its AWB number, so orders ship one at a time from their order pages while Shiprocket is the courier.');
  }
}

export async function checkBulkShipSheet(csv: string): Promise<BulkShipReport> {
  await assertShipsBySheet();
  return checkBulkShip(await getDb(), csv);
}

export async function applyBulkShip(ctx: StaffActionContext, csv: string): Promise<BulkShipOutcome> {
  const report = await checkBulkShipSheet(csv);
  const outcome: BulkShipOutcome = { shipped: [], problems: [...report.problems] };
  for (const row of report.ready) {
    try {
      await shipOrder(ctx, row.orderId, { courier: row.courier, awb: row.awb, trackingUrl: row.trackingUrl });
      outcome.shipped.push({ line: row.line, orderId: row.orderId, number: row.number, courier: row.courier, awb: row.awb });
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      outcome.problems.push({ line: row.line, column: 'order number', message: `Order #${row.number} did not ship: ${err.message}` });
    }
  }
  outcome.problems.sort((a, b) => a.line - b.line);
  return outcome;
}
