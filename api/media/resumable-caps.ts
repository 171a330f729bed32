import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The bounds on unfinished resumable uploads. Each one declares its size
 * when it is created and may then sit half-written on this instance's disk;
 * without a bound, anyone with a session could declare hundreds of 300 MB
 * uploads (88 GB was accepted) and fill the disk the database lives on.
 */
export interface UnfinishedCaps {
  /** Bytes one admin's unfinished uploads may declare together. */
  perUserBytes: number;
  /** Bytes all unfinished uploads on this instance may declare together. */
  totalBytes: number;
  /** An unfinished upload that received nothing for this long is removed. */
  idleMs: number;
}

interface Unfinished {
  id: string;
  owner: string;
  size: number;
}

/** The metadata key the server writes the uploading admin's id under (whatever the client sent there is replaced). */
export const OWNER_KEY = 'uploadedBy';

const GB = (n: number) => `${(n / 1024 ** 3).toFixed(1)} GB`;
const size = (n: number) => (n >= 1024 ** 3 ? GB(n) : `${Math.round(n / 1024 ** 2)} MB`);

export class CapRefusal extends Error {
  constructor(
    readonly status: 413 | 429,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Keeps the account of unfinished uploads in the tus folder: each upload is
 * a data file and its `<id>.json`. The folder is the truth (a restart or a
 * finished upload needs no bookkeeping); uploads allowed but not yet written
 * to it are held in `pending`, consulted after the folder is read with no
 * wait in between, so two requests at once cannot both take the last room.
 */
export function unfinishedUploads(directory: string, caps: UnfinishedCaps) {
  const pending = new Map<string, Unfinished & { at: number }>();

  async function onDisk(now: number): Promise<Unfinished[]> {
    let names: string[];
    try {
      names = await readdir(directory);
    } catch {
      return [];
    }
    const found: Unfinished[] = [];
    for (const name of names.filter((n) => n.endsWith('.json'))) {
      const id = name.slice(0, -'.json'.length);
      try {
        const info = JSON.parse(await readFile(join(directory, name), 'utf8')) as {
          size?: number;
          metadata?: Record<string, string | null>;
        };
        const data = await stat(join(directory, id)).catch(() => undefined);
        // A complete upload counts too, until it is committed or removed: it holds its bytes on the disk just the
        // same, and one whose commit never happened (the process died at that moment) must not sit there uncounted.
        // Abandoned: nothing written for the idle time (a phone that gave up, a closed tab, a commit that died).
        if (data && now - data.mtimeMs > caps.idleMs) {
          await rm(join(directory, id), { force: true });
          await rm(join(directory, name), { force: true });
          continue;
        }
        found.push({ id, owner: info.metadata?.[OWNER_KEY] ?? '', size: info.size ?? 0 });
      } catch {
        // An upload whose files vanished while we read (finished or removed): nothing to count.
      }
    }
    return found;
  }

  return {
    /** Forgets an upload that is done with (committed or refused): its files are removed, its room given back. */
    async remove(id: string) {
      pending.delete(id);
      await rm(join(directory, id), { force: true });
      await rm(join(directory, `${id}.json`), { force: true });
    },

    /** Removes abandoned uploads (also run before each new upload is allowed). */
    async sweep(now = Date.now()) {
      await onDisk(now);
    },

    /** Allows a new upload of `bytes` for `owner`, or refuses with the reason and what to do. */
    async admit(id: string, owner: string, bytes: number, now = Date.now()) {
      const disk = await onDisk(now);
      // No await from here on: the check and the reservation happen together.
      for (const [key, p] of pending) if (disk.some((u) => u.id === key) || now - p.at > 60_000) pending.delete(key);
      const all = [...disk, ...pending.values()];
      const mine = all.filter((u) => u.owner === owner).reduce((n, u) => n + u.size, 0);
      const total = all.reduce((n, u) => n + u.size, 0);
      const hours = Math.round((caps.idleMs / 3_600_000) * 10) / 10;
      if (bytes > caps.perUserBytes)
        throw new CapRefusal(
          413,
          `This file is ${size(bytes)}; one person's unfinished uploads may add up to at most ${size(caps.perUserBytes)}.`,
        );
      if (mine + bytes > caps.perUserBytes)
        throw new CapRefusal(
          429,
          `You have ${size(mine)} of uploads still unfinished; with this file it would be over the ${size(caps.perUserBytes)} one person may have at once. Let them finish (or cancel them) first; uploads left idle are removed after ${hours} hours.`,
        );
      if (total + bytes > caps.totalBytes)
        throw new CapRefusal(
          429,
          `Staff have ${size(total)} of uploads still unfinished on the server; with this file it would be over the ${size(caps.totalBytes)} allowed at once. Try again when some have finished; uploads left idle are removed after ${hours} hours.`,
        );
      pending.set(id, { id, owner, size: bytes, at: now });
    },
  };
}
