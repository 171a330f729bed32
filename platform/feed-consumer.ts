import type { Kysely } from 'kysely';
import {
  type Change,
  type ContentChangesTable,
  changesAfter,
  type FeedDatabase,
  feedHead,
  recordedAt,
} from './change-feed';
import { dbDate } from './database-clock';

/**
 * A durable reader of the change feed: work that must happen once per
 * change for the whole site, not once per instance (the static mirror).
 * Its position is a row of `feed_consumers`, so it survives restarts; one
 * instance at a time holds the row through a lease (renewed on every pass,
 * taken over by another instance once it ran out), and the position moves
 * only after the handler succeeded, and only while the lease is still held:
 * a handler that failed, or an instance that died mid-way, leaves the
 * changes for the next try, so a handler must be safe to run twice for the
 * same changes. A consumer that has never run, or is behind the feed's
 * pruning horizon (its changes are gone), rebuilds everything once and
 * goes on from the head it read before the rebuild. So does the holder that
 * finds the database moved back in time (restored from an older copy, or a
 * replica that missed the tail): the head below its position, its position
 * below the one it stored itself, or the change at its position a different
 * one. The changes after the copy are gone from the feed, so only a rebuild
 * undoes what they did (a mirror page the database no longer has). A copy
 * put back while the work ran is caught when the position is stored: it is
 * stored only while the feed still holds the change the work reached, as it
 * was read. Stored anyway, that position named a change of the copy's future,
 * and once new changes filled the same positions the consumer took itself
 * to be caught up: the static mirror kept serving a title lost in the
 * restore (found by app/database-restore.test.ts on a machine with two other
 * busy processes, where the mirror was still at work when the copy went back).
 */
export interface FeedConsumersTable {
  name: string;
  position: number;
  leaseOwner: string | null;
  leaseUntil: string | null;
  lastError: string | null;
  updatedAt: string;
}

/**
 * Thrown by a handler whose work cannot be done yet for a reason that clears by itself: the static mirror
 * waits until this instance shows the change it is handed, which on a busy machine can take a few seconds.
 * The consumer tries again at its next interval, not after a failure's growing backoff (up to 30 s, for
 * a disk or a bucket that is down), and logs it only once it has lasted that long.
 */
export class NotReadyYet extends Error {}

export interface FeedConsumerOptions {
  /** The row's name: one per kind of work (every instance runs the same). */
  name: string;
  /** This instance, as the lease names it. */
  owner: string;
  /** Does the work for changes `(from, to]`; throws to have them tried again later. */
  handle(changes: Change[], to: number): Promise<void>;
  /** Does the work for everything as of position `head`; throws to have it tried again later. */
  rebuild(head: number): Promise<void>;
  intervalMs?: number;
  leaseMs?: number;
  maxBackoffMs?: number;
  /** Positions read per pass. */
  batch?: number;
  log?: (line: string) => void;
  now?: () => Date;
}

export interface FeedConsumerStatus {
  /** The position the work reflects (-1: never done). */
  position: number;
  /** The feed's head when last read. */
  head: number;
  /** Whether this instance holds the consumer now. */
  holder: boolean;
  /** Milliseconds since the oldest change not handled yet was seen here; 0 when caught up. */
  behindMs: number;
  lastError?: string;
  /** Why it rebuilds because the database moved back; set until that rebuild succeeded. */
  movedBack?: string;
}

const NEVER = -1;
const consumers = (db: FeedDatabase) =>
  db as unknown as Kysely<{ feedConsumers: FeedConsumersTable; contentChanges: ContentChangesTable }>;

/** Takes or renews the lease on `name` for `owner`; answers the row when held. */
async function lease(db: FeedDatabase, name: string, owner: string, now: Date, leaseMs: number) {
  const t = consumers(db);
  const at = now.toISOString();
  await t
    .insertInto('feedConsumers')
    .values({ name, position: NEVER, leaseOwner: null, leaseUntil: null, lastError: null, updatedAt: at })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  // One UPDATE: on SQLite atomic across connections, on PostgreSQL the row lock makes a second taker re-check the WHERE.
  return t
    .updateTable('feedConsumers')
    .set({ leaseOwner: owner, leaseUntil: new Date(now.getTime() + leaseMs).toISOString() })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('leaseOwner', '=', owner), eb('leaseUntil', 'is', null), eb('leaseUntil', '<', at)]))
    .returningAll()
    .executeTakeFirst();
}

/**
 * Moves the position (and clears or sets the error) if `owner` still holds the lease, and, given `still`, only
 * while the feed still holds the change the work was done for: recorded at `at` at `position`. A database put
 * back to an older copy while the work ran has no such change, or a new one there; the position the work
 * reached would then name a change of the copy's future, and the copy's next changes, filling the same
 * positions, would look handled when they were not.
 */
