import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { requireCustomer, toProfile, CustomerProfileSchema } from '#server/auth';
import { operation } from '#server/openapi';

export const GET = route(async (ctx) => ok(toProfile(await requireCustomer(ctx)), 'OK'));

export const openapi = operation({ method: 'GET', summary: "The signed-in customer's name, mobile number and email", tag: 'customer', auth: true, response: CustomerProfileSchema });
