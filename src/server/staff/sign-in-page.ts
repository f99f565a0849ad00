import type { APIContext } from 'astro';
import { auditContext } from '#server/audit';
import { readCappedForm } from '#server/platform/http/body';
import { DomainError } from '#server/platform/errors';
import { assertSameOrigin } from '#server/platform/http/same-origin';
import { SignInSchema } from '#lib/validation/staff';
import { currentStaff, safeNext } from './guard';
import { setSessionCookie } from './session-cookie';
import { signIn } from './sign-in';
import { statusOf } from '#server/platform/http/error-status';

/** What the sign-in page shows: the form again, with the server's words when a try was refused. */
export type SignInView = { next: string; email: string; error: string | null; codeRequired: boolean; status: number; retryAfter: string | null };

type Ctx = Pick<APIContext, 'request' | 'url' | 'cookies' | 'locals'> & { clientAddress?: string };

function goTo(next: string): Response {
  return new Response(null, { status: 303, headers: { Location: next } });
}

/**
 * The sign-in page's own work. The form is plain HTML posting here, so it signs in before its
 * island wakes, or without JavaScript at all; once awake, the island posts the same fields as
 * JSON to /api/admin/session. A POST must come from this site, as every console write must.
 */
export async function signInPage(ctx: Ctx): Promise<Response | SignInView> {
  const next = safeNext(ctx.url.searchParams.get('next'), ctx.url.origin);
  const view: SignInView = { next, email: '', error: null, codeRequired: false, status: 200, retryAfter: null };
  if (ctx.request.method !== 'POST') return (await currentStaff(ctx)) ? goTo(next) : view;
  try {
    assertSameOrigin(ctx.request, ctx.url);
    const form = await readCappedForm(ctx.request);
    view.email = (form.get('email') ?? '').slice(0, 200);
    const code = form.get('code')?.trim();
    const parsed = SignInSchema.safeParse({ email: form.get('email') ?? '', password: form.get('password') ?? '', ...(code ? { code } : {}) });
    if (!parsed.success) return { ...view, error: parsed.error.issues[0]?.message ?? 'Enter your email and password.', codeRequired: Boolean(code), status: 400 };
    const audit = auditContext(ctx);
    const { token } = await signIn(parsed.data, audit.clientAddress, audit);
    setSessionCookie(ctx.cookies, ctx.url, token);
    return goTo(next);
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    const data = err.extra.data as { codeRequired?: boolean } | undefined;
    return { ...view, error: err.message, codeRequired: Boolean(data?.codeRequired), status: statusOf(err), retryAfter: err.extra.headers?.['Retry-After'] ?? null };
  }
}
