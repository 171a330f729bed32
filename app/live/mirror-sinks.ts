import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { S3_TIMEOUTS, s3Client, s3Sdk, type S3Settings } from '../../media/blobs/s3';

/**
 * Where the static mirror's files go. Each file is replaced whole: a reader
 * (nginx, a CDN in front of the bucket) gets the old bytes or the new ones,
 * never a mix. Paths are relative, with `/` (`about/index.html`).
 */
export interface MirrorSink {
  /** Names the sink in the log and in errors. */
  readonly name: string;
  write(file: string, bytes: Buffer): Promise<void>;
  remove(file: string): Promise<void>;
  /** Every file the sink holds. */
  list(): Promise<string[]>;
}

/** A temporary name a write goes to before its rename: never served, and cleared by the next whole rebuild. */
export const isTemporary = (file: string) => file.endsWith('.tmp');

/** The mirror as a folder nginx serves: write to a temporary name, then rename over the old file (atomic on one file system). */
export function folderSink(dir: string): MirrorSink {
  async function walk(rel: string): Promise<string[]> {
    const entries = await readdir(join(dir, rel), { withFileTypes: true }).catch(() => []);
    const out: string[] = [];
    for (const e of entries) {
      const name = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) out.push(...(await walk(name)));
      else out.push(name);
    }
    return out;
  }
  return {
    name: dir,
    async write(file, bytes) {
      const full = join(dir, file);
      await mkdir(dirname(full), { recursive: true });
      const temp = `${full}.${process.pid}-${randomUUID().slice(0, 8)}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, full);
    },
    remove: (file) => rm(join(dir, file), { force: true }),
    list: () => walk(''),
  };
}

/** The mirror holds text only: pages, the sitemap, robots.txt, its position and nginx's maps. */
const TYPES: Record<string, string> = { html: 'text/html', xml: 'application/xml', json: 'application/json' };

/** What an object of the mirror is, for whoever serves the bucket: a .br or .gz copy is its page, encoded. */
function objectHeaders(file: string) {
  const encoding = file.endsWith('.br') ? 'br' : file.endsWith('.gz') ? 'gzip' : undefined;
  const plain = encoding ? file.slice(0, file.lastIndexOf('.')) : file;
  const ext = plain.slice(plain.lastIndexOf('.') + 1);
  const type = TYPES[ext] ?? 'text/plain';
  return {
    ContentType: `${type}; charset=utf-8`,
    ...(encoding ? { ContentEncoding: encoding } : {}),
    // Pages change on publish: a cache in front asks again each time (an ETag answers it cheaply).
    CacheControl: 'no-cache',
  };
}

/**
 * The mirror in the media bucket under `prefix` (MEDIA_STORE=s3): one PUT per
 * file, which S3 applies whole, so a reader never gets half of one. A site
 * on several hosts without shared storage serves this copy (a CDN, or a
 * static-website bucket) instead of a folder. The media store never sees
 * these keys: its objects carry a `~stamp`, these do not.
 */
export function bucketSink(s: S3Settings, prefix: string, client = s3Client(s, S3_TIMEOUTS)): MirrorSink {
  const sdk = s3Sdk();
  const root = prefix.replace(/^\/+/, '');
  return {
    name: `s3://${s.bucket}/${root}`,
    async write(file, bytes) {
      await client.send(
        new sdk.PutObjectCommand({ Bucket: s.bucket, Key: root + file, Body: bytes, ...objectHeaders(file) }),
      );
    },
    async remove(file) {
      await client.send(new sdk.DeleteObjectCommand({ Bucket: s.bucket, Key: root + file }));
    },
    async list() {
      const out: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket: s.bucket, Prefix: root, ContinuationToken: token }),
        );
        for (const o of page.Contents ?? []) if (o.Key) out.push(o.Key.slice(root.length));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return out;
    },
  };
}
