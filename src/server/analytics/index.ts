// The analytics domain's only door: what other domains and the pages use of it.
export { RecordResultSchema } from './answer-schemas';
export { InitiateCheckoutBody, PixelSlugParams, ProductEventsBody, PurchaseBody } from './event-schema';
export { metaDeliveryJob, sweepMetaDelivery } from './meta-delivery';
export { recordInitiateCheckout, recordProductEvents, recordPurchase } from './record';
