import { z } from 'zod';
import { istDate } from '#lib/gst/ist-date';
import { CourierError, type BookingCourier, type DeliveryEstimate } from './courier';
import { answerMessage, shiprocketHttp, type ShiprocketAnswer, type ShiprocketHttpOptions } from './shiprocket-http';
import { createOrderBody, type PickupPoint } from './shiprocket-order-body';

/**
 * Shiprocket as a courier (INTEGRATIONS.md 9.2 to 9.9): serviceability with its estimated
 * delivery dates, an adhoc order and its AWB, the label, tracking and failed-delivery (NDR)
 * actions. Shiprocket has no sandbox, so everything here is tested against
 * tests/fixtures/fake-shiprocket.ts.
 */
export type ShiprocketOptions = ShiprocketHttpOptions & PickupPoint;

const CourierEntrySchema = z.object({
  courier_company_id: z.number(),
  courier_name: z.string(),
  etd: z.string().optional(),
  estimated_delivery_days: z.union([z.string(), z.number()]).optional(),
  cod: z.union([z.number(), z.boolean()]),
});
type CourierEntry = z.infer<typeof CourierEntrySchema>;

const ServiceabilitySchema = z.object({
  data: z.object({
    available_courier_companies: z.array(CourierEntrySchema),
    recommended_courier_company_id: z.number().nullish(),
  }),
});

const CreateOrderSchema = z.object({ order_id: z.union([z.number(), z.string()]), shipment_id: z.union([z.number(), z.string()]) });
const AssignAwbSchema = z.object({
  awb_assign_status: z.literal(1),
  response: z.object({ data: z.object({ awb_code: z.union([z.string(), z.number()]), courier_name: z.string() }) }),
});
const LabelSchema = z.object({ label_created: z.literal(1), label_url: z.url() });

const TrackSchema = z.object({
  tracking_data: z.object({
    track_status: z.number(),
    shipment_status: z.number().optional(),
    track_url: z.string().optional(),
    shipment_track_activities: z.array(z.object({ date: z.string(), activity: z.string(), 'sr-status': z.union([z.string(), z.number()]) })).nullish(),
  }),
});

export type Tracking = { shipmentStatus: number | null; activities: { date: string; activity: string; status: number | null }[] };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 86_400_000;

