import './zod-jitless';
import { z } from 'zod';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '../line-quantity';
import { PAYMENT_METHOD } from '../shipping';
import { idSchema } from './id';

const rupees = z.number().nonnegative().max(10_000_000);

/**
 * One line of the order payload. Only the product, colour variant, size and quantity count: the
 * server derives prices, names and images again, so any display fields the client adds are ignored.
 */
export const OrderItemInputSchema = z
  .object({
    productId: idSchema('productId must be a product _id'),
    selectedColor: idSchema('selectedColor must be the colour variant _id'),
    selectedSize: z.string().trim().min(1, 'selectedSize must be the size name').max(40),
    quantity: z.number().int().min(MIN_LINE_QUANTITY).max(MAX_LINE_QUANTITY),
  })
  .loose();

/** What a shopper types into 'Apply code'; any case, judged in capitals. */
export const DiscountCodeTextSchema = z
  .string({ error: 'Enter a discount code' })
  .trim()
  .min(1, 'Enter a discount code')
  .max(30, 'A discount code is at most 30 characters');

export const CreateOrderSchema = z.object({
  orderItems: z.array(OrderItemInputSchema).min(1, 'The order has no items').max(100),
  totalWeight: z.number().nonnegative().optional(),
  subtotal: rupees,
  shippingCharge: rupees,
  total: rupees,
  paymentMethod: z.union([z.literal(PAYMENT_METHOD.COD), z.literal(PAYMENT_METHOD.ONLINE)], { error: 'paymentMethod must be 1 (Cash on Delivery) or 2 (Online Payment)' }),
  addressId: idSchema('addressId must be an address _id'),
  /** A discount code the shopper applied (issue 29); the server judges and prices it again. */
  discountCode: DiscountCodeTextSchema.optional(),
  /** The code's saving off the goods the shopper was shown, in rupees: checked like the other figures. */
  discount: rupees.optional(),
});

export type CreateOrderInput = z.infer<typeof CreateOrderSchema>;

/** Idempotency-Key header: any client-made token, e.g. a UUID per checkout attempt. */
export const IdempotencyKeySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_\-:.]{8,100}$/, 'Idempotency-Key must be 8 to 100 letters, digits or -_:.');
