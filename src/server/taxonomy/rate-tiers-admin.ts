import { asc } from 'drizzle-orm';
import { getDb, type Db } from '#server/platform/db/client';
import { shippingRateTiers } from '#server/platform/db/schema/index';
import { fromPaise, toPaise } from '#lib/money';
import { RateTiersInputSchema, tierOrderProblems, type RateTiersInput } from '#lib/validation/taxonomy';
import { fieldErrors } from '#server/platform/http/body';
import { parseLabelled } from '#lib/validation/labels';
import { badRequest } from '#server/platform/errors';
import { catalogWrite, type WriteContext } from './catalog-write';

export type AdminRateTier = RateTiersInput['tiers'][number];

/** The rate card in rupees, lightest tier first; the last ceiling is the heaviest parcel accepted. */
export async function listRateTiersForAdmin(db?: Db): Promise<AdminRateTier[]> {
  db ??= await getDb();
  const rows = await db.select().from(shippingRateTiers).orderBy(asc(shippingRateTiers.weightInGrams));
  return rows.map((t) => ({ weightInGrams: t.weightInGrams, onlinePaymentRate: fromPaise(t.onlinePaymentRatePaise), codRate: fromPaise(t.codRatePaise) }));
}

const card = (tiers: readonly AdminRateTier[]) => tiers.map((t) => `up to ${t.weightInGrams} g: online ₹${t.onlinePaymentRate}, COD ₹${t.codRate}`);

/** Replaces the whole rate card (already checked to rise in weight) in one transaction. */
export function saveRateTiers(ctx: WriteContext, input: RateTiersInput): Promise<{ tiers: number }> {
  return catalogWrite(ctx, async (tx) => {
    const before = await listRateTiersForAdmin(tx);
    await tx.delete(shippingRateTiers);
    await tx.insert(shippingRateTiers).values(
      input.tiers.map((t) => ({ weightInGrams: t.weightInGrams, onlinePaymentRatePaise: toPaise(t.onlinePaymentRate), codRatePaise: toPaise(t.codRate) })),
    );
    return {
      result: { tiers: input.tiers.length },
      audit: { action: 'shipping_tiers.save', entity: 'shipping_tiers', entityId: 'rate-card', before: { tiers: card(before) }, after: { tiers: card(input.tiers) } },
    };
  });
}

/**
 * Checks a rate card: each field's message names its row (counted from 1, as the console shows
 * them), then the rows must rise in weight.
 */
export function parseRateTiers(body: unknown): RateTiersInput {
  const parsed = parseLabelled(RateTiersInputSchema, body);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error).map((e) => {
      const row = /^tiers\.(\d+)\./.exec(e.path);
      return row ? { path: e.path, message: `Row ${Number(row[1]) + 1}: ${e.message}` } : e;
    });
    throw badRequest(`The rate card was not saved. ${errors[0]!.message}`, errors);
  }
  const order = tierOrderProblems(parsed.data.tiers);
  if (order.length > 0) throw badRequest(`The rate card was not saved. ${order[0]!.message}`, order);
  return parsed.data;
}
