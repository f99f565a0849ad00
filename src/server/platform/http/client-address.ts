import type { APIContext } from 'astro';
import { env } from '../env';
import { resolveClientAddress, type TrustedProxy } from '../net/trusted-proxy';

type Ctx = Pick<APIContext, 'request'> & { clientAddress?: string };

/**
 * The one answer to "who is asking": every limiter and analytics read the client address from
 * here. Astro's own `clientAddress` is the socket's peer as long as `security.allowedDomains` is
 * unset (with it, Astro would take the first X-Forwarded-For entry, which any client can write),
 * so TRUSTED_PROXY alone decides how far to believe X-Forwarded-For.
 * Null when neither the socket nor a trusted proxy tells the address.
 */
export function clientAddressOf(ctx: Ctx, trust: TrustedProxy = env().TRUSTED_PROXY): string | null {
  let socket: string | undefined;
  try {
    socket = ctx.clientAddress;
  } catch {
    // Astro throws when the adapter cannot tell the address.
  }
  return resolveClientAddress(socket, ctx.request.headers.get('x-forwarded-for'), trust);
}
