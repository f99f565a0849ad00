import type { APIContext } from 'astro';
import { clientAddressOf } from '#server/platform/http/client-address';

/** The request id and client address an audit row keeps about the request behind a write. */
export function auditContext(ctx: Pick<APIContext, 'request' | 'locals'> & { clientAddress?: string }): { requestId: string | null; clientAddress: string | null } {
  return { requestId: (ctx.locals as { requestId?: string } | undefined)?.requestId ?? null, clientAddress: clientAddressOf(ctx) };
}
