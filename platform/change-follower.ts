import { changesAfter, feedHead, pruneChanges, recordedAt, type Change, type FeedDatabase } from './change-feed';
import { dbNow } from './database-clock';

/**
 * One instance's reader of the change feed (platform/change-feed.ts). It
 * polls the head and hands each batch of new changes to `apply`, which
 * reloads what each names and answers the ones whose reload failed. A
 * failed change stays pending and is tried again with backoff (doubling
 * from the poll interval up to `maxBackoffMs`) until its reload succeeds:
 * it counts as applied only then, and no further write is needed to get it
 * unstuck. Each change is applied on its own, not one after another: a
 * bucket call that hangs holds back the media change that waits for it,
 * never the page publish read after it. Changes to one thing (one kind and
 * key) are applied one at a time, in feed order: a newer change to a thing
 * whose reload is under way is applied again once that reload ends, since
 * the running reload may have read the state from before it. When the
 * changes it needs were pruned (an instance stopped for long), it reloads
 * everything instead. So it does when the database moved back in time (a
 * restore from an older copy, a failover to a replica that missed the tail):
 * the head below its position, or the change it applied last gone or a
 * different one, means the positions it read are handed out again to new
 * changes, which it would otherwise skip; it reloads everything once, logs
 * why, and reports it until that reload succeeded.
 *
 * An instance takes its starting position before it loads anything
 * (`start(from)` with the head read first): a change committed while it
 * loads is then above its position and applied, where a position taken
 * after the loads would skip it for ever.
 */
export interface ChangeFollower {
  /** Moves whenever this instance applied something. */
  readonly value: number;
  /**
   * Applies what is new now (after any pass under way), waiting at most `waitMs`; never throws. `force` (the
   * default) also retries the changes whose reload failed, at once; a reader that only wants to hear of new
   * changes passes false, so it never hurries a retry against a store that is down.
   */
  catchUp(waitMs?: number, force?: boolean): Promise<void>;
  /** How far behind this instance is: for /api/ready. */
  status(): FollowerStatus;
  /**
   * Starts following from `from` (the head read before the instance loaded its content; default: the head now),
   * applying at once what was committed since, waiting at most `waitMs` for it.
   */
  start(from?: number, waitMs?: number): Promise<void>;
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
  /** Why everything is being reloaded because the database moved back; set until that reload succeeded. */
  movedBack?: string;
}

export interface FollowerOptions {
  /** Reloads what the changes name (one change a call); answers those whose reload failed, with why. */
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
  /** The reload under way, if any. */
  running?: Promise<void>;
  /** A newer change to the same thing arrived while the reload ran: reload again after it. */
  again: boolean;
}

const keyOf = (c: Change) => `${c.kind}\0${c.key}`;

const bounded = async (work: Promise<unknown>, waitMs: number) => {
  let timeout: NodeJS.Timeout | undefined;
  await Promise.race([
    work,
    new Promise<void>((resolve) => {
      timeout = setTimeout(resolve, waitMs);
    }),
  ]);
  clearTimeout(timeout);
};

interface FollowerState {
  position: number;
  generation: number;
  applied: number;
  lastError?: string;
  /** When the position this instance reached was recorded (undefined: not known, or pruned). */
  mark?: string;
  /** Why the database is taken to have moved back, until the reload of everything it needs succeeded. */
  movedBack?: string;
  /** Read from the feed but not applied yet, by kind and key. */
  pending: Map<string, Pending>;
  /** Everything is to be read again (the changes needed were pruned); holds back the single reloads. */
  fullReload?: Omit<Pending, 'again'>;
}

