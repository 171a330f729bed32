import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import { siteMigrations } from '../database';
import { BACKUP_FORMAT, BACKUP_VERSION, SIGNATURE_ENTRY, type BackupManifest, type Progress } from './archive';

/** A refusal: nothing was changed. The message says what to do. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

/** The largest manifest or signature kept in memory (a manifest lists each file once: a few MB at most). */
const MAX_META_BYTES = 32 * 1024 * 1024;

const safeName = (name: string) =>
  /^(db\/[a-z0-9_]+\.jsonl|media\/.+)$/.test(name) &&
  normalize(name) === name &&
  !name.split('/').some((part) => part === '..' || part === '.' || part === '');

/** Where the archive's bytes come from: a file, standard input ("-"), or any stream (read once either way). */
export function archiveSource(file: string, source?: AsyncIterable<Uint8Array>): AsyncIterable<Uint8Array> {
  if (source) return source;
  if (file === '-') return process.stdin;
  return createReadStream(file);
}

export interface StagedArchive {
  manifest: BackupManifest;
  signed: boolean;
}

/**
 * Reads the archive exactly once (it may be a pipe, or a file someone is
 * changing): each entry is checked to be a regular file under a safe name
 * before a byte of it is written, then written into `staging` while its
 * SHA-256 is taken. Only after the last entry is the manifest compared with
 * what was written, so what is later restored is exactly what was checked.
 * With a key, the manifest must carry a matching HMAC.
 */
export async function stageArchive(
  input: AsyncIterable<Uint8Array>,
  staging: string,
  { key, progress, total }: { key?: string; progress?: Progress; total?: number } = {},
): Promise<StagedArchive> {
  const seen = new Map<string, { size: number; sha256: string }>();
  const meta: Record<string, Buffer> = {};
  const extract = tar.extract();
  const reading = pipeline(Readable.from(input), extract);
  reading.catch(() => {});
  let done = 0;
  try {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      if (type !== 'file')
        throw new RestoreRefused(`The archive holds ${name}, which is a ${type}, not a file; nothing was restored.`);
      if (name === 'manifest.json' || name === SIGNATURE_ENTRY) {
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of entry) {
          size += (chunk as Buffer).length;
          if (size > MAX_META_BYTES)
            throw new RestoreRefused(`The archive's ${name} is too large; nothing was restored.`);
          chunks.push(chunk as Buffer);
        }
        meta[name] = Buffer.concat(chunks);
        continue;
      }
      if (!safeName(name) || seen.has(name))
        throw new RestoreRefused(`The archive names an unsafe or repeated path (${name}); nothing was restored.`);
      const out = join(staging, name);
      await mkdir(dirname(out), { recursive: true });
      const hash = createHash('sha256');
      let size = 0;
      await pipeline(
        entry as unknown as Readable,
        async function* (chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            hash.update(chunk);
            size += chunk.length;
            done += chunk.length;
            progress?.(Math.min(done, total ?? done), total ?? done, name);
            yield chunk;
          }
        },
        createWriteStream(out, { flags: 'wx' }),
      );
      seen.set(name, { size, sha256: hash.digest('hex') });
    }
    await reading;
  } catch (err) {
    if (err instanceof RestoreRefused) throw err;
    throw new RestoreRefused(
      `The archive is damaged or not a backup (${(err as Error).message}); nothing was restored.`,
    );
  }
  const manifest = checkManifest(meta['manifest.json'], seen);
  const signed = checkSignature(meta['manifest.json'], meta[SIGNATURE_ENTRY], key);
  return { manifest, signed };
}

function checkManifest(text: Buffer | undefined, seen: Map<string, { size: number; sha256: string }>) {
  if (!text)
    throw new RestoreRefused('The archive has no manifest.json: it is not a complete backup; nothing was restored.');
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(text.toString('utf8')) as BackupManifest;
  } catch {
    throw new RestoreRefused("The archive's manifest.json is not valid JSON; nothing was restored.");
  }
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION)
    throw new RestoreRefused(
      `Not a backup of this site (format ${String(manifest.format)} v${String(manifest.version)}); nothing was restored.`,
    );
  const unknown = manifest.migrations.filter((m) => !(m in siteMigrations));
  if (unknown.length)
    throw new RestoreRefused(
      `The backup was made by a newer version of the site (migrations ${unknown.join(', ')}); update the code first. Nothing was restored.`,
    );
  for (const e of manifest.entries) {
    const got = seen.get(e.name);
    if (!got) throw new RestoreRefused(`The archive is damaged: ${e.name} is missing; nothing was restored.`);
    if (got.size !== e.size || got.sha256 !== e.sha256)
      throw new RestoreRefused(`The archive is damaged: ${e.name} does not match its checksum; nothing was restored.`);
  }
  const extra = [...seen.keys()].filter((n) => !manifest.entries.some((e) => e.name === n));
  if (extra.length)
    throw new RestoreRefused(
      `The archive holds entries its manifest does not list (${extra.slice(0, 3).join(', ')}); nothing was restored.`,
    );
  return manifest;
}

/** HMAC-SHA256 of the manifest's bytes: the manifest lists every entry's SHA-256, so this signs the whole archive. */
export const signManifest = (manifestBytes: Buffer | string, key: string) =>
  createHmac('sha256', key).update(manifestBytes).digest('hex');

function checkSignature(manifest: Buffer | undefined, signature: Buffer | undefined, key: string | undefined) {
  if (!key) return false;
  if (!signature)
    throw new RestoreRefused(
      'The backup is not signed, and BACKUP_KEY is set: only backups made with that key are restored. Nothing was restored.',
    );
  const want = Buffer.from(signManifest(manifest!, key), 'hex');
  const got = Buffer.from(signature.toString('utf8').trim(), 'hex');
  if (got.length !== want.length || !timingSafeEqual(got, want))
    throw new RestoreRefused(
      "The backup's signature does not match BACKUP_KEY: it was made with another key, or changed since. Nothing was restored.",
    );
  return true;
}
