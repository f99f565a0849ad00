import './zod-jitless';
import { z } from 'zod';
import { CartLineSchema } from '../cart-schema';

/** PUT /api/web/cart/saved: the browser's cart, as localStorage holds it (spec section 3). */
export const SavedCartSyncSchema = z.strictObject({
  items: z.array(CartLineSchema).max(100, 'A cart holds at most 100 lines'),
  /** The first sync after signing in: join the kept cart to this one by the spec's rule. */
  merge: z.boolean().default(false),
  /** Sent from /shipping: the checkout was reached with these lines. */
  reachedShipping: z.boolean().default(false),
});

export const RestoreCartSchema = z.strictObject({
  token: z.string().min(1, 'token is required').max(200, 'token is too long'),
});
