/**
 * Where photo files live. Keys are content-addressed (the hash of what they were made from), so
 * a key's bytes never change: a put of an existing key may be skipped, and readers cache forever.
 */
export interface MediaStore {
  get(key: string): Promise<Uint8Array | null>;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  has(key: string): Promise<boolean>;
}

/** Keys are made by the pipeline only; anything else never reaches a path or URL. */
export const MEDIA_KEY = /^[0-9a-f]{32}(\.source|-\d{1,5}\.(avif|webp))$/;

export function assertMediaKey(key: string): void {
  if (!MEDIA_KEY.test(key)) throw new Error(`Not a media key: ${key}`);
}
