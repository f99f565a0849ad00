import { apiFetch, shopHeaders } from '../../client/api-client';
import type { ShippingCost } from '#lib/catalog-types';
import type { CartLine } from '#lib/cart-schema';
import type { Address, CreateOrderAnswer, PaymentStatusAnswer } from '#lib/order-types';
import type { AddressInput } from '#lib/validation/address';
import type { CreateOrderInput } from '#lib/validation/order';

/** The checkout islands' calls to /api/web, each answering the envelope (never throwing). */
export const fetchAddresses = () => apiFetch<Address[]>('/address/get');

export const saveAddress = (input: AddressInput) => apiFetch<Address>('/address/create', { body: input });

export const updateAddress = (id: string, input: AddressInput) => apiFetch<Address>(`/address/update/${id}`, { method: 'PUT', body: input });

export const deleteAddress = (id: string) => apiFetch<{ deletedId: string; newDefault: Address | null }>(`/address/delete/${id}`, { method: 'DELETE' });

export const markCurrentAddress = (id: string) =>
  apiFetch<Address>(`/address/current-address/${id}`, { method: 'PATCH', body: { currentAddress: true } });

/** Prices the cart with a discount code (issue 29): the saving, or a 422 whose message says why not. */
export const quoteWithCode = (items: readonly CartLine[], code: string) =>
  apiFetch<{ subtotal: number; discount?: { code: string; saving: number; freeShipping: boolean } }>('/cart/quote', {
    body: { items: items.map((l) => ({ customId: l.customId, productId: l._id, colorId: l.selectedColor._id, sizeId: l.selectedSize._id, quantity: l.quantity })), code },
  });

export const fetchShippingCost = (weight: number) => apiFetch<ShippingCost>('/order/shipping-cost', { body: { weight } });

export const fetchPaymentStatus = (orderId: string) =>
  apiFetch<PaymentStatusAnswer>(`/order/payment/status?orderId=${encodeURIComponent(orderId)}`);

export const retryPayment = (orderId: string) => apiFetch<CreateOrderAnswer>('/order/retry-payment', { body: { orderId } });

export const startPayNow = (orderId: string) => apiFetch<CreateOrderAnswer>('/order/pay-now', { body: { orderId } });

const statesCache = new Map<string, readonly string[]>();

/** One country's states, fetched when the country is chosen (the form never ships every list). */
export async function fetchStates(country: string): Promise<readonly string[] | null> {
  const hit = statesCache.get(country);
  if (hit) return hit;
  const r = await apiFetch<{ states: string[] }>(`/address/states?country=${encodeURIComponent(country)}`);
  if (r.status !== 200 || !r.data) return null;
  statesCache.set(country, r.data.states);
  return r.data.states;
}

/**
 * order/create with an Idempotency-Key, so a double click or a retried request makes one order.
 * apiFetch has no header option, so this call is made directly; it still never throws.
 */
export async function placeOrder(
  input: CreateOrderInput,
  idempotencyKey: string,
  token: string,
): Promise<{ status: number; message: string; data: CreateOrderAnswer | null }> {
  try {
    const res = await fetch('/api/web/order/create', {
      method: 'POST',
      headers: { ...shopHeaders(token), 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(input),
    });
    const body = (await res.json().catch(() => null)) as { message?: string; data?: CreateOrderAnswer } | null;
    return { status: res.status, message: body?.message ?? '', data: body?.data ?? null };
  } catch {
    return { status: 0, message: '', data: null };
  }
}

export type PinPlace = { pincode: string; city: string; district: string; state: string };

/** City, district and state for a PIN code (the directory stays on the server). */
export const fetchPincode = (pin: string) => apiFetch<PinPlace>(`/pincode/${encodeURIComponent(pin)}`);

export type DeliveryCheck = { pincode: string; serviceable: boolean; prepaidDate: string | null; codDate: string | null; codAvailable: boolean; codReason: string | null };

/** Delivery dates and the COD verdict for the chosen address (signed in: the shopper's own COD history counts). */
export const fetchDeliveryCheck = (pin: string, subtotal: number) =>
  apiFetch<DeliveryCheck>(`/delivery/${encodeURIComponent(pin)}?subtotal=${encodeURIComponent(String(subtotal))}`);
