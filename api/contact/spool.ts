import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ContactMessage } from '../../contracts/contact-message';
import type { SpamReason } from '../../contracts/inquiries';
import type { DB } from '../db';
import { storeSubmission } from './store';

/**
 * How many messages the spool holds at most, and how often it tries the
 * database while it holds any. A message is a few KB at most (the contact
 * form's limits), so a full spool is a few MB of disk; at a busy site's pace
 * of a few messages an hour it covers an outage of weeks. A flood beyond it
 * is refused (503) rather than filling the disk the database lives on.
 *
 * The spool is shared by every visitor, so no one sender may fill it: while it holds messages an address
 * may have `perAddress` of them in it and a network (IPv4 /24, IPv6 /48) `perNetwork`, far below the
 * inbox's hourly limit. A person writes once or twice; with the inbox's limit alone 50 IPv4 addresses or
 * one IPv6 /58 filled it, and every visitor after them was refused. Filling it now takes over 300
 * addresses in 100 networks.
 */
export const SPOOL_LIMITS = { maxMessages: 1000, retryMs: 5_000, perAddress: 3, perNetwork: 10 } as const;

/** One message the database could not take, as the spool keeps it (one JSON file). */
export interface SpooledMessage {
  /** The receipt id: the file's name, and the inquiry's receipt_id once it is stored. */
  id: string;
  receivedAt: string;
  sourceKey: string;
  /** The sender's wider network (address.ts `networkKey`); absent in files written before it was kept. */
  networkKey?: string;
  spamReason: SpamReason | null;
  message: ContactMessage;
}

export type SpoolAnswer = { kind: 'kept'; id: string; receivedAt: string } | { kind: 'limited' } | { kind: 'full' };

export interface ContactSpoolOptions {
  /** The folder (DATA_DIR/contact-spool): on the instance's own disk, beside the SQLite file if any. */
  dir: string;
  db: DB;
  /** Set when notifications are on: the Message-ID for a new inquiry. */
  notify: () => ((inquiryId: number) => string) | null;
  /** Called after a drain stored messages whose notifications were queued. */
  onStored: () => void;
  log: (line: string) => void;
  retryMs?: number;
  /** The most messages it holds (default SPOOL_LIMITS.maxMessages). */
  maxMessages?: number;
}

const FILE = /^[0-9a-f-]{36}\.json$/;

