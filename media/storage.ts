import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { MediaKind } from '../engine/media-kind';

export { MAX_UPLOAD, SIZE_LIMITS } from '../contracts/media';

export type SniffedType = 'jpeg' | 'png' | 'webp' | 'mp4' | 'pdf';

/** How many leading bytes sniff() needs. */
export const SNIFF_BYTES = 12;

/** The file's real type from its first bytes (magic numbers), whatever its name says. */
export function sniff(head: Uint8Array): SniffedType | undefined {
  const b = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  // ISO base media file: a box size, then 'ftyp'.
  if (b.length >= 8 && b.toString('latin1', 4, 8) === 'ftyp') return 'mp4';
  if (b.length >= 5 && b.toString('latin1', 0, 5) === '%PDF-') return 'pdf';
  return undefined;
}

/** The types a target of this kind accepts, and the words used when refusing. */
export const ACCEPTED: Record<MediaKind, { types: SniffedType[]; label: string }> = {
  image: { types: ['jpeg', 'png', 'webp'], label: 'a JPEG, PNG or WebP image' },
  video: { types: ['mp4'], label: 'an MP4 or MOV video' },
  pdf: { types: ['pdf'], label: 'a PDF document' },
};

/** The sniffed type a target's file name asks for (a .jpg target stores JPEG). */
export function targetFormat(fileName: string): SniffedType {
  const ext = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  if (ext === 'jpg' || ext === 'jpeg') return 'jpeg';
  if (ext === 'png' || ext === 'webp' || ext === 'pdf') return ext;
  return 'mp4';
}

/** A unique file in `dir` for one upload in flight. */
export async function tempFile(dir: string, hint: string): Promise<{ path: string; fh: FileHandle }> {
  await mkdir(dir, { recursive: true });
  const path = join(
    dir,
    `${Date.now().toString(36)}-${randomBytes(6).toString('hex')}-${hint.replace(/[^a-z0-9.]+/gi, '_').slice(-60)}`,
  );
  return { path, fh: await open(path, 'wx', 0o644) };
}

/**
 * Moves a complete, fsynced temp file over the target in one rename, so a
 * reader sees the old file or the new one, never a mix. The directory is
 * fsynced too, so the rename itself survives a crash.
 */
export async function commitFile(tmp: string, target: string) {
  await mkdir(dirname(target), { recursive: true });
  const fh = await open(tmp, 'r+');
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
  await rename(tmp, target);
  try {
    const dir = await open(dirname(target), 'r');
    await dir.sync().finally(() => dir.close());
  } catch {
    /* some file systems refuse a directory fsync; the rename is still atomic */
  }
}

/**
 * Temp files for a piece of work that makes several (a transcode, a demo
 * video): `next(hint)` makes one and remembers it, `clear()` removes them all.
 */
export function tempFiles(dir: string) {
  const made: string[] = [];
  return {
    made,
    async next(hint: string): Promise<string> {
      const t = await tempFile(dir, hint);
      await t.fh.close();
      made.push(t.path);
      return t.path;
    },
    clear: () => Promise.all(made.map(removeQuietly)),
  };
}

export const removeQuietly = (path: string) => rm(path, { force: true, recursive: true }).catch(() => {});

/** Runs tasks for the same key one after another (uploads finishing on the same target). */
export function keyedLock() {
  const tails = new Map<string, Promise<unknown>>();
  return async function withLock<T>(key: string, task: () => Promise<T>): Promise<T> {
    const prev = tails.get(key) ?? Promise.resolve();
    const run = prev.catch(() => {}).then(task);
    tails.set(key, run);
    try {
      return await run;
    } finally {
      if (tails.get(key) === run) tails.delete(key);
    }
  };
}

/** One writer per media slot in this process: an upload's commit and a finished transcode of the same slot never interleave. */
export const withSlotLock = keyedLock();

/**
 * The words staff (and API clients) get when the server's disk is full:
 * what happened, that nothing was saved, and who can fix it. No path: the
 * log has the details.
 */
export const DISK_FULL_MESSAGE =
  "The server's disk is full, so nothing was saved. Tell whoever runs the website; it works again as soon as space is freed.";

/** A write the disk refused for want of space. */
export class DiskFullError extends Error {
  constructor() {
    super(DISK_FULL_MESSAGE);
  }
}

/**
 * Whether `err` says the disk (or a quota) is full, in any of the ways it
 * arrives: a file write (ENOSPC, EDQUOT), SQLite (SQLITE_FULL), PostgreSQL
 * (disk_full, 53100), or an image library's message.
 */
export function isDiskFull(err: unknown): boolean {
  if (err instanceof DiskFullError) return true;
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (code === 'ENOSPC' || code === 'EDQUOT' || code === 'SQLITE_FULL' || code === '53100') return true;
  return /no space left on device|disk quota exceeded|database or disk is full/i.test(err.message);
}
