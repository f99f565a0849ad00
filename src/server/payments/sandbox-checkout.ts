import { and, eq } from 'drizzle-orm';
import { getDb } from '#server/platform/db/client';
import { payments } from '#server/platform/db/schema/index';
import { devToolsOn, env } from '#server/platform/env';
import { conflict, notFound } from '#server/platform/errors';
import { fromPaise } from '#lib/money';
import { handleCallback } from './handle-callback';
import { SANDBOX_SIGNATURE_HEADER, sandboxCallbackBody, signSandbox } from './sandbox';

export type SandboxPage = { attemptId: string; orderId: string; merchantOrderId: string; amount: number; state: string };

/** The sandbox is a development tool: production and DEV_TOOLS=0 do not have it. */
async function sandboxAttempt(attemptId: string) {
  if (!devToolsOn()) throw notFound('The sandbox payment gateway is not available on this shop.');
  const db = await getDb();
  const [attempt] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, attemptId), eq(payments.gateway, 'sandbox')))
    .limit(1);
  if (!attempt) throw notFound('No such sandbox payment.');
  return attempt;
}

/** What the sandbox's hosted page shows. */
export async function getSandboxPage(attemptId: string): Promise<SandboxPage> {
  const a = await sandboxAttempt(attemptId);
  return { attemptId: a.id, orderId: a.orderId, merchantOrderId: a.merchantOrderId, amount: fromPaise(a.amountPaise), state: a.state };
}

/**
 * The shopper clicked Pay or Fail on the sandbox page. Like a real gateway, the sandbox first
 * tells the shop through its signed server-to-server callback (delivered in process here: the
 * same verification path as the HTTP endpoint), then sends the browser back to the status page.
 */
export async function finishSandboxPayment(attemptId: string, paid: boolean): Promise<{ orderId: string }> {
  const attempt = await sandboxAttempt(attemptId);
  if (attempt.state === 'CLOSED') {
    throw conflict('This payment was replaced by a newer one for the same order. Go back to your order to pay.');
  }
  if (attempt.state === 'PENDING') {
    const body = sandboxCallbackBody(attempt.merchantOrderId, attempt.amountPaise, paid);
    const headers = new Headers({
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandbox(env().SANDBOX_GATEWAY_SECRET, body),
    });
    await handleCallback('sandbox', headers, body);
  }
  return { orderId: attempt.orderId };
}
