import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { getDb, type Db } from '#server/platform/db/client';
import { categories, discountCodes, products } from '#server/platform/db/schema/index';
import { newId } from '#server/platform/db/ids';
import { badRequest, notFound } from '#server/platform/errors';
import { recordAudit } from '#server/audit';
import type { StaffMember } from '#server/staff';
import { fromPaise, toPaise } from '#lib/money';
import type { DiscountInput } from '#lib/validation/discounts';
import type { DiscountCode } from './code-rules';
import type { AdminDiscount } from '#lib/discount-types';

export type { AdminDiscount };

export type DiscountWriteContext = { staff: StaffMember; requestId: string | null; clientAddress: string | null };

export function toAdmin(c: DiscountCode): AdminDiscount {
  return {
    id: c.id,
    code: c.code,
    kind: c.kind,
    value: c.kind === 'flat' ? fromPaise(c.value) : c.value,
    cap: c.capPaise === null ? null : fromPaise(c.capPaise),
    minOrder: fromPaise(c.minOrderPaise),
    startsAt: c.startsAt?.toISOString() ?? null,
    endsAt: c.endsAt?.toISOString() ?? null,
    totalUses: c.totalUses,
    usesPerCustomer: c.usesPerCustomer,
    usedCount: c.usedCount,
    firstOrderOnly: c.firstOrderOnly,
    productIds: c.productIds,
    categoryIds: c.categoryIds,
    combinesWithOffers: c.combinesWithOffers,
    paused: c.paused,
  };
}

function columnsOf(input: DiscountInput) {
  return {
    code: input.code,
    kind: input.kind,
    value: input.kind === 'flat' ? toPaise(input.value) : input.kind === 'percent' ? input.value : 0,
    capPaise: input.cap === null ? null : toPaise(input.cap),
    minOrderPaise: toPaise(input.minOrder),
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    totalUses: input.totalUses,
    usesPerCustomer: input.usesPerCustomer,
    firstOrderOnly: input.firstOrderOnly,
    productIds: [...new Set(input.productIds)],
    categoryIds: [...new Set(input.categoryIds)],
    combinesWithOffers: input.combinesWithOffers,
    paused: input.paused,
  };
}

const audited = (c: ReturnType<typeof columnsOf> | DiscountCode) => ({ ...c, startsAt: c.startsAt?.toISOString() ?? null, endsAt: c.endsAt?.toISOString() ?? null });

export async function listDiscounts(): Promise<AdminDiscount[]> {
  const db = await getDb();
  return (await db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt), asc(discountCodes.code))).map(toAdmin);
}

/** The products and categories a code may be limited to, for the form's pickers. */
export async function discountChoices(): Promise<{ products: { id: string; name: string }[]; categories: { id: string; name: string }[] }> {
  const db = await getDb();
  const [p, c] = await Promise.all([
    db.select({ id: products.id, name: products.name }).from(products).orderBy(asc(products.name)),
    db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.name)),
  ]);
  return { products: p, categories: c };
}

async function assertFree(tx: Db, code: string, id: string | null): Promise<void> {
  const where = id ? and(eq(discountCodes.code, code), ne(discountCodes.id, id)) : eq(discountCodes.code, code);
  const [taken] = await tx.select({ id: discountCodes.id }).from(discountCodes).where(where).limit(1);
  if (taken) throw duplicate(code);
}

const duplicate = (code: string) => {
  const message = `Code ${code} already exists (codes are the same in capitals or small letters): choose another code`;
  return badRequest(message, [{ path: 'code', message }]);
};

/** Two staff saving the same new code at once: the unique constraint decides, and the loser hears why. */
const isUniqueViolation = (e: unknown) => {
  for (let x: unknown = e, d = 0; x && d < 4; d++, x = (x as { cause?: unknown }).cause) if ((x as { code?: unknown }).code === '23505') return true;
  return false;
};

async function write<T>(ctx: DiscountWriteContext, code: string | null, change: (tx: Db) => Promise<{ result: T; audit: { action: string; entityId: string; before?: Record<string, unknown> | null; after?: Record<string, unknown> | null } }>): Promise<T> {
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const { result, audit } = await change(tx);
      await recordAudit(tx, { staff: ctx.staff, requestId: ctx.requestId, clientAddress: ctx.clientAddress, entity: 'discount', ...audit });
      return result;
    });
  } catch (e) {
    if (code && isUniqueViolation(e)) throw duplicate(code);
    throw e;
  }
}

async function row(tx: Db, id: string): Promise<DiscountCode> {
  const [r] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).limit(1);
  if (!r) throw notFound('No discount code has this id. Reload the discounts page and try again.');
  return r;
}

export function createDiscount(ctx: DiscountWriteContext, input: DiscountInput): Promise<AdminDiscount> {
  return write(ctx, input.code, async (tx) => {
    await assertFree(tx, input.code, null);
    const values = columnsOf(input);
    const [saved] = await tx.insert(discountCodes).values({ id: newId(), ...values }).returning();
    return { result: toAdmin(saved!), audit: { action: 'discount.create', entityId: saved!.id, after: audited(values) } };
  });
}

export function updateDiscount(ctx: DiscountWriteContext, id: string, input: DiscountInput): Promise<AdminDiscount> {
  return write(ctx, input.code, async (tx) => {
    const before = await row(tx, id);
    await assertFree(tx, input.code, id);
    const values = columnsOf(input);
    if (values.totalUses !== null && values.totalUses < before.usedCount) {
      const message = `Total uses cannot be below the ${before.usedCount} uses already made`;
      throw badRequest(message, [{ path: 'totalUses', message }]);
    }
    const [saved] = await tx.update(discountCodes).set({ ...values, updatedAt: new Date() }).where(eq(discountCodes.id, id)).returning();
    return { result: toAdmin(saved!), audit: { action: 'discount.update', entityId: id, before: audited(before), after: audited(values) } };
  });
}

/** Pausing stops new orders using the code at once; orders already placed keep their discount. */
export function pauseDiscount(ctx: DiscountWriteContext, id: string, paused: boolean): Promise<AdminDiscount> {
  return write(ctx, null, async (tx) => {
    const before = await row(tx, id);
    const [saved] = await tx.update(discountCodes).set({ paused, updatedAt: new Date() }).where(eq(discountCodes.id, id)).returning();
    return { result: toAdmin(saved!), audit: { action: paused ? 'discount.pause' : 'discount.resume', entityId: id, before: { paused: before.paused }, after: { paused } } };
  });
}
