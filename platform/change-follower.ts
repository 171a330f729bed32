import { changesAfter, feedHead, pruneChanges, type Change, type FeedDatabase } from './change-feed';

/**
 * One instance's reader of the change feed (platform/change-feed.ts). It
 * polls the head and hands each batch of new changes to `apply`, which
 * reloads what each names and answers the ones whose reload failed. A
 * failed change stays pending and is tried again with backoff (doubling
 * from the poll interval up to `maxBackoffMs`) until its reload succeeds:
 * it counts as applied only then, and no further write is needed to get it
 * unstuck. Reloads read the current state of what a change names, so
 * changes to other things go on being applied meanwhile: a bucket that is
 * down holds back the media change that needs it, not the next page
 * publish. When the changes it needs were pruned (an instance stopped for
 * long), it reloads everything instead.
 */
export interface ChangeFollower {
  /** Moves whenever this instance applied something (part of the HTML cache key). */
  readonly value: number;
  /**
   * Applies what is new now (after any pass under way), waiting at most `waitMs`; never throws. `force` (the
   * default) also retries the changes whose reload failed, at once; a reader that only wants to hear of new
   * changes passes false, so it never hurries a retry against a store that is down.
   */
  catchUp(waitMs?: number, force?: boolean): Promise<void>;
  /** How far behind this instance is: for /api/ready. */
  status(): FollowerStatus;
  start(): Promise<void>;
  stop(): void;
}

export interface FollowerStatus {
  /** The feed position this instance has read up to. */
  position: number;
  /** Changes applied since start (each once, however many tries it took). */
  applied: number;
  /** Changes whose reload failed and waits for its next try. */
  pending: number;
  /** Failed tries of the oldest pending change. */
  failures: number;
  /** Milliseconds since the oldest change not applied yet was seen; 0 when caught up. */
  behindMs: number;
  lastError?: string;
}

export interface FollowerOptions {
  /** Reloads what the changes name; answers those whose reload failed, with why. */
  apply(changes: Change[]): Promise<{ change: Change; error: string }[]>;
  /** Reloads everything (the changes in between are no longer in the feed); throws when it failed. */
  applyAll(): Promise<void>;
  intervalMs?: number;
  maxBackoffMs?: number;
  /** How long changes stay in the feed (default one day). */
  keepMs?: number;
  log?: (line: string) => void;
}

interface Pending {
  change: Change;
  since: number;
  tries: number;
  retryAt: number;
}

const keyOf = (c: Change) => `${c.kind}\0${c.key}`;

export function createChangeFollower(db: FeedDatabase, o: FollowerOptions): ChangeFollower {
  const intervalMs = o.intervalMs ?? 500;
  const maxBackoffMs = o.maxBackoffMs ?? 5_000;
  const keepMs = o.keepMs ?? 24 * 3600_000;
  const log = o.log ?? console.error;
  let position = 0;
  let generation = 0;
  let applied = 0;
  let lastError: string | undefined;
  /** Read from the feed but not applied yet, by kind and key. */
  const pending = new Map<string, Pending>();
  let fullReload: Pending | undefined;
  let lastPrune = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const backoff = (tries: number) => Math.min(intervalMs * 2 ** tries, maxBackoffMs);

  async function reloadAll(now: number) {
    try {
      await o.applyAll();
      fullReload = undefined;
      pending.clear();
      generation++;
    } catch (err) {
      const tries = (fullReload?.tries ?? 0) + 1;
      fullReload = {
        change: { kind: 'page', key: '*' },
        since: fullReload?.since ?? now,
        tries,
        retryAt: now + backoff(tries),
      };
      lastError = err instanceof Error ? err.message : String(err);
      log(`Reloading all content failed (try ${tries}); trying again: ${lastError}`);
    }
  }

  /** Applies the pending changes that are due (all of them when `force`). */
  async function applyDue(now: number, force: boolean) {
    const due = [...pending.values()].filter((p) => force || p.retryAt <= now);
    if (!due.length) return;
    const failed = new Map((await o.apply(due.map((p) => p.change))).map((f) => [keyOf(f.change), f.error]));
    for (const p of due) {
      const error = failed.get(keyOf(p.change));
      if (error === undefined) {
        pending.delete(keyOf(p.change));
        applied += 1;
        generation++;
        continue;
      }
      p.tries += 1;
      p.retryAt = now + backoff(p.tries);
      lastError = error;
      log(
        `Content change ${p.change.kind} ${p.change.key || '(all)'} not applied yet (try ${p.tries}, again in ${p.retryAt - now} ms): ${error}`,
      );
    }
  }

  async function pass(force: boolean) {
    const now = Date.now();
    if (fullReload && (force || fullReload.retryAt <= now)) await reloadAll(now);
    const head = await feedHead(db);
    if (head > position) {
      const rows = await changesAfter(db, position);
      // Positions are consecutive; a hole before the first row means the changes were pruned (or predate the feed).
      if (!rows.length || rows[0]!.position !== position + 1) {
        position = head;
        await reloadAll(now);
      } else {
        for (const r of rows) {
          const change = { kind: r.kind, key: r.key };
          const seen = pending.get(keyOf(change));
          // A newer change to something already pending is the same reload: it is tried at once.
          if (seen) seen.retryAt = 0;
          else pending.set(keyOf(change), { change, since: now, tries: 0, retryAt: 0 });
        }
        position = rows[rows.length - 1]!.position;
      }
    }
    if (!fullReload) await applyDue(now, force);
  }

  /** One pass at a time; `force` ignores the backoff (a write made here wants its own change shown). */
  function run(force: boolean): Promise<void> {
    running ??= pass(force)
      .catch((err: Error) => {
        // The database itself did not answer: nothing was read, the next tick tries again.
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
      return generation;
    },
    async catchUp(waitMs = 2000, force = true) {
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([
        (async () => {
          // A pass under way may have read the head before this instance's write: let it end, then look again.
          await running;
          await run(force);
        })(),
        // The limit covers the pass under way too: a database that hangs holds no caller longer than this.
        new Promise<void>((resolve) => {
          timeout = setTimeout(resolve, waitMs);
        }),
      ]);
      clearTimeout(timeout);
    },
    status() {
      const oldest = Math.min(fullReload?.since ?? Infinity, ...[...pending.values()].map((p) => p.since));
      const first = [...pending.values()][0];
      return {
        position,
        applied,
        pending: pending.size + (fullReload ? 1 : 0),
        failures: fullReload?.tries ?? first?.tries ?? 0,
        behindMs: Number.isFinite(oldest) ? Date.now() - oldest : 0,
        ...(lastError && (pending.size || fullReload) ? { lastError } : {}),
      };
    },
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
