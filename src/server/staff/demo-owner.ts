import { eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/client';
import { staff } from '#server/platform/db/schema/index';
import { createStaff } from './accounts';

export const DEMO_OWNER = { email: 'owner@kanmani.local', password: 'kanmani-local-owner', name: 'Demo Owner' } as const;

/** Local mode only: a known owner so the console can be tried at once. Production creates none. */
export async function ensureDemoOwner(db: Db): Promise<boolean> {
  const [existing] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, DEMO_OWNER.email)).limit(1);
  if (existing) return false;
  await createStaff(db, { email: DEMO_OWNER.email, name: DEMO_OWNER.name, role: 'owner', password: DEMO_OWNER.password });
  return true;
}
