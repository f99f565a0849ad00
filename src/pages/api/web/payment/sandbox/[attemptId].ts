import { z } from 'zod';
import { route } from '../../../../../server/http/route';
import { parseWith, readParams } from '../../../../../server/http/body';
import { finishSandboxPayment } from '../../../../../server/payments/sandbox-checkout';

const ParamsSchema = z.object({ attemptId: z.string().regex(/^[a-f0-9]{24}$/, 'must be a payment attempt id') });
const FormSchema = z.object({ outcome: z.enum(['pay', 'fail']) });

/** The sandbox gateway page's form: report the outcome to the shop, then send the shopper back. */
export const POST = route(async (ctx) => {
  const { attemptId } = readParams(ctx.params, ParamsSchema);
  const form = await ctx.request.formData().catch(() => new FormData());
  const { outcome } = parseWith(FormSchema, { outcome: form.get('outcome') }, 'form');
  const { orderId } = await finishSandboxPayment(attemptId, outcome === 'pay');
  return new Response(null, { status: 303, headers: { Location: `/order/status/${orderId}` } });
});