/** Writes `data` to `path` whole or not at all: a temporary file, fsynced, renamed, and the folder fsynced. */
async function writeDurably(dir: string, name: string, data: string) {
  const tmp = join(dir, `.${name}.tmp`);
  const file = await open(tmp, 'wx');
  try {
    await file.writeFile(data);
    await file.sync();
  } catch (err) {
    // A full disk refused the bytes: the empty or partial file is of no use to anyone.
    await file.close();
    await rm(tmp, { force: true });
    throw err;
  }
  await file.close();
  try {
    await rename(tmp, join(dir, name));
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
  await syncFolder(dir);
}

async function syncFolder(dir: string) {
  const folder = await open(dir, 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

type Held = Map<string, Pick<SpooledMessage, 'sourceKey' | 'networkKey' | 'receivedAt'>>;

/** Takes up the files in `dir` that `held` does not hold yet (at start, and those another spool wrote meanwhile). */
function takeUp(dir: string, held: Held, log: (line: string) => void, clearTemp: boolean) {
  for (const name of readdirSync(dir)) {
    if (name.endsWith('.tmp')) {
      // A write cut off before its rename: the sender was never told it arrived (only at start: another spool may be writing it).
      if (clearTemp) void rm(join(dir, name), { force: true });
      continue;
    }
    if (!FILE.test(name) || held.has(name.slice(0, -'.json'.length))) continue;
    try {
      const m = JSON.parse(readFileSync(join(dir, name), 'utf8')) as SpooledMessage;
      held.set(m.id, { sourceKey: m.sourceKey, networkKey: m.networkKey, receivedAt: m.receivedAt });
    } catch (err) {
      log(
        `Contact spool: ${name} cannot be read (${(err as Error).message}); it stays in ${dir} for a person to look at.`,
      );
    }
  }
}

/**
 * The contact form's spool: while the database cannot be reached, a message
 * is written to a file on the instance's disk and the sender is told it
 * arrived. Every few seconds (and at start) the spool offers its files to
 * the database, oldest first; each goes into the inbox with its notification
 * queued in the same transaction, and only then is its file removed. The
 * receipt id, unique in the inbox, makes that exactly once: a file stored
 * but not yet removed when the process died is found stored on the next
 * drain, and only removed.
 *
 * The spam rules hold: the honeypot and the fill time are judged when the
 * message arrives (and kept with it), the per-address limit counts the
 * spooled messages of the last hour, and the duplicate rule is applied when
 * the message reaches the inbox.
 */
export function createContactSpool(opts: ContactSpoolOptions) {
  const { dir, db, log } = opts;
  mkdirSync(dir, { recursive: true });
  /** What each spooled file holds, to count an address's messages without reading every file. */
  const held: Held = new Map();
  const scan = (clearTemp: boolean) => takeUp(dir, held, log, clearTemp);
  scan(true);

  let timer: NodeJS.Timeout | undefined;
  let draining: Promise<number> | undefined;
  let stopped = true;

  function schedule() {
    if (stopped || timer || !held.size) return;
    timer = setTimeout(() => {
      timer = undefined;
      void drain().finally(schedule);
    }, opts.retryMs ?? SPOOL_LIMITS.retryMs);
    timer.unref();
  }

  /** Keeps a message the database could not take; `limited` and `full` are refusals the sender is told about. */
  async function keep(entry: Omit<SpooledMessage, 'id'>): Promise<SpoolAnswer> {
    if (held.size >= (opts.maxMessages ?? SPOOL_LIMITS.maxMessages)) return { kind: 'full' };
    let fromAddress = 0;
    let fromNetwork = 0;
    for (const h of held.values()) {
      if (h.sourceKey === entry.sourceKey) fromAddress++;
      if (entry.networkKey && h.networkKey === entry.networkKey) fromNetwork++;
    }
    if (fromAddress >= SPOOL_LIMITS.perAddress) return { kind: 'limited' };
    if (fromNetwork >= SPOOL_LIMITS.perNetwork) return { kind: 'limited' };
    const id = randomUUID();
    await writeDurably(dir, `${id}.json`, JSON.stringify({ id, ...entry } satisfies SpooledMessage));
    held.set(id, { sourceKey: entry.sourceKey, networkKey: entry.networkKey, receivedAt: entry.receivedAt });
    schedule();
    return { kind: 'kept', id, receivedAt: entry.receivedAt };
  }

  /**
   * Offers every spooled message to the database, oldest first; answers how many reached the inbox. Stops at the
   * first failure. One drain at a time: a call while one runs gets that one. The running drain is forgotten by
   * identity once it settles, not inside its own body: with nothing held the body finishes before the caller could
   * store its promise, and a settled promise kept that way answered every later drain without trying again.
   */
  function drain(): Promise<number> {
    if (draining) return draining;
    const run = drainOnce();
    draining = run;
    void run.finally(() => {
      if (draining === run) draining = undefined;
    });
    return run;
  }

  async function drainOnce(): Promise<number> {
    let stored = 0;
    let queued = false;
    try {
      const order = [...held.entries()].sort((a, b) => a[1].receivedAt.localeCompare(b[1].receivedAt));
      for (const [id] of order) {
        const file = join(dir, `${id}.json`);
        let text: string;
        try {
          text = readFileSync(file, 'utf8');
        } catch (err) {
          // Drained by another instance sharing this DATA_DIR: its receipt id is in the inbox already.
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
          held.delete(id);
          continue;
        }
        const m = JSON.parse(text) as SpooledMessage;
        const notify = m.spamReason ? null : opts.notify();
        const result = await storeSubmission(db, m.message, {
          sourceKey: m.sourceKey,
          spamReason: m.spamReason,
          now: new Date(m.receivedAt),
          notify,
          receiptId: m.id,
        });
        if (result.kind === 'stored') {
          stored++;
          queued ||= result.queued;
        }
        await rm(file, { force: true });
        await syncFolder(dir);
        held.delete(id);
      }
    } catch (err) {
      log(`Contact spool: ${held.size} message(s) wait for the database (${(err as Error).message}).`);
    }
    if (stored) log(`Contact spool: ${stored} message(s) that waited for the database are now in the inbox.`);
    if (queued) opts.onStored();
    return stored;
  }

  return {
    keep,
    drain,
    /** Messages waiting for the database. */
    get size() {
      return held.size;
    },
    /**
     * Takes up what another spool on this folder kept (the one an instance serves with while it waits for the
     * database at start, app/wait-for-database.ts), and drains it with its own.
     */
    adopt() {
      scan(false);
      if (!stopped) void drain().finally(schedule);
    },
    /** Drains once now, then every few seconds while anything waits. */
    start() {
      stopped = false;
      void drain().finally(schedule);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await draining;
    },
  };
}

export type ContactSpool = ReturnType<typeof createContactSpool>;
