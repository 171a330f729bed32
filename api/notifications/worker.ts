import { randomUUID } from 'node:crypto';
import type { DB } from '../db';
import { claimDue, releaseLeases, renewLease, type OutboxRow } from './lease';
import { createPoller } from '../../platform/poller';
import { markFailed, markSent } from './outbox';
import { dbDate } from '../../platform/database-clock';

export interface OutboxWorkerOptions {
  db: DB;
  /** Sends one notification; resolves with the SMTP server's answer, rejects with why it failed. */
  deliver: (row: OutboxRow) => Promise<string>;
  /** The clock (tests move it by hand). */
  now?: () => Date;
  /** How often to look for due messages besides kick(). */
  intervalMs?: number;
  /**
   * How long a claimed row stays ours. Longer than one send can take (the
   * SMTP timeouts add up to under a minute), renewed before each send.
   */
  leaseMs?: number;
  /** Rows claimed per pass. */
  batch?: number;
  /** This worker's name in lease_owner; unique per process by default. */
  owner?: string;
  log?: (line: string) => void;
}

export interface PassResult {
  sent: number;
  failed: number;
}

/**
 * Sends queued notifications: on start (so a restart drains what was
 * queued), every `intervalMs`, and at once when kicked after an inquiry is
 * stored, through the loop the video pipeline uses too (platform/poller.ts).
 * Across workers the lease decides who sends what. stop() waits for the pass
 * in progress and hands back any row it had claimed but not tried.
 */
export function createOutboxWorker(opts: OutboxWorkerOptions) {
  const { db, deliver } = opts;
  const now = opts.now ?? dbDate;
  const intervalMs = opts.intervalMs ?? 5_000;
  const leaseMs = opts.leaseMs ?? 2 * 60_000;
  const batch = opts.batch ?? 20;
  const owner = opts.owner ?? `worker-${randomUUID()}`;
  const log = opts.log ?? ((line: string) => console.error(line));

  let stopping = false;

  async function pass(): Promise<PassResult> {
    const result: PassResult = { sent: 0, failed: 0 };
    if (stopping) return result;
    const rows = await claimDue(db, { owner, now: now(), leaseMs, limit: batch });
    for (let i = 0; i < rows.length; i++) {
      if (stopping) {
        await releaseLeases(
          db,
          rows.slice(i).map((r) => r.id),
          owner,
        );
        break;
      }
      const row = rows[i];
      if (!(await renewLease(db, row.id, { owner, now: now(), leaseMs }))) continue;
      try {
        const response = await deliver(row);
        await markSent(db, row.id, owner, response, now());
        result.sent++;
      } catch (err) {
        await markFailed(db, row, owner, describeError(err), now());
        result.failed++;
      }
    }
    return result;
  }

  const poller = createPoller({ name: 'notification outbox', intervalMs, log, pass, describe: describeError });

  return {
    owner,
    tick: poller.tick,
    /** Sends what is due now, without waiting for the timer (after an inquiry is stored). */
    kick: poller.kick,
    start() {
      stopping = false;
      poller.start();
    },
    async stop() {
      stopping = true;
      await poller.stop();
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;

/** An SMTP failure as staff should read it: the server's answer when there was one, else the connection error. */
export function describeError(err: unknown): string {
  if (err && typeof err === 'object') {
    const e = err as { response?: unknown; message?: unknown; code?: unknown };
    if (typeof e.response === 'string' && e.response) return e.response;
    if (typeof e.message === 'string' && e.message)
      return e.code && !e.message.includes(String(e.code)) ? `${e.message} (${String(e.code)})` : e.message;
  }
  return String(err);
}
