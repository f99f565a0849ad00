import type { RouteDoc } from '../openapi/routes';
import { AddressInputSchema } from '../../lib/validation/address';
import { CreateOrderSchema } from '../../lib/validation/order';
import {
  AddressIdParamSchema,
  AttemptIdParamSchema,
  GatewayParamSchema,
  OrderIdQuerySchema,
  RetryPaymentBodySchema,
  StatesQuerySchema,
} from './schemas';

/** The address, order and payment routes for the OpenAPI document (spread into routeDocs). */
export const checkoutRouteDocs: RouteDoc[] = [
  { method: 'GET', path: '/api/web/address/get', summary: "The signed-in customer's addresses, newest first", tag: 'addresses', auth: true, errors: [401] },
  { method: 'POST', path: '/api/web/address/create', summary: 'Save an address; it becomes the current one', tag: 'addresses', auth: true, body: AddressInputSchema, errors: [400, 401, 409, 413, 415] },
  { method: 'PATCH', path: '/api/web/address/current-address/{id}', summary: 'Mark one of your addresses current', tag: 'addresses', auth: true, params: AddressIdParamSchema, errors: [400, 401, 404] },
  { method: 'GET', path: '/api/web/address/states', summary: "One country's states for the address form", tag: 'addresses', query: StatesQuerySchema, errors: [400] },
  {
    method: 'POST',
    path: '/api/web/order/create',
    summary: 'Place an order priced by the server (optional Idempotency-Key header); 409 with the current figures when the client disagrees',
    tag: 'orders',
    auth: true,
    body: CreateOrderSchema,
    errors: [400, 401, 404, 409, 413, 415, 422],
  },
  { method: 'GET', path: '/api/web/order/history', summary: "The signed-in customer's orders, newest first", tag: 'orders', auth: true, errors: [401] },
  { method: 'GET', path: '/api/web/order/payment/status', summary: 'Payment status of your own order (asks the gateway while pending)', tag: 'orders', auth: true, query: OrderIdQuerySchema, errors: [400, 401, 404] },
  { method: 'POST', path: '/api/web/order/retry-payment', summary: 'A new online payment attempt for your unpaid order', tag: 'orders', auth: true, body: RetryPaymentBodySchema, errors: [400, 401, 404, 409] },
  { method: 'POST', path: '/api/web/payment/callback/{gateway}', summary: 'Server-to-server payment gateway callback (verified, idempotent)', tag: 'payments', params: GatewayParamSchema, errors: [400, 401, 404, 413] },
  { method: 'POST', path: '/api/web/payment/sandbox/{attemptId}', summary: "The sandbox gateway page's Pay/Fail form (303 to the order status page)", tag: 'payments', params: AttemptIdParamSchema, errors: [400, 404] },
];
