// Adds a staff member from the command line (the first owner in production):
//   npm run staff:add -- --email owner@example.com --name "Asha" --role owner   (password on stdin)
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { env } from '../src/server/platform/env';
import { openAndMigrate } from '../src/server/platform/db/client';
import { createStaff } from '../src/server/staff/accounts';
import { StaffEmailSchema, StaffNameSchema, StaffPasswordSchema, StaffRoleSchema } from '../src/lib/validation/staff';

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } } });

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Password (then Enter, and Ctrl-D): ');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

const parsed = z
  .object({ email: StaffEmailSchema, name: StaffNameSchema, role: StaffRoleSchema, password: StaffPasswordSchema })
  .safeParse({ ...values, password: await readStdin() });
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`${issue.path.join('.') || 'input'}: ${issue.message}`);
  console.error('Usage: npm run staff:add -- --email … --name … --role owner|manager|fulfilment|support  (password on stdin)');
  process.exit(1);
}
const e = env();
const handle = await openAndMigrate({ databaseUrl: e.DATABASE_URL, dataDir: e.DATA_DIR });
try {
  const member = await createStaff(handle.db, parsed.data);
  console.log(`Added ${member.email} as ${member.role}. They can sign in at /admin/sign-in.`);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
} finally {
  await handle.close();
}
