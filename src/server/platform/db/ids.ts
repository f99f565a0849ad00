import { createHash, randomBytes } from 'node:crypto';

export function newId(): string {
  return randomBytes(12).toString('hex');
}

/** Stable ids for seeded rows, so demo links and tests survive a re-seed. */
export function seedId(kind: string, key: string): string {
  return createHash('sha256').update(`${kind}:${key}`).digest('hex').slice(0, 24);
}
