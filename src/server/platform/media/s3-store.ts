import { assertMediaKey, type MediaStore } from './media-store';
import { signS3Request, type S3Credentials } from './sigv4';

export type S3Options = S3Credentials & { endpoint: string; bucket: string };

/**
 * An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO) reached with signed fetch calls, path
 * style (`{endpoint}/{bucket}/{key}`), which every one of them accepts.
 */
export function s3MediaStore(opts: S3Options): MediaStore {
  const base = opts.endpoint.replace(/\/+$/, '');
  async function send(method: 'GET' | 'HEAD' | 'PUT' | 'DELETE', key: string, body?: Uint8Array, contentType?: string): Promise<Response> {
    assertMediaKey(key);
    const url = new URL(`${base}/${opts.bucket}/${key}`);
    const headers = signS3Request({ method, url, headers: contentType ? { 'content-type': contentType } : {}, ...(body ? { body } : {}) }, opts);
    delete headers.host;
    return fetch(url, { method, headers, ...(body ? { body: body as Uint8Array<ArrayBuffer> } : {}), signal: AbortSignal.timeout(30_000) });
  }
  const fail = async (what: string, r: Response) => new Error(`S3 ${what} answered ${r.status}: ${(await r.text()).slice(0, 200)}`);
  return {
    async get(key) {
      const r = await send('GET', key);
      if (r.status === 404) return null;
      if (!r.ok) throw await fail(`GET ${key}`, r);
      return new Uint8Array(await r.arrayBuffer());
    },
    async has(key) {
      const r = await send('HEAD', key);
      if (r.status === 404) return false;
      if (!r.ok) throw await fail(`HEAD ${key}`, r);
      return true;
    },
    async put(key, bytes, contentType) {
      const r = await send('PUT', key, bytes, contentType);
      if (!r.ok) throw await fail(`PUT ${key}`, r);
    },
    async delete(key) {
      const r = await send('DELETE', key);
      // S3 answers 204 whether or not the key existed.
      if (!r.ok && r.status !== 404) throw await fail(`DELETE ${key}`, r);
    },
  };
}
