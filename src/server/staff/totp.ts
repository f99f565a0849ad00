import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { authenticator } from 'otplib';
import type { Db } from '#server/platform/db/client';
import { staff } from '#server/platform/db/schema/index';

// One step either side forgives a phone clock a little off.
authenticator.options = { window: 1 };

const STEP_SECONDS = 30;

export function newTotpSecret(): string {
  return authenticator.generateSecret();
}

export function totpUri(email: string, secret: string): string {
  return authenticator.keyuri(email, 'Kanmani console', secret);
}

/** The 30-second time step the code belongs to, or null when it matches none in the window. */
export function totpStep(secret: string, code: string): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = authenticator.checkDelta(code, secret);
  return delta === null ? null : Math.floor(Date.now() / 1000 / STEP_SECONDS) + delta;
}

export function totpMatches(secret: string, code: string): boolean {
  return totpStep(secret, code) !== null;
}

/**
 * Spends a code: right, and of a later step than the last code this member used. One
 * conditional update, so two requests racing with the same code cannot both pass.
 */
export async function spendTotpCode(db: Db, staffId: string, secret: string, code: string): Promise<boolean> {
  const step = totpStep(secret, code);
  if (step === null) return false;
  const spent = await db
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, staffId), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
    .returning({ id: staff.id });
  return spent.length > 0;
}
