import { env } from '#server/platform/env';

/**
 * The invite link shown to the owner in local mode. In production it is not returned (it
 * would travel by email, which this shop does not send yet), so it never sits in a browser. The
 * token is in the query string because the request log records paths without it.
 */
export function inviteLinkShown(token: string, url: URL): string | null {
  if (env().NODE_ENV === 'production') return null;
  return new URL(`/admin/invite?token=${token}`, url.origin).href;
}