async function settle(
  db: FeedDatabase,
  name: string,
  owner: string,
  set: Partial<FeedConsumersTable>,
  now: Date,
  still?: { position: number; at: string },
) {
  let update = consumers(db)
    .updateTable('feedConsumers')
    .set({ ...set, updatedAt: now.toISOString() })
    .where('name', '=', name)
    .where('leaseOwner', '=', owner);
  if (still)
    update = update.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('contentChanges')
          .select('contentChanges.position')
          .where('contentChanges.position', '=', still.position)
          .where('contentChanges.at', '=', still.at),
      ),
    );
  const res = await update.executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

const distinct = (changes: readonly Change[]) => [...new Map(changes.map((c) => [`${c.kind}\0${c.key}`, c])).values()];

/**
 * Notices a database that moved back (a restore, a failover): the feed's head
 * below the consumer's position, its stored position lower than this instance
 * wrote, or the change at its position gone or replaced since it was handled.
 */
function createRestoreWatch(db: FeedDatabase, name: string) {
  /** The position this instance last stored, and when the feed recorded it. */
  let handled: { position: number; at?: string; seenAt: number } | undefined;
  return {
    /** Why the feed no longer holds what this consumer handled; undefined when it does. */
    async movedBack(position: number, head: number) {
      if (position > head) return `the feed's head (${head}) is below the ${name} consumer's position (${position})`;
      if (!handled || position === NEVER) return undefined;
      if (position < handled.position) return `its position went back from ${handled.position} to ${position}`;
      if (position !== handled.position || handled.at === undefined) return undefined;
      const at = await recordedAt(db, position);
      if (at === handled.at) return undefined;
      // Gone after a day may be the feed's pruning; gone sooner, the database lost it.
      if (at === undefined && Date.now() - handled.seenAt > 12 * 3600_000) return undefined;
      return `the change at position ${position} is ${at === undefined ? 'gone' : 'a different one'}`;
    },
    /** Notes the position stored and when the feed recorded its change, as read with the work's changes. */
    handled(position: number, at: string | undefined) {
      handled = { position, at, seenAt: Date.now() };
    },
  };
}

/**
 * Stores the position `to` the work reached, as long as `owner` holds the lease and the feed still has the
 * change recorded at `toAt` there. Answers true when stored; else why the database moved back while the work
 * ran (its output holds changes the copy lacks), or undefined when the lease went to another instance.
 */
async function storeReached(
  db: FeedDatabase,
  o: Pick<FeedConsumerOptions, 'name' | 'owner'>,
  to: number,
  toAt: string | undefined,
  now: Date,
): Promise<true | string | undefined> {
  const still = toAt === undefined ? undefined : { position: to, at: toAt };
  if (await settle(db, o.name, o.owner, { position: to, lastError: null }, now, still)) return true;
  const atNow = toAt === undefined ? undefined : await recordedAt(db, to);
  if (atNow === toAt) return undefined;
  return `the change at position ${to} is ${atNow === undefined ? 'gone' : 'a different one'} after the work for it was done`;
}

/** Runs `work` while `o.owner` keeps the lease: work longer than it (a rebuild of many pages) renews it a few times. */
async function workUnderLease(
  db: FeedDatabase,
  o: Pick<FeedConsumerOptions, 'name' | 'owner'>,
  leaseMs: number,
  now: () => Date,
  work: () => Promise<void>,
) {
  const keep = setInterval(() => void lease(db, o.name, o.owner, now(), leaseMs).catch(() => {}), leaseMs / 3);
  try {
    await work();
  } finally {
    clearInterval(keep);
  }
}

/** Hands the lease back, so that another instance takes over at once. */
async function releaseLease(db: FeedDatabase, name: string, owner: string) {
  await consumers(db)
    .updateTable('feedConsumers')
    .set({ leaseOwner: null, leaseUntil: null })
    .where('name', '=', name)
    .where('leaseOwner', '=', owner)
    .execute();
}

/** What the instance holding the consumer reached, read by the others for their readiness answer. */
async function heldElsewhere(db: FeedDatabase, name: string) {
  const held = await consumers(db).selectFrom('feedConsumers').selectAll().where('name', '=', name).executeTakeFirst();
  return { position: held?.position ?? NEVER, head: await feedHead(db), lastError: held?.lastError ?? '' };
}

/**
 * When the consumer tries its work again after the handler threw: a failure backs off, doubling from twice
 * the interval up to `maxBackoffMs`, and is logged each time; NotReadyYet waits one interval and is logged
 * only once it has lasted `maxBackoffMs`.
 */
function createRetryClock(name: string, intervalMs: number, maxBackoffMs: number, log: (line: string) => void) {
  let failures = 0;
  let retryAt = 0;
  /** When the handler first answered NotReadyYet in a row of such answers (0: not waiting). */
  let notReadySince = 0;
  let notReadyLogged = false;
  return {
    /** Whether a pass at `at` (ms) may try the work. */
    due: (at: number) => at >= retryAt,
    /** Sets when to try again after the work threw at `at` (ms); answers the message to report. */
    failed(err: unknown, at: number): string {
      const message = err instanceof Error ? err.message : String(err);
      if (err instanceof NotReadyYet) {
        retryAt = at + intervalMs;
        notReadySince ||= at;
        if (!notReadyLogged && at - notReadySince >= maxBackoffMs) {
          notReadyLogged = true;
          log(
            `The ${name} consumer of the change feed has waited ${Math.round((at - notReadySince) / 1000)} s: ${message}`,
          );
        }
        return message;
      }
      notReadySince = 0;
      notReadyLogged = false;
      failures += 1;
      retryAt = at + Math.min(intervalMs * 2 ** failures, maxBackoffMs);
      log(`The ${name} consumer of the change feed failed (try ${failures}); trying again: ${message}`);
      return message;
    },
    succeeded() {
      failures = 0;
      retryAt = 0;
      notReadySince = 0;
      notReadyLogged = false;
    },
  };
}

