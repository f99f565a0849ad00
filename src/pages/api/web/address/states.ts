import { z } from 'zod';
import { route } from '../../../../server/http/route';
import { ok } from '../../../../server/http/envelope';
import { readQuery } from '../../../../server/http/body';
import { COUNTRIES } from '../../../../lib/geo/countries';
import { statesOf } from '../../../../lib/geo/states';

const QuerySchema = z.object({ country: z.enum(COUNTRIES, { error: 'country must be one of the listed countries' }) });

/** One country's states, so the address form never ships every list. Public and cacheable. */
export const GET = route(async ({ url }) => {
  const { country } = readQuery(url, QuerySchema);
  return ok({ country, states: statesOf(country) }, 'OK', { 'Cache-Control': 'public, max-age=86400' });
});
