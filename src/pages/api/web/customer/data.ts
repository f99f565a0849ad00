import { route } from '#server/app/http/route';
import { ok } from '#server/platform/http/envelope';
import { requireCustomer } from '#server/auth';
import { exportCustomerData, CustomerDataSchema } from '#server/legal';
import { operation } from '#server/openapi';

/** DPDP Act 2023: everything the shop holds about the signed-in shopper, as JSON. */
export const GET = route(async (ctx) => ok(await exportCustomerData(await requireCustomer(ctx)), 'Your data'));

export const openapi = operation({ method: 'GET', summary: "A copy of the signed-in shopper's personal data (profile, addresses, orders, returns, complaints, reviews)", tag: 'customer', auth: true, response: CustomerDataSchema });
