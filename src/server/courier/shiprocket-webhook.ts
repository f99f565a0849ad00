import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * Shiprocket's tracking webhook (INTEGRATIONS.md 9.7): JSON with the token set in its panel in
 * `x-api-key`, and no signature. The key is compared in constant time (as digests, so its length
 * leaks nothing); no configured token means no key is right.
 */
export function webhookKeyMatches(given: string | null, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

const ScanSchema = z.object({ activity: z.string().optional(), location: z.string().optional() });

export const ShiprocketWebhookSchema = z.object({
  awb: z.union([z.string().min(1), z.number()]).transform(String),
  courier_name: z.string().optional(),
  current_status: z.string().optional(),
  shipment_status: z.string().optional(),
  shipment_status_id: z.coerce.number().int().min(0),
  // 'DD MM YYYY HH:MM:SS'; part of what makes an update the same update when it comes again.
  current_timestamp: z.string().min(1).max(40),
  order_id: z.string().optional(),
  scans: z.array(ScanSchema).nullish(),
});

export type TrackingUpdate = {
  awb: string;
  statusId: number;
  status: string;
  at: string;
  /** the latest scan's words, e.g. why a delivery failed */
  detail: string | null;
};

export function trackingUpdateOf(body: z.infer<typeof ShiprocketWebhookSchema>): TrackingUpdate {
  const scans = body.scans ?? [];
  const last = scans[scans.length - 1];
  return {
    awb: body.awb,
    statusId: body.shipment_status_id,
    status: body.shipment_status ?? body.current_status ?? `status ${body.shipment_status_id}`,
    at: body.current_timestamp,
    detail: last?.activity ?? null,
  };
}

/**
 * What a shipment status code (9.8, shipment numbering) means for the order. 7, 17 and 18 are
 * confirmed by official samples; 9, 10 and 21 come from third-party clients (UNCONFIRMED there).
 */
export type TrackingMeaning = 'delivered' | 'outForDelivery' | 'undelivered' | 'rtoInitiated' | 'rtoDelivered' | 'progress';

export function meaningOf(statusId: number): TrackingMeaning {
  switch (statusId) {
    case 7:
      return 'delivered';
    case 17:
      return 'outForDelivery';
    case 21:
      return 'undelivered';
    case 9:
      return 'rtoInitiated';
    case 10:
      return 'rtoDelivered';
    default:
      return 'progress';
  }
}
