import type { Selectable } from 'kysely';
import type { DB } from '../db';
import { dialectOf } from '../db/dialect';
import type { NotificationOutboxTable } from './table';

export type OutboxRow = Selectable<NotificationOutboxTable>;

/**
 * Which worker may send a queued notification: the one holding its lease.
 * Several instances (or processes) share one database, and each message must
 * go out from exactly one of them.
 *
 * Claiming is one UPDATE that sets the lease on due, unleased rows and
 * returns what it took. On SQLite one statement is atomic across every
 * connection to the file (it holds the single write lock from its first read
 * to its last write), so two workers never take the same row. PostgreSQL runs
 * statements concurrently; there the rows are picked with FOR UPDATE SKIP
 * LOCKED, so a second worker skips rows the first is taking instead of
 * waiting for them, and the outer WHERE repeats the lease test for rows it
 * did wait on. The pick is a CTE, which PostgreSQL runs exactly once: as a
 * plain IN (subquery) its planner may run the LIMIT subquery again inside a
 * join and lease more rows than asked (seen here: 40 rows for a limit of 20).
 */
export async function claimDue(
  db: DB,
  { owner, now, leaseMs, limit }: { owner: string; now: Date; leaseMs: number; limit: number },
): Promise<OutboxRow[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  let due = db
    .selectFrom('notificationOutbox')
    .select('id')
    .where('status', '=', 'queued')
    .where('nextAttemptAt', '<=', at)
    .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', at)]))
    .orderBy('id')
    .limit(limit);
  if (dialectOf(db) === 'postgres') due = due.forUpdate().skipLocked();
  return db
    .with('due', () => due)
    .updateTable('notificationOutbox')
    .set({ leaseOwner: owner, leaseUntil: until })
    .where('id', 'in', (eb) => eb.selectFrom('due').select('due.id'))
    .where('status', '=', 'queued')
    .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', at)]))
    .returningAll()
    .execute();
}

/**
 * Extends the lease just before a send, and answers whether this worker
 * still holds it. A worker that was paused past its lease (a long GC, a
 * suspended VM) finds another owner here and leaves the row alone.
 */
export async function renewLease(
  db: DB,
  id: number,
  { owner, now, leaseMs }: { owner: string; now: Date; leaseMs: number },
): Promise<boolean> {
  const res = await db
    .updateTable('notificationOutbox')
    .set({ leaseUntil: new Date(now.getTime() + leaseMs).toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .where('leaseOwner', '=', owner)
    .where('leaseUntil', '>=', now.toISOString())
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Gives rows back unsent (a worker stopping mid-batch), so another instance takes them at once. */
export async function releaseLeases(db: DB, ids: number[], owner: string) {
  if (!ids.length) return;
  await db
    .updateTable('notificationOutbox')
    .set({ leaseOwner: null, leaseUntil: null })
    .where('id', 'in', ids)
    .where('leaseOwner', '=', owner)
    .execute();
}
