import { AttemptIdParamSchema, SandboxFormSchema } from '../../../../../server/orders/schemas';
import { route } from '../../../../../server/http/route';
import { parseWith, readParams } from '../../../../../server/http/body';
import { finishSandboxPayment } from '../../../../../server/payments/sandbox-checkout';

/** The sandbox gateway page's form: report the outcome to the shop, then send the shopper back. */
export const POST = route(async (ctx) => {
  const { attemptId } = readParams(ctx.params, AttemptIdParamSchema);
  const form = await ctx.request.formData().catch(() => new FormData());
  const { outcome } = parseWith(SandboxFormSchema, { outcome: form.get('outcome') }, 'form');
  const { orderId } = await finishSandboxPayment(attemptId, outcome === 'pay');
  return new Response(null, { status: 303, headers: { Location: `/order/status/${orderId}` } });
});
