import { AttemptIdParamSchema, SandboxFormSchema } from '#server/orders';
import { route } from '#server/app/http/route';
import { parseWith, readCappedForm, readParams } from '#server/platform/http/body';
import { finishSandboxPayment } from '#server/payments';
import { operation } from '#server/openapi';

/** The sandbox gateway page's form: report the outcome to the shop, then send the shopper back. */
export const POST = route(async (ctx) => {
  const { attemptId } = readParams(ctx.params, AttemptIdParamSchema);
  // Read through the capped reader like every other body: a form is no excuse for 10 MB.
  const form = await readCappedForm(ctx.request);
  const { outcome } = parseWith(SandboxFormSchema, { outcome: form.get('outcome') }, 'form');
  const { orderId } = await finishSandboxPayment(attemptId, outcome === 'pay');
  return new Response(null, { status: 303, headers: { Location: `/order/status/${orderId}` } });
});

export const openapi = operation({
  method: 'POST',
  summary: "The sandbox gateway page's Pay/Fail form",
  tag: 'payments',
  params: AttemptIdParamSchema,
  body: SandboxFormSchema,
  bodyType: 'form',
  response: { redirect: 303, description: 'Back to /order/status/{orderId}' },
  errors: [404, 409],
});
