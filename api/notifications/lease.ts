import type { Selectable } from 'kysely';
import { leasedQueue, type LeaseClock } from '../../platform/leased-queue';
import type { DB } from '../db';
import type { NotificationOutboxTable } from './table';

export type OutboxRow = Selectable<NotificationOutboxTable>;

/**
 * Which worker may send a queued notification: the one holding its lease.
 * Several instances (or processes) share one database, and each message must
 * go out from exactly one of them. The lease is the one job queue's
 * (platform/leased-queue.ts), which the video transcodes use too.
 */
export const outboxQueue = leasedQueue<OutboxRow>({
  table: 'notificationOutbox',
  key: 'id',
  waiting: (eb) => eb('status', '=', 'queued'),
  orderBy: 'id',
});

export function claimDue(db: DB, opts: LeaseClock & { limit: number }): Promise<OutboxRow[]> {
  return outboxQueue.claim(db, opts);
}

/**
 * Extends the lease just before a send, and answers whether this worker
 * still holds it. A worker that was paused past its lease (a long GC, a
 * suspended VM) finds it lost here and leaves the row alone.
 */
export function renewLease(db: DB, id: number, clock: LeaseClock): Promise<boolean> {
  return outboxQueue.renew(db, id, clock, { match: { status: 'queued' }, unexpired: true });
}

/** Gives rows back unsent (a worker stopping mid-batch), so another instance takes them at once. */
export function releaseLeases(db: DB, ids: number[], owner: string) {
  return outboxQueue.release(db, ids, owner);
}
