import { z } from 'zod';
import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readBody } from '#server/platform/http/body';
import { PRIVATE_HEADERS } from '#server/platform/http/cache-headers';
import { requireCustomer } from '#server/auth';
import { getWhatsAppChoice, setWhatsAppChoice } from '#server/notify';
import { operation } from '#server/openapi';
import { WhatsAppChoiceSchema } from '#lib/validation/cod-confirmation';

export const GET = route(async (ctx) => {
  const customer = await requireCustomer(ctx);
  return ok(await getWhatsAppChoice(customer.id), 'OK', PRIVATE_HEADERS);
});

export const POST = route(async (ctx) => {
  const customer = await requireCustomer(ctx);
  const { whatsapp } = await readBody(ctx.request, WhatsAppChoiceSchema);
  const saved = await setWhatsAppChoice(customer.id, whatsapp);
  return ok(saved, whatsapp ? 'Order updates will come on WhatsApp and SMS' : 'Order updates will come by SMS only', PRIVATE_HEADERS);
});

const Answer = z.object({ whatsapp: z.boolean().describe('true: order updates on WhatsApp and SMS; false: SMS only') });

export const openapi = [
  operation({ method: 'GET', summary: 'Whether your order updates also come on WhatsApp', tag: 'customer', auth: true, response: Answer }),
  operation({ method: 'POST', summary: 'Turn WhatsApp order updates off (SMS only) or back on', tag: 'customer', auth: true, body: WhatsAppChoiceSchema, response: Answer }),
];
