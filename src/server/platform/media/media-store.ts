/**
 * Where photo files live. Keys are content-addressed (the hash of what they were made from), so
 * a key's bytes never change: a put of an existing key may be skipped, and readers cache forever.
 */
export interface MediaStore {
  get(key: string): Promise<Uint8Array | null>;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  has(key: string): Promise<boolean>;
  /** Removes a key's file; a key already gone is no error. Private keys (evidence no return claimed, old exports) and the photos of an erased buyer's reviews (media/forget-photos.ts) are removed. */
  delete(key: string): Promise<void>;
}

/**
 * Keys are made by the shop only; anything else never reaches a path or URL. Photo keys are
 * public (the /media route serves their files); keys under private/ (issued tax documents,
 * return evidence) are read only by routes that check who is asking, and /media never names them.
 */
export const MEDIA_KEY = /^([0-9a-f]{32}(\.source|-\d{1,5}\.(avif|webp))|private\/(documents|evidence|imports|exports)\/[0-9a-f]{32}\.(pdf|bin|zip|csv))$/;

/** Where an issued invoice or credit note's PDF is kept, by the hash of its particulars. */
export const documentKey = (hash: string) => `private/documents/${hash}.pdf`;
/** Where a catalog import's zip of photos waits for its job, by the hash of its bytes. */
export const importZipKey = (hash: string) => `private/imports/${hash}.zip`;
/** Where a console export waits for the staff member who asked for it (a day at most). */
export const exportFileKey = (name: string) => `private/exports/${name}.csv`;
/** Where a file a shopper sent with a return is kept, by the hash of its bytes. */
export const evidenceKey = (hash: string) => `private/evidence/${hash}.bin`;

export function assertMediaKey(key: string): void {
  if (!MEDIA_KEY.test(key)) throw new Error(`Not a media key: ${key}`);
}
