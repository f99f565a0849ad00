import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { readQuery } from '#server/platform/http/body';
import { statesOf } from '#lib/geo/states';
import { StatesQuerySchema, StatesAnswerSchema } from '#server/orders';
import { operation } from '#server/openapi';

/** One country's states, so the address form never ships every list. Public and cacheable. */
export const GET = route(async ({ url }) => {
  const { country } = readQuery(url, StatesQuerySchema);
  return ok({ country, states: statesOf(country) }, 'OK', { 'Cache-Control': 'public, max-age=86400' });
});

export const openapi = operation({ method: 'GET', summary: "One country's states for the address form", tag: 'addresses', query: StatesQuerySchema, response: StatesAnswerSchema });
