import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertMediaKey, type MediaStore } from './media-store';

/**
 * Files under one directory. A write goes to a temporary name and is renamed into place, so a
 * reader (or a second process seeding the same photo) never sees half a file.
 */
export function diskMediaStore(dir: string): MediaStore {
  const root = path.resolve(dir);
  const made = new Map<string, Promise<unknown>>();
  const file = (key: string) => {
    assertMediaKey(key);
    return path.join(root, key);
  };
  return {
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async has(key) {
      try {
        await stat(file(key));
        return true;
      } catch {
        return false;
      }
    },
    async put(key, bytes) {
      const target = file(key);
      // Private keys live in folders under the root (private/documents, private/evidence).
      const dir = path.dirname(target);
      if (!made.has(dir)) made.set(dir, mkdir(dir, { recursive: true }));
      await made.get(dir);
      const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, target);
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
  };
}