/** The reloads of a follower: everything at once, or each pending thing on its own. */
function reloadsOf(o: FollowerOptions, st: FollowerState, backoff: (tries: number) => number) {
  const log = o.log ?? console.error;

  async function reloadAll(now: number) {
    try {
      await o.applyAll();
      if (st.movedBack) log('Reloaded all content after the database moved back; following the feed again.');
      st.movedBack = undefined;
      st.fullReload = undefined;
      st.pending.clear();
      st.generation++;
    } catch (err) {
      const tries = (st.fullReload?.tries ?? 0) + 1;
      st.fullReload = {
        change: { kind: 'page', key: '*' },
        since: st.fullReload?.since ?? now,
        tries,
        retryAt: now + backoff(tries),
      };
      st.lastError = err instanceof Error ? err.message : String(err);
      log(`Reloading all content failed (try ${tries}); trying again: ${st.lastError}`);
    }
  }

  /** One reload of one thing; on its own, so nothing else waits for it. */
  async function applyOne(p: Pending) {
    p.again = false;
    let error: string | undefined;
    try {
      error = (await o.apply([p.change])).find((f) => keyOf(f.change) === keyOf(p.change))?.error;
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    if (st.pending.get(keyOf(p.change)) !== p) return; // a full reload replaced it meanwhile
    if (error === undefined && !p.again) {
      st.pending.delete(keyOf(p.change));
      st.applied += 1;
      st.generation++;
      return;
    }
    if (error === undefined) {
      p.retryAt = 0;
      return;
    }
    const now = Date.now();
    p.tries += 1;
    p.retryAt = p.again ? 0 : now + backoff(p.tries);
    st.lastError = error;
    log(
      `Content change ${p.change.kind} ${p.change.key || '(all)'} not applied yet (try ${p.tries}, again in ${p.retryAt ? p.retryAt - now : 0} ms): ${error}`,
    );
  }

  /** Starts the reload of `p` unless one is under way; answers the reload (and any that follows at once). */
  function launch(p: Pending): Promise<void> {
    p.running ??= (async () => {
      try {
        await applyOne(p);
        // A change that came in while it ran is applied again straight away (feed order per thing).
        while (st.pending.get(keyOf(p.change)) === p && p.retryAt === 0 && !st.fullReload) await applyOne(p);
      } finally {
        p.running = undefined;
      }
    })();
    return p.running;
  }

  /** Starts the pending reloads that are due (all of them when `force`); answers them and those of `fresh` under way. */
  function startDue(now: number, force: boolean, fresh: Set<Pending>) {
    const started: Promise<void>[] = [];
    for (const p of st.pending.values()) {
      if (p.running) {
        // A first try under way is a change this caller may be waiting for (the tick read it a moment before the
        // caller's read); a retry of one that failed is not hurried or waited on.
        if (fresh.has(p) || p.tries === 0) started.push(p.running);
        continue;
      }
      if (force || p.retryAt <= now) started.push(launch(p));
    }
    return started;
  }

  return { reloadAll, startDue };
}

/** Adds the rows read to the pending reloads; answers those they concern. */
function addPending(st: FollowerState, rows: { kind: Change['kind']; key: string }[], now: number) {
  const fresh = new Set<Pending>();
  for (const r of rows) {
    const change = { kind: r.kind, key: r.key };
    const seen = st.pending.get(keyOf(change));
    if (seen) {
      // A newer change to something already pending is the same reload: tried at once, or again after the one under way.
      seen.retryAt = 0;
      if (seen.running) seen.again = true;
      fresh.add(seen);
    } else {
      const p: Pending = { change, since: now, tries: 0, retryAt: 0, again: false };
      st.pending.set(keyOf(change), p);
      fresh.add(p);
    }
  }
  return fresh;
}

/** Why the feed no longer holds what this instance read (the database moved back); undefined when it does. */
async function movedBack(db: FeedDatabase, st: FollowerState, head: number, keepMs: number) {
  if (head < st.position) return `the feed's head (${head}) is below this instance's position (${st.position})`;
  if (st.mark === undefined) return undefined;
  const at = await recordedAt(db, st.position);
  if (at === st.mark) return undefined;
  // Gone because it was pruned is no restore: pruning takes changes a day old, so a mark this old may be pruned.
  // By the database's clock, which stamped the mark and prunes by it.
  if (at === undefined && st.mark < new Date(dbNow() - keepMs / 2).toISOString()) {
    st.mark = undefined;
    return undefined;
  }
  return `the change at position ${st.position} that this instance applied is ${at === undefined ? 'gone' : 'a different one'}`;
}

/** How far the follower is: what it applied, what waits and since when, and why (a failing reload, a database that moved back). */
function followerStatus(st: FollowerState) {
  const { pending, fullReload, lastError } = st;
  const oldest = Math.min(fullReload?.since ?? Infinity, ...[...pending.values()].map((p) => p.since));
  const stuck = [...pending.values()].find((p) => p.tries > 0);
  return {
    position: st.position,
    applied: st.applied,
    pending: pending.size + (fullReload ? 1 : 0),
    failures: fullReload?.tries ?? stuck?.tries ?? 0,
    behindMs: Number.isFinite(oldest) ? Date.now() - oldest : 0,
    ...(lastError && (pending.size || fullReload) ? { lastError } : {}),
    ...(st.movedBack ? { movedBack: st.movedBack } : {}),
  };
}

export function createChangeFollower(db: FeedDatabase, o: FollowerOptions): ChangeFollower {
  const intervalMs = o.intervalMs ?? 500;
  const maxBackoffMs = o.maxBackoffMs ?? 5_000;
  const keepMs = o.keepMs ?? 24 * 3600_000;
  const st: FollowerState = { position: 0, generation: 0, applied: 0, pending: new Map() };
  const log = o.log ?? console.error;
  let lastPrune = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const { reloadAll, startDue } = reloadsOf(o, st, (tries) => Math.min(intervalMs * 2 ** tries, maxBackoffMs));

  /** Everything from the head on: the changes in between cannot be read (pruned, or the database moved back). */
  async function restartAt(head: number, now: number) {
    st.position = head;
    st.mark = await recordedAt(db, head);
    await reloadAll(now);
  }

  /** Reads what is new; answers the reloads it started or that apply what it read. */
  async function pass(force: boolean): Promise<Promise<void>[]> {
    const now = Date.now();
    if (st.fullReload && (force || st.fullReload.retryAt <= now)) await reloadAll(now);
    let fresh = new Set<Pending>();
    const head = await feedHead(db);
    const moved = await movedBack(db, st, head, keepMs);
    if (moved) {
      st.movedBack = moved;
      log(`The database moved back in time (${moved}): reloading all content and following the feed from ${head}.`);
      await restartAt(head, now);
    } else if (head > st.position) {
      const rows = await changesAfter(db, st.position);
      // Positions are consecutive; a hole before the first row means the changes were pruned (or predate the feed).
      if (!rows.length || rows[0]!.position !== st.position + 1) await restartAt(head, now);
      else {
        fresh = addPending(st, rows, now);
        st.position = rows[rows.length - 1]!.position;
        st.mark = rows[rows.length - 1]!.at;
      }
    }
    return st.fullReload ? [] : startDue(now, force, fresh);
  }

  /** A read waiting for the one under way: callers meanwhile share it (a database that hangs piles up nothing). */
  let queued: Promise<Promise<void>[]> | undefined;
  let queuedForce = false;

  /** One read of the feed at a time; answers the reloads a caller may wait for. */
  function run(force: boolean): Promise<Promise<void>[]> {
    if (queued) {
      queuedForce ||= force;
      return queued;
    }
    queuedForce = force;
    const read = (running ?? Promise.resolve()).then(() => {
      queued = undefined;
      return pass(queuedForce);
    });
    queued = read;
    const current = read.then(
      () => {},
      (err: Error) => {
        // The database itself did not answer: nothing was read, the next tick tries again.
        st.lastError = err.message;
      },
    );
    running = current;
    void current.finally(() => {
      if (running === current) running = undefined;
    });
    return read.catch(() => []);
  }

  async function tick() {
    if (running) return;
    // The reloads it starts run on their own; the next tick does not wait for them.
    await run(false).then(() => {});
    if (Date.now() - lastPrune > 3600_000) {
      lastPrune = Date.now();
      await pruneChanges(db, keepMs).catch(() => {});
    }
  }

  const catchUp = async (waitMs = 2000, force = true) => {
    // Bounded as a whole: a database or a bucket that hangs holds no caller longer than this.
    await bounded(
      (async () => {
        // A read under way may have read the head before this instance's write: the next read comes after it.
        const reloads = await run(force);
        await Promise.all(reloads);
      })(),
      waitMs,
    );
  };

  return {
    get value() {
      return st.generation;
    },
    catchUp,
    status: () => followerStatus(st),
    async start(from?: number, waitMs = 2000) {
      st.position = from ?? (await feedHead(db));
      st.mark = await recordedAt(db, st.position);
      timer = setInterval(() => void tick(), intervalMs);
      timer.unref();
      // What was committed while the instance loaded is applied before it takes traffic (as far as the wait allows).
      if (from !== undefined) await catchUp(waitMs, false);
    },
    stop() {
      clearInterval(timer);
    },
  };
}