export function createFeedConsumer(db: FeedDatabase, o: FeedConsumerOptions) {
  const intervalMs = o.intervalMs ?? 500;
  const leaseMs = o.leaseMs ?? 30_000;
  const batch = o.batch ?? 100;
  const now = o.now ?? dbDate;
  const log = o.log ?? console.error;
  const retry = createRetryClock(o.name, intervalMs, o.maxBackoffMs ?? 30_000, log);
  const st = { position: NEVER, head: 0, holder: false, since: 0, lastError: '' };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const restore = createRestoreWatch(db, o.name);
  let movedBackReason: string | undefined;

  /** Handles what is new, if this instance holds the consumer; answers whether there may be more. */
  async function step(): Promise<boolean> {
    const at = now();
    const row = await lease(db, o.name, o.owner, at, leaseMs);
    st.holder = !!row;
    if (!row) {
      // Another instance does the work: what it reached, for this instance's readiness answer.
      Object.assign(st, await heldElsewhere(db, o.name));
      // Seen from here too: how long the work has been behind, so every instance's status tells the truth.
      if (st.head > st.position) st.since ||= Date.now();
      else st.since = 0;
      return false;
    }
    st.position = row.position;
    st.head = await feedHead(db);
    const back = await restore.movedBack(row.position, st.head);
    if (back && back !== movedBackReason)
      log(`The database moved back in time (${back}): the ${o.name} consumer rebuilds everything as of ${st.head}.`);
    movedBackReason = back ?? movedBackReason;
    if (st.head <= row.position && !movedBackReason) {
      st.since = 0;
      return false;
    }
    st.since ||= Date.now();
    if (!force && !retry.due(at.getTime())) return false;
    const rows = row.position === NEVER ? [] : await changesAfter(db, row.position, batch);
    // Never run, or the changes it needs were pruned: everything once, then on from the head read before it.
    const whole = !!movedBackReason || row.position === NEVER || !rows.length || rows[0]!.position !== row.position + 1;
    const to = whole ? st.head : rows[rows.length - 1]!.position;
    // The change the work reaches, as the feed has it now: the position moves only while the feed still has it.
    const toAt = whole ? await recordedAt(db, to) : rows[rows.length - 1]!.at;
    try {
      await workUnderLease(db, o, leaseMs, now, () =>
        whole ? o.rebuild(to) : o.handle(distinct(rows.map((r) => ({ kind: r.kind, key: r.key }))), to),
      );
    } catch (err) {
      st.lastError = retry.failed(err, at.getTime());
      await settle(db, o.name, o.owner, { lastError: st.lastError.slice(0, 2000) }, now()).catch(() => {});
      return false;
    }
    const reached = await storeReached(db, o, to, toAt, now());
    if (reached !== true) {
      if (reached) {
        movedBackReason = reached;
        log(`The database moved back in time (${reached}): the ${o.name} consumer rebuilds everything.`);
      }
      return false;
    }
    st.position = to;
    restore.handled(to, toAt);
    movedBackReason = undefined;
    retry.succeeded();
    st.lastError = '';
    if (to >= st.head) st.since = 0;
    return to < st.head;
  }

  let force = false;
  /** One pass at a time: steps until caught up (or not the holder, or failing). */
  function pass(hurry = false): Promise<void> {
    running ??= (async () => {
      force = hurry;
      try {
        while (await step()) force = false;
      } catch (err) {
        // The database did not answer: the next pass tries again.
        st.lastError = err instanceof Error ? err.message : String(err);
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  return {
    /** Runs a pass now (after the one under way), ignoring the backoff of a failure. */
    async run() {
      await running;
      await pass(true);
    },
    /** Runs a pass as the timer does (after the one under way): a failure's backoff holds it back. */
    async tick() {
      await running;
      await pass();
    },
    status(): FeedConsumerStatus {
      return {
        position: st.position,
        head: st.head,
        holder: st.holder,
        behindMs: st.since ? Date.now() - st.since : 0,
        ...(st.lastError ? { lastError: st.lastError } : {}),
        ...(movedBackReason ? { movedBack: movedBackReason } : {}),
      };
    },
    start() {
      timer = setInterval(() => void pass(), intervalMs);
      timer.unref();
    },
    /** Stops, and hands the lease back so another instance takes over at once. */
    async stop() {
      clearInterval(timer);
      await running;
      await releaseLease(db, o.name, o.owner).catch(() => {});
    },
  };
}

export type FeedConsumer = ReturnType<typeof createFeedConsumer>;
