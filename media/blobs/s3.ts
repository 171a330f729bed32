import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { GetObjectCommandOutput } from '@aws-sdk/client-s3';
import { createRequire } from 'node:module';
import { removeQuietly } from '../storage';
import { RangeNotSatisfiable, type BlobInfo, type BlobRead, type BlobStore } from './types';
import { siteMediaTypeOf } from '../media-types';

export interface S3Settings {
  bucket: string;
  /** Absent for AWS itself. */
  endpoint?: string;
  region: string;
  /** Most S3-compatible servers need bucket-in-path URLs. */
  forcePathStyle: boolean;
}

export const contentTypeOf = (key: string) => siteMediaTypeOf(key) ?? 'application/octet-stream';

/** Separates a key from the stamp of one stored copy of it. */
const STAMP = '~';
const dirOf = (key: string) => (key.includes('/') ? key.slice(0, key.lastIndexOf('/')) : '');
const nameOf = (key: string) => key.slice(key.lastIndexOf('/') + 1);
/** The ETag of a single PUT is the MD5 of the bytes: the same on every instance, and new whenever the bytes are. */
const versionOf = (etag: string | undefined, size: number) =>
  `${(etag ?? '').replace(/[^a-f0-9]/gi, '').slice(0, 10)}${size.toString(36)}`;

type S3Sdk = typeof import('@aws-sdk/client-s3');
let loadedSdk: S3Sdk | undefined;
/** The AWS SDK, loaded on first use: only MEDIA_STORE=s3 needs it, and loading it at every start cost ~0.3 s and ~20 MB. */
const sdk = (): S3Sdk => (loadedSdk ??= createRequire(import.meta.url)('@aws-sdk/client-s3') as S3Sdk);
/** The SDK for other users of the bucket (the static mirror), loaded on first use as here. */
export const s3Sdk = sdk;

/** An S3 error's code ("NoSuchKey", "NotFound", …), or '' for another error. */
export const errorName = (err: unknown) => (err as { name?: string }).name ?? '';
/** The HTTP status an S3 error came with; undefined when the bucket did not answer (refused, reset, timed out). */
export const statusOf = (err: unknown) =>
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/**
 * How long a bucket call may wait: to connect, and for the next byte on a
 * connection (a response that never comes). The SDK's default is to wait for
 * ever, and one call that never ends holds up whatever awaits it: the static
 * mirror's writer keeps its lease while it waits, so no other instance takes
 * over and the mirror stops for good. Idle time, not the whole call: a large
 * write keeps sending and is never cut. An ended wait is an error the caller
 * retries (the SDK three times, then the mirror's own backoff).
 *
 * Not for the media store's client (s3Client's default): it streams objects
 * to visitors, and a visitor's player that stops reading for a while (its
 * buffer full) leaves the bucket's connection idle without anything wrong.
 */
export const S3_TIMEOUTS = { connectionTimeout: 10_000, socketTimeout: 30_000 };

