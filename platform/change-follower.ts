import { changesAfter, feedHead, pruneChanges, type Change, type FeedDatabase } from './change-feed';

/**
 * One instance's reader of the change feed (platform/change-feed.ts): it
 * polls the head, hands each batch of new changes to `apply`, and moves its
 * position only after `apply` succeeded. A failed apply is logged and
 * retried with backoff (doubling from the poll interval up to `maxBackoffMs`)
 * until it succeeds: no later change is applied over a missing one, and no
 * write is needed to get unstuck. When the changes it needs were pruned
 * (an instance that was stopped for long), it reloads everything instead.
 */
export interface ChangeFollower {
  /** The position this instance has applied (part of the HTML cache key). */
  readonly value: number;
  /** Applies what is new now (after any pass under way), bounded by `waitMs`; never throws. */
  catchUp(waitMs?: number): Promise<void>;
  /** How far behind this instance is: for /api/ready. */
  status(): FollowerStatus;
  start(): Promise<void>;
  stop(): void;
}

export interface FollowerStatus {
  position: number;
  /** Changes applied since start (each change once, however many tries it took). */
  applied: number;
  /** Failed applies since the last success. */
  failures: number;
  /** Milliseconds since this instance first saw a change it has not applied yet; 0 when caught up. */
  behindMs: number;
  lastError?: string;
}

export interface FollowerOptions {
  /** Reloads what the changes name; throws when a reload failed (it is tried again). */
  apply(changes: Change[]): Promise<void>;
  /** Reloads everything (the changes in between are no longer in the feed). */
  applyAll(): Promise<void>;
  intervalMs?: number;
  maxBackoffMs?: number;
  /** How long changes stay in the feed (default one day). */
  keepMs?: number;
  log?: (line: string) => void;
}

export function createChangeFollower(db: FeedDatabase, o: FollowerOptions): ChangeFollower {
  const intervalMs = o.intervalMs ?? 500;
  const maxBackoffMs = o.maxBackoffMs ?? 30_000;
  const keepMs = o.keepMs ?? 24 * 3600_000;
  const log = o.log ?? console.error;
  let position = 0;
  let applied = 0;
  let failures = 0;
  let lastError: string | undefined;
  let behindSince: number | undefined;
  let retryAt = 0;
  let lastPrune = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function pass() {
    const head = await feedHead(db);
    if (head <= position) {
      behindSince = undefined;
      return;
    }
    behindSince ??= Date.now();
    const rows = await changesAfter(db, position);
    // Positions are consecutive; a hole before the first row means the changes were pruned (or predate the feed).
    const complete = rows.length > 0 && rows[0]!.position === position + 1;
    const upTo = complete ? rows[rows.length - 1]!.position : head;
    try {
      if (complete) await o.apply(rows.map((r) => ({ kind: r.kind, key: r.key })));
      else await o.applyAll();
    } catch (err) {
      failures += 1;
      lastError = err instanceof Error ? err.message : String(err);
      retryAt = Date.now() + Math.min(intervalMs * 2 ** failures, maxBackoffMs);
      log(
        `Content changes up to ${upTo} not applied yet (try ${failures}, again in ${retryAt - Date.now()} ms): ${lastError}`,
      );
      return;
    }
    applied += complete ? rows.length : 0;
    failures = 0;
    lastError = undefined;
    retryAt = 0;
    position = upTo;
    if (position >= head) behindSince = undefined;
  }

  /** One pass at a time; `force` ignores the backoff (a write made here wants its own change shown). */
  function run(force: boolean): Promise<void> {
    if (!force && Date.now() < retryAt) return Promise.resolve();
    running ??= pass()
      .catch((err: Error) => {
        // The database itself did not answer: nothing was applied, the next tick tries again.
        lastError = err.message;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  async function tick() {
    await run(false);
    if (Date.now() - lastPrune > 3600_000) {
      lastPrune = Date.now();
      await pruneChanges(db, keepMs).catch(() => {});
    }
  }

  return {
    get value() {
      return position;
    },
    async catchUp(waitMs = 2000) {
      // A pass under way may have read the head before this instance's write: let it end, then look again.
      await running;
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([
        run(true),
        new Promise<void>((resolve) => {
          timeout = setTimeout(resolve, waitMs);
        }),
      ]);
      clearTimeout(timeout);
    },
    status: () => ({
      position,
      applied,
      failures,
      behindMs: behindSince === undefined ? 0 : Date.now() - behindSince,
      ...(lastError ? { lastError } : {}),
    }),
    async start() {
      position = await feedHead(db);
      timer = setInterval(() => void tick(), intervalMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
