import { join } from 'node:path';
import { ConfigError, type AppConfig } from '../api/config';
import { fileBlobStore } from '../media/blobs/file';
import { s3BlobStore } from '../media/blobs/s3';
import type { BlobStore } from '../media/blobs/types';

/**
 * The media store the configuration names, checked before the site starts:
 * a bucket that is missing or unreachable, or credentials it refuses, stop
 * the start with one line naming the variables to fix, not a stack trace
 * on every request later.
 */
export async function openBlobStore(config: Pick<AppConfig, 'dataDir' | 's3'>): Promise<BlobStore> {
  if (!config.s3) {
    const store = fileBlobStore(join(config.dataDir, 'uploads'));
    await store.check().catch((err: Error) => {
      throw new ConfigError(`DATA_DIR: cannot write media to ${store.description}: ${err.message}`);
    });
    return store;
  }
  const store = s3BlobStore(config.s3);
  try {
    await store.check();
    await store.refresh();
  } catch (err) {
    const e = err as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
    const status = e.$metadata?.httpStatusCode;
    const why =
      status === 404 || e.name === 'NotFound' || e.name === 'NoSuchBucket'
        ? 'the bucket does not exist'
        : status === 403 || status === 401
          ? 'access denied (check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)'
          : (e.message || e.name || String(err)).split('\n')[0];
    throw new ConfigError(`S3_BUCKET: cannot use ${store.description} (MEDIA_STORE=s3): ${why}`);
  }
  return store;
}
