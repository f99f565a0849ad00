import { z } from 'zod';
import { COUNTRIES } from '#lib/geo/countries';
import { idSchema } from '#lib/validation/id';
import { GATEWAY_NAMES } from '#lib/payment-gateways';

/** Path, query and body schemas of the address, order and payment routes (also used by the OpenAPI document). */
const hexId = (what: string) => idSchema(`must be ${what}`);

export const AddressIdParamSchema = z.object({ id: hexId('an address _id') });
export const StatesQuerySchema = z.object({ country: z.enum(COUNTRIES, { error: 'country must be one of the listed countries' }) });
export const OrderIdQuerySchema = z.object({ orderId: hexId('an order _id') });
export const RetryPaymentBodySchema = z.object({ orderId: hexId('an order _id') });
export const GatewayParamSchema = z.object({ gateway: z.enum(GATEWAY_NAMES) });
export const AttemptIdParamSchema = z.object({ attemptId: hexId('a payment attempt id') });
export const SandboxFormSchema = z.object({ outcome: z.enum(['pay', 'fail']) });
