// The delivery domain's only door: what other domains and the pages use of it.
export { lookupPincode } from './pincodes';
export { DeliveryAnswerSchema, DeliveryQuerySchema, PincodeAnswerSchema, PincodeParamSchema } from './schemas';
export { deliverySettings, saveDeliverySettings } from './settings-store';
