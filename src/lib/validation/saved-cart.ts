import './zod-jitless';
import { z } from 'zod';
import { CartLineSchema } from '../cart-schema';

/** PUT /api/web/cart/saved: the browser's cart, as localStorage holds it (spec section 3). */
/** The most lines a cart holds, the browser's and the one kept on the server alike. */
export const MAX_CART_LINES = 100;

export const SavedCartSyncSchema = z.strictObject({
  items: z.array(CartLineSchema).max(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} lines`),
  /** The first sync after signing in: join the kept cart to this one by the spec's rule. */
  merge: z.boolean().default(false),
  /** Sent from /shipping: the checkout was reached with these lines. */
  reachedShipping: z.boolean().default(false),
});

export const RestoreCartSchema = z.strictObject({
  token: z.string().min(1, 'token is required').max(200, 'token is too long'),
});
