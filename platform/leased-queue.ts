import type { ExpressionBuilder, Expression, Kysely, SqlBool } from 'kysely';
import { onPostgres } from './database-engine';

/**
 * One database-leased job queue, for every table of work that several
 * instances share: the notification outbox (api/notifications) and the video
 * transcodes (media/video). It lives in platform/, the layer below both.
 *
 * A row is a job; three columns make the queue: `nextAttemptAt` (due from),
 * `leaseOwner` and `leaseUntil` (who works on it, until when). Claiming is one
 * UPDATE that sets the lease on due, unleased rows and returns what it took.
 * On SQLite one statement is atomic across every connection to the file (it
 * holds the single write lock from its first read to its last write), so two
 * workers never take the same row. PostgreSQL runs statements concurrently;
 * there the rows are picked with FOR UPDATE SKIP LOCKED, so a second worker
 * skips rows the first is taking instead of waiting for them, and the outer
 * WHERE repeats the lease test for rows it did wait on. The pick is a CTE,
 * which PostgreSQL runs exactly once: as a plain IN (subquery) its planner
 * may run the LIMIT subquery again inside a join and lease more rows than
 * asked (seen here: 40 rows for a limit of 20).
 *
 * Every later step (renew, settle, release) is conditional on the lease
 * owner, so a worker that lost its lease (paused past it, or the job was
 * replaced) changes nothing.
 */

// biome-ignore lint: the queue is generic over the table it runs on
type AnyDb = Kysely<any>;
// biome-ignore lint: the queue is generic over the table it runs on
type Eb = ExpressionBuilder<any, any>;
type Key = string | number;
/** Column values to set, or a function of the row's expressions (attempts + 1). */
export type Changes = Record<string, unknown> | ((eb: Eb) => Record<string, unknown>);

export interface LeasedQueueSpec {
  /** The table as the app's kysely names it (camelCase). */
  table: string;
  /** Its key column. */
  key: string;
  /** Rows that are work still to do (a queued status), besides being due and unleased. */
  waiting: (eb: Eb) => Expression<SqlBool>;
  /** Which due rows go first. */
  orderBy: string;
}

export interface LeaseClock {
  owner: string;
  now: Date;
  leaseMs: number;
}

const resolve = (changes: Changes | undefined, eb: Eb) =>
  typeof changes === 'function' ? changes(eb) : (changes ?? {});
const unleased = (eb: Eb, at: string) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', at)]);

export function leasedQueue<Row>(spec: LeasedQueueSpec) {
  const { table, key } = spec;
  const matching = (eb: Eb, match: Record<string, unknown>) =>
    eb.and(Object.entries(match).map(([column, value]) => eb(column, '=', value)));

  return {
    /** Takes up to `limit` due rows for `owner`, setting `set` on them too; answers the rows as they now are. */
    async claim(db: AnyDb, { owner, now, leaseMs, limit }: LeaseClock & { limit: number }, set?: Changes) {
      const at = now.toISOString();
      let due = db
        .selectFrom(table)
        .select(key)
        .where((eb) => eb.and([spec.waiting(eb), eb('nextAttemptAt', '<=', at), unleased(eb, at)]))
        .orderBy(spec.orderBy)
        .limit(limit);
      if (onPostgres(db)) due = due.forUpdate().skipLocked();
      return (await db
        .with('due', () => due)
        .updateTable(table)
        .set((eb: Eb) => ({
          ...resolve(set, eb),
          leaseOwner: owner,
          leaseUntil: new Date(now.getTime() + leaseMs).toISOString(),
        }))
        .where(key, 'in', (eb: Eb) => eb.selectFrom('due').select(`due.${key}`))
        .where((eb: Eb) => eb.and([spec.waiting(eb), unleased(eb, at)]))
        .returningAll()
        .execute()) as Row[];
    },

    /**
     * Extends the lease, and answers whether `owner` still holds it (and the
     * row still matches `match`). With `unexpired`, a lease that already ran
     * out counts as lost, even if nobody took the row yet.
     */
    async renew(
      db: AnyDb,
      id: Key,
      { owner, now, leaseMs }: LeaseClock,
      { match = {}, unexpired = false }: { match?: Record<string, unknown>; unexpired?: boolean } = {},
    ) {
      let q = db
        .updateTable(table)
        .set({ leaseUntil: new Date(now.getTime() + leaseMs).toISOString() })
        .where(key, '=', id)
        .where('leaseOwner', '=', owner)
        .where((eb: Eb) => matching(eb, match));
      if (unexpired) q = q.where('leaseUntil', '>=', now.toISOString());
      const res = await q.executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    /** Ends `owner`'s lease with the job's outcome (`set`); false, changing nothing, when the lease is not theirs. */
    async settle(db: AnyDb, id: Key, owner: string, set: Changes, match: Record<string, unknown> = {}) {
      const res = await db
        .updateTable(table)
        .set((eb: Eb) => ({ ...resolve(set, eb), leaseOwner: null, leaseUntil: null }))
        .where(key, '=', id)
        .where('leaseOwner', '=', owner)
        .where((eb: Eb) => matching(eb, match))
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    /** Hands rows back untried (a worker stopping), so another worker takes them at once. */
    async release(db: AnyDb, ids: Key[], owner: string, set?: Changes, match: Record<string, unknown> = {}) {
      if (!ids.length) return;
      await db
        .updateTable(table)
        .set((eb: Eb) => ({ ...resolve(set, eb), leaseOwner: null, leaseUntil: null }))
        .where(key, 'in', ids)
        .where('leaseOwner', '=', owner)
        .where((eb: Eb) => matching(eb, match))
        .execute();
    },
  };
}
