import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with its default cost. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function passwordMatches(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** Compared against when the email is unknown, so a wrong email costs as long as a wrong password. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hash('kanmani-decoy-password');
  return decoy;
}
