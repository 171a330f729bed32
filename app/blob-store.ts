import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { ConfigError, type AppConfig } from '../api/config';
import { fileBlobStore } from '../media/blobs/file';
import { errorName, s3BlobStore, statusOf } from '../media/blobs/s3';
import type { BlobStore } from '../media/blobs/types';

/**
 * How long the start keeps asking a bucket that answered with a server error
 * (5xx) or could not be reached. Such an answer says "try again": S3 itself
 * sheds load with 503 SlowDown, an S3-compatible server may fail one listing
 * while another instance deletes, and a bucket's host may be restarting with
 * the rest of the stack. Refusing to start on one of them would turn a blip
 * into an instance that is down until someone starts it again. An answer that
 * asking again will not change (no such bucket, access denied, any other 4xx)
 * stops the start at once, and so does a server error that outlasts this.
 */
export const BUCKET_START_PATIENCE_MS = 20_000;
/** The first pause between tries; it doubles, up to RETRY_MAX_MS. */
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 4_000;

/**
 * What a failed check means: one line a person can act on, naming the variables to fix, and whether a later
 * try may meet another answer (a server error, or no answer at all: refused, reset, timed out).
 */
function verdictOn(err: unknown): { why: string; passing: boolean } {
  const status = statusOf(err);
  const name = errorName(err);
  if (status === 404 || name === 'NotFound' || name === 'NoSuchBucket')
    return { why: 'the bucket does not exist', passing: false };
  if (status === 403 || status === 401)
    return { why: 'access denied (check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)', passing: false };
  const said = (err as Error).message?.split('\n')[0];
  const message = said || name || String(err).split('\n')[0];
  if (status === undefined) return { why: message, passing: true };
  if (status < 500) return { why: message, passing: false };
  // A HEAD answer has no body, and the SDK then names the error "UnknownError", which tells a person nothing.
  return {
    why: `the bucket's server answered ${status}${said && said !== 'UnknownError' ? `: ${said}` : ''}`,
    passing: true,
  };
}

export interface OpenBlobStoreOptions {
  /** How long a server error or an unreachable bucket is tried again (BUCKET_START_PATIENCE_MS). */
  patienceMs?: number;
  /** Told each time the check failed in a way worth trying again, before the pause. */
  onRetry?: (reason: string) => void;
}

/**
 * The media store the configuration names, checked before the site starts:
 * a bucket that is missing, or credentials it refuses, stop the start with
 * one line naming the variables to fix, not a stack trace on every request
 * later. A bucket that answers with a server error or cannot be reached is
 * asked again for a while first (BUCKET_START_PATIENCE_MS).
 */
export async function openBlobStore(
  config: Pick<AppConfig, 'dataDir' | 's3'>,
  { patienceMs = BUCKET_START_PATIENCE_MS, onRetry }: OpenBlobStoreOptions = {},
): Promise<BlobStore> {
  if (!config.s3) {
    const store = fileBlobStore(join(config.dataDir, 'uploads'));
    await store.check().catch((err: Error) => {
      throw new ConfigError(`DATA_DIR: cannot write media to ${store.description}: ${err.message}`);
    });
    return store;
  }
  const store = s3BlobStore(config.s3);
  const giveUpAt = Date.now() + patienceMs;
  for (let pause = RETRY_FIRST_MS; ; pause = Math.min(pause * 2, RETRY_MAX_MS)) {
    try {
      await store.check();
      await store.refresh();
      return store;
    } catch (err) {
      const { why, passing } = verdictOn(err);
      const left = giveUpAt - Date.now();
      if (!passing || left <= 0) {
        const tried = passing ? ` (still so after ${Math.round(patienceMs / 1000)} s of trying again)` : '';
        throw new ConfigError(`S3_BUCKET: cannot use ${store.description} (MEDIA_STORE=s3): ${why}${tried}`);
      }
      onRetry?.(why);
      await sleep(Math.min(pause, left));
    }
  }
}