/** 'Jul 01, 2024' (or '2024-07-01 …') as YYYY-MM-DD; else today in India plus the estimated days. */
export function etdDate(entry: Pick<CourierEntry, 'etd' | 'estimated_delivery_days'>, now: Date): string | null {
  const named = /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4})$/.exec(entry.etd?.trim() ?? '');
  if (named && MONTHS.includes(named[1]!)) {
    return `${named[3]}-${String(MONTHS.indexOf(named[1]!) + 1).padStart(2, '0')}-${named[2]!.padStart(2, '0')}`;
  }
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(entry.etd ?? '');
  if (iso) return iso[1]!;
  const days = Number(entry.estimated_delivery_days);
  if (!Number.isInteger(days) || days < 0) return null;
  return new Date(Date.parse(`${istDate(now)}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function refused(answer: ShiprocketAnswer, what: string): CourierError {
  return new CourierError('refused', `Shiprocket refused ${what}: ${answerMessage(answer)}`, answer.status);
}

function unreadable(answer: ShiprocketAnswer, what: string): CourierError {
  return new CourierError('bad-answer', `Shiprocket's answer to ${what} could not be read.`, answer.status);
}

/** The recommended courier when it qualifies, else the earliest date among those that do. */
function bestDate(entries: CourierEntry[], recommended: number | null | undefined, now: Date): string | null {
  const dated = entries.flatMap((e) => {
    const date = etdDate(e, now);
    return date ? [{ id: e.courier_company_id, date }] : [];
  });
  const pick = dated.find((d) => d.id === recommended) ?? dated.sort((a, b) => a.date.localeCompare(b.date))[0];
  return pick?.date ?? null;
}

export function shiprocketCourier(opts: ShiprocketOptions): BookingCourier & { track(awb: string): Promise<Tracking | null> } {
  const http = shiprocketHttp(opts);
  return {
    name: 'shiprocket',

    async estimate(ask, now): Promise<DeliveryEstimate | null> {
      const answer = await http.call({
        method: 'GET',
        path: '/courier/serviceability/',
        // A shopper waits on this answer; the zone rules stand in when it is slow.
        timeoutMs: Math.min(opts.timeoutMs ?? 3000, 3000),
        retries: Math.min(opts.retries ?? 1, 1),
        query: {
          pickup_postcode: opts.pickupPincode,
          delivery_postcode: ask.pincode,
          cod: 0,
          weight: Math.max(0.05, ask.weightGrams / 1000),
          declared_value: Math.round(ask.goodsPaise / 100),
        },
      });
      // An unserviceable PIN code comes back either as a 404 or as an empty list (9.2).
      if (answer.status === 404) return null;
      if (answer.status !== 200) throw refused(answer, 'the serviceability check');
      const parsed = ServiceabilitySchema.safeParse(answer.body);
      if (!parsed.success) throw unreadable(answer, 'the serviceability check');
      const { available_courier_companies: all, recommended_courier_company_id: recommended } = parsed.data.data;
      const prepaidDate = bestDate(all, recommended, now);
      if (!prepaidDate) return null;
      const codDate = bestDate(all.filter((e) => Number(e.cod) === 1), recommended, now);
      return { prepaidDate, codDate: codDate ?? prepaidDate, codAllowed: codDate !== null };
    },

    async createOrder(parcel) {
      const answer = await http.call({ method: 'POST', path: '/orders/create/adhoc', body: createOrderBody(parcel, opts) });
      if (answer.status !== 200) throw refused(answer, 'the order');
      const parsed = CreateOrderSchema.safeParse(answer.body);
      if (!parsed.success) throw unreadable(answer, 'the order');
      return { courierOrderId: String(parsed.data.order_id), shipmentId: String(parsed.data.shipment_id) };
    },

    async assignAwb(shipmentId) {
      const answer = await http.call({ method: 'POST', path: '/courier/assign/awb', body: { shipment_id: Number(shipmentId) } });
      if (answer.status !== 200) throw refused(answer, 'the AWB');
      const parsed = AssignAwbSchema.safeParse(answer.body);
      if (!parsed.success) throw new CourierError('refused', 'Shiprocket assigned no AWB to this shipment: no courier took it.', answer.status);
      const { awb_code, courier_name } = parsed.data.response.data;
      return { awb: String(awb_code), courierName: courier_name };
    },

    async label(shipmentId) {
      const answer = await http.call({ method: 'POST', path: '/courier/generate/label', body: { shipment_id: [Number(shipmentId)] } });
      if (answer.status !== 200) throw refused(answer, 'the label');
      const parsed = LabelSchema.safeParse(answer.body);
      if (!parsed.success) throw new CourierError('refused', 'Shiprocket created no label for this shipment.', answer.status);
      return parsed.data.label_url;
    },

    trackingUrl(awb) {
      return `https://shiprocket.co/tracking/${encodeURIComponent(awb)}`;
    },

    async track(awb) {
      const answer = await http.call({ method: 'GET', path: `/courier/track/awb/${encodeURIComponent(awb)}` });
      if (answer.status === 404) return null;
      if (answer.status !== 200) throw refused(answer, 'the tracking request');
      const parsed = TrackSchema.safeParse(answer.body);
      if (!parsed.success) throw unreadable(answer, 'the tracking request');
      const t = parsed.data.tracking_data;
      // track_status 0: no scans yet.
      if (t.track_status === 0) return { shipmentStatus: null, activities: [] };
      return {
        shipmentStatus: t.shipment_status ?? null,
        activities: (t.shipment_track_activities ?? []).map((a) => {
          const code = Number(a['sr-status']);
          return { date: a.date, activity: a.activity, status: Number.isInteger(code) ? code : null };
        }),
      };
    },

    async ndrAction(awb, action, comments) {
      const answer = await http.call({ method: 'POST', path: `/ndr/${encodeURIComponent(awb)}/action`, body: { action, comments } });
      if (answer.status !== 200 && answer.status !== 202) throw refused(answer, `the ${action} request`);
    },
  };
}
