// The courier domain's only door: what other domains and the pages use of it.
export { bookingCourier, shiprocketConfigured } from './active-courier';
export { bookShipment, bookingOf } from './book-shipment';
export type { BookingCourier } from './courier';
export { deliveryQuote, returnedCodOrdersSql } from './delivery-quote';
export { answerFailedDelivery } from './ndr-action';
export { ShiprocketWebhookSchema, trackingUpdateOf, webhookKeyMatches } from './shiprocket-webhook';
export { assertSourceReady } from './source-guard';
export { applyTrackingUpdate } from './tracking-update';