/** A client of the bucket; `timeouts` (S3_TIMEOUTS) for callers that must never wait for ever. */
export function s3Client(s: S3Settings, timeouts?: typeof S3_TIMEOUTS) {
  return new (sdk().S3Client)({
    region: s.region,
    ...(s.endpoint ? { endpoint: s.endpoint } : {}),
    forcePathStyle: s.forcePathStyle,
    ...(timeouts ? { requestHandler: timeouts } : {}),
    // Checksums only where S3 requires them: the SDK's default streams bodies
    // as aws-chunked with trailing checksums, which several S3-compatible
    // servers (s3rver among them) do not speak. Credentials come from the
    // SDK's usual chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, profiles, roles).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * How long an instance remembers that the bucket has no object for a key:
 * within it, a request for a missing file costs no bucket request. Short,
 * since another instance may store that key meanwhile; this instance hears
 * of that at its next content-version poll (which lists the bucket again and
 * forgets every miss), so the wait is at most this long, and a file this
 * instance writes is served at once.
 */
export const MISS_TTL_MS = 10_000;
/** At most this many misses are remembered (the oldest go first): made-up names cannot fill the memory. */
export const MAX_MISSES = 10_000;

export interface S3StoreOptions {
  now?: () => number;
  maxMisses?: number;
}

/** One stored copy of a key: its physical object and stamp, with what the renderer reads. */
type Entry = BlobInfo & { object: string; stamp: string };
type S3 = ReturnType<typeof s3Client>;

const stampNow = () => `${Date.now().toString(36).padStart(9, '0')}${randomBytes(4).toString('hex')}`;
/** The key and stamp of a physical object ("home/x.jpg~0abc…"), or undefined for an object of no key. */
const parse = (object: string) => {
  const at = object.lastIndexOf(STAMP);
  return at > 0 ? { key: object.slice(0, at), stamp: object.slice(at + 1) } : undefined;
};

/** Every object in the bucket (under `prefix`), page after page. */
async function* listObjects(client: S3, bucket: string, prefix?: string) {
  let token: string | undefined;
  do {
    const page = await client.send(
      new (sdk().ListObjectsV2Command)({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    );
    for (const o of page.Contents ?? []) if (o.Key) yield { object: o.Key, size: o.Size ?? 0, etag: o.ETag };
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}

/**
 * The current (newest) copy of each key among `objects` that `wanted` keeps;
 * the superseded ones (a commit cut off before its cleanup) are listed as stale.
 */
async function newestCopies(
  objects: AsyncIterable<{ object: string; size: number; etag?: string }>,
  wanted: (key: string) => boolean = () => true,
) {
  const current = new Map<string, Entry>();
  const stale: string[] = [];
  for await (const o of objects) {
    const p = parse(o.object);
    if (!p || !wanted(p.key)) continue;
    const entry = { object: o.object, stamp: p.stamp, size: o.size, version: versionOf(o.etag, o.size) };
    const seen = current.get(p.key);
    if (!seen || seen.stamp < p.stamp) {
      if (seen) stale.push(seen.object);
      current.set(p.key, entry);
    } else stale.push(o.object);
  }
  return { current, stale };
}

/** Keys the bucket had no object for, and until when that answer stands (oldest first, at most `max`). */
function missMemory(now: () => number, max: number) {
  const until = new Map<string, number>();
  return {
    /** Whether the bucket said "no such key" within MISS_TTL_MS; an older answer is forgotten. */
    recent(key: string) {
      const at = until.get(key);
      if (at !== undefined && at > now()) return true;
      until.delete(key);
      return false;
    },
    add(key: string) {
      if (until.size >= max) until.delete(until.keys().next().value!);
      until.set(key, now() + MISS_TTL_MS);
    },
    delete: (key: string) => until.delete(key),
    clear: () => until.clear(),
  };
}

/** Uploads a local file as a new stamped copy of `key` (the file is removed either way); nothing is current yet. */
async function putCopy(client: S3, bucket: string, key: string, localFile: string, contentType?: string) {
  const { size } = await stat(localFile);
  const stamp = stampNow();
  const object = `${key}${STAMP}${stamp}`;
  try {
    const out = await client.send(
      new (sdk().PutObjectCommand)({
        Bucket: bucket,
        Key: object,
        Body: createReadStream(localFile),
        ContentLength: size,
        ContentType: contentType ?? contentTypeOf(key),
      }),
    );
    return { object, stamp, size, version: versionOf(out.ETag, size) } satisfies Entry;
  } finally {
    await removeQuietly(localFile);
  }
}

/** A GetObject answer as the server streams it: its bytes, its size and the part of them a range asked for. */
function blobReadOf(key: string, out: GetObjectCommandOutput): BlobRead {
  const length = out.ContentLength ?? 0;
  const m = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(out.ContentRange ?? '');
  return {
    body: out.Body as Readable,
    length,
    size: m ? Number(m[3]) : length,
    contentType: contentTypeOf(key),
    etag: out.ETag,
    lastModified: out.LastModified,
    range: m ? [Number(m[1]), Number(m[2])] : undefined,
  };
}

/**
 * Media in an S3-compatible bucket.
 *
 * A commit never overwrites an object: each one is written under a new
 * physical key, `<key>~<stamp>`, and becomes current when it is the newest
 * stamp for its key; the one it replaces is deleted after. AWS itself
 * replaces objects atomically, but not every S3-compatible server does
 * (s3rver rewrites the file in place, and a reader mid-write gets a cut
 * object), so this keeps "the old bytes or the new ones, never a mix" on any
 * of them. Stamps order by time, then by a random tail, so every instance
 * picks the same current object from the same listing.
 *
 * The index of keys, sizes and ETags is what the renderer reads; it is
 * listed at start and again when another instance reports a media change.
 */
export function s3BlobStore(
  s: S3Settings,
  client = s3Client(s),
  { now = Date.now, maxMisses = MAX_MISSES }: S3StoreOptions = {},
): BlobStore {
  let index = new Map<string, Entry>();
  let dirs = new Map<string, Set<string>>();
  const misses = missMemory(now, maxMisses);
  // Writes made here while a listing runs: the listing may predate them, so they are applied on top of it.
  let during: Map<string, Entry | undefined> | undefined;
  const remember = (key: string, entry: Entry | undefined) => {
    during?.set(key, entry);
    misses.delete(key);
    const dir = dirOf(key);
    if (entry) {
      index.set(key, entry);
      if (!dirs.has(dir)) dirs.set(dir, new Set());
      dirs.get(dir)!.add(nameOf(key));
    } else {
      index.delete(key);
      dirs.get(dir)?.delete(nameOf(key));
    }
  };
  const deleteObject = (object: string) =>
    client.send(new (sdk().DeleteObjectCommand)({ Bucket: s.bucket, Key: object }));

  /**
   * The bucket's own answer for one key: its newest stored copy, listed by
   * prefix and added to the index. On a miss an instance asks the bucket
   * before saying 404, since another instance may have just stored the
   * object (this one hears of it at its next content-version poll), and a
   * 404 can be kept by a browser or a CDN.
   */
  async function lookup(key: string): Promise<Entry | undefined> {
    if (misses.recent(key)) return undefined;
    let best: Entry | undefined;
    const page = await client.send(
      new (sdk().ListObjectsV2Command)({ Bucket: s.bucket, Prefix: `${key}${STAMP}`, MaxKeys: 100 }),
    );
    for (const o of page.Contents ?? []) {
      const p = o.Key ? parse(o.Key) : undefined;
      if (!p || p.key !== key || (best && best.stamp >= p.stamp)) continue;
      best = { object: o.Key!, stamp: p.stamp, size: o.Size ?? 0, version: versionOf(o.ETag, o.Size ?? 0) };
    }
    if (best && !index.has(key)) remember(key, best);
    const found = index.get(key);
    if (!found) misses.add(key);
    return found;
  }

  async function read(key: string, range: string | undefined, retry: boolean): Promise<BlobRead | undefined> {
    const entry = index.get(key) ?? (retry ? await lookup(key) : undefined);
    if (!entry) return undefined;
    try {
      const out = await client.send(
        new (sdk().GetObjectCommand)({ Bucket: s.bucket, Key: entry.object, ...(range ? { Range: range } : {}) }),
      );
      return blobReadOf(key, out);
    } catch (err) {
      if (errorName(err) === 'InvalidRange' || statusOf(err) === 416) throw new RangeNotSatisfiable(entry.size);
      if (errorName(err) !== 'NoSuchKey' && statusOf(err) !== 404) throw err;
      // Another instance replaced it since this one last listed: look again, once.
      if (!retry) return undefined;
      await this_.refresh();
      return read(key, range, false);
    }
  }

  /** Writes a new stamped copy of `key`; `confirm` deletes the copy it replaced, `undo` deletes this one. */
  async function put(key: string, localFile: string, contentType?: string) {
    const entry = await putCopy(client, s.bucket, key, localFile, contentType);
    const { object } = entry;
    const previous = index.get(key);
    remember(key, entry);
    return {
      async confirm() {
        if (previous && previous.object !== object) await deleteObject(previous.object).catch(() => {});
      },
      async undo() {
        await deleteObject(object);
        // Whatever is newest in the bucket now (another instance's copy, or the one this replaced) is current.
        if (index.get(key)?.object === object) remember(key, undefined);
        await lookup(key);
      },
    };
  }

  const this_: BlobStore = {
    kind: 's3',
    description: `s3://${s.bucket}${s.endpoint ? ` at ${s.endpoint}` : ''}`,
    info: (key) => index.get(key),
    names: (dirKey) => [...(dirs.get(dirKey) ?? [])],
    async commit(key, localFile, contentType) {
      const { confirm } = await put(key, localFile, contentType);
      await confirm();
    },
    stage: put,
    async remove(key) {
      const entry = index.get(key);
      remember(key, undefined);
      if (entry) await deleteObject(entry.object);
    },
    async *list() {
      for (const [key, entry] of index) yield { key, size: entry.size };
    },
    read: (key, range) => read(key, range, true),
    async refresh() {
      const writes = new Map<string, Entry | undefined>();
      during = writes;
      let found: Awaited<ReturnType<typeof newestCopies>>;
      try {
        found = await newestCopies(listObjects(client, s.bucket));
      } finally {
        if (during === writes) during = undefined;
      }
      index = new Map();
      dirs = new Map();
      misses.clear();
      for (const [key, entry] of found.current) remember(key, entry);
      for (const [key, entry] of writes) remember(key, entry);
      for (const object of found.stale) await deleteObject(object).catch(() => {});
    },
    async refreshPrefixes(prefixes) {
      for (const prefix of prefixes) {
        const { current: found } = await newestCopies(listObjects(client, s.bucket, prefix), (key) =>
          key.startsWith(prefix),
        );
        for (const key of [...index.keys()]) if (key.startsWith(prefix) && !found.has(key)) remember(key, undefined);
        for (const [key, entry] of found) remember(key, entry);
      }
    },
    async check() {
      await client.send(new (sdk().HeadBucketCommand)({ Bucket: s.bucket }));
    },
  };
  return this_;
}
