import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signS3Request } from '../../src/server/platform/media/sigv4';
import { s3MediaStore } from '../../src/server/platform/media/s3-store';
import { photoFileBytes, storePhoto } from '../../src/server/media/photo-pipeline';
import type { MediaStore } from '../../src/server/platform/media/media-store';
import { startFakeS3, type FakeS3 } from '../fixtures/fake-s3';
import { makePhoto } from '../fixtures/photos';

describe('SigV4 signing', () => {
  test("matches AWS's published example (GET /test.txt with a Range header)", () => {
    const headers = signS3Request(
      { method: 'GET', url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'), headers: { Range: 'bytes=0-9' } },
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' },
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('the S3 media store against a local fake bucket', () => {
  let fake: FakeS3;
  let store: MediaStore;

  beforeAll(async () => {
    fake = await startFakeS3();
    store = s3MediaStore({ endpoint: fake.url, bucket: fake.bucket, ...fake.credentials });
  });
  afterAll(() => fake.close());

  test('an upload puts the source and its AVIF and WebP files into the bucket, signed', async () => {
    const ref = await storePhoto(store, await makePhoto('jpeg', 700, 875)).catch((err: unknown) => {
      throw new Error(`${String(err)}; the bucket saw: ${fake.log.join('; ')}`);
    });
    expect(ref).toMatch(/^\/media\/[0-9a-f]{32}-700x875\.webp$/);
    const hash = ref.slice(7, 39);
    expect([...fake.objects.keys()].sort()).toEqual([`${hash}-320.avif`, `${hash}-320.webp`, `${hash}-640.avif`, `${hash}-640.webp`, `${hash}-700.avif`, `${hash}-700.webp`, `${hash}.source`]);
    expect(fake.objects.get(`${hash}-640.avif`)!.contentType).toBe('image/avif');
    expect(fake.log.filter((l) => l.endsWith('403'))).toEqual([]);
  });

  test('a file is read back byte for byte; a missing one is null', async () => {
    const [key, kept] = [...fake.objects.entries()].find(([k]) => k.endsWith('-320.webp'))!;
    expect(Buffer.from((await store.get(key))!)).toEqual(kept.bytes);
    expect(await store.has(key)).toBe(true);
    expect(await store.get(`${'0'.repeat(32)}-320.webp`)).toBeNull();
    expect(await store.has(`${'0'.repeat(32)}-320.webp`)).toBe(false);
  });

  test('a drawn photo file missing from the bucket is made from its source and put back', async () => {
    const [key] = [...fake.objects.keys()].filter((k) => k.endsWith('-700.avif'));
    fake.objects.delete(key!);
    const bytes = await photoFileBytes(store, key!.slice(0, 32), 700, 'avif');
    expect(bytes?.byteLength).toBeGreaterThan(100);
    expect(fake.objects.has(key!)).toBe(true);
  });

  test('a wrong secret is refused by the bucket and the store says so', async () => {
    const wrong = s3MediaStore({ endpoint: fake.url, bucket: fake.bucket, ...fake.credentials, secretAccessKey: 'not-the-secret' });
    await expect(wrong.put(`${'a'.repeat(32)}-320.webp`, new Uint8Array([1, 2, 3]), 'image/webp')).rejects.toThrow(/answered 403: .*signature does not match/);
  });
});
