/**
 * The password link an owner makes, shown to that owner in every mode: the shop sends no email,
 * so the owner hands it to the member themselves (in person, or by a message they trust). It is
 * good for 1 hour and once; the token is in the query string, which the request log leaves out.
 */
export function resetLinkShown(token: string, url: URL): string {
  return new URL(`/admin/reset?token=${token}`, url.origin).href;
}
