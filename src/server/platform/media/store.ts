import { env } from '../env';
import { diskMediaStore } from './disk-store';
import type { MediaStore } from './media-store';
import { s3MediaStore } from './s3-store';

let current: { key: string; store: MediaStore } | undefined;

/** The store the settings name (MEDIA_STORE), made once per setting. */
export function mediaStore(): MediaStore {
  const e = env();
  const key = e.MEDIA_STORE === 's3' ? `s3 ${e.S3_ENDPOINT} ${e.S3_BUCKET}` : `disk ${e.MEDIA_DIR}`;
  if (current?.key === key) return current.store;
  const store =
    e.MEDIA_STORE === 's3'
      ? s3MediaStore({
          endpoint: e.S3_ENDPOINT!,
          bucket: e.S3_BUCKET!,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
        })
      : diskMediaStore(e.MEDIA_DIR);
  current = { key, store };
  return store;
}
