import { sql, type Kysely } from 'kysely';
import type { NotificationState } from '../../contracts/inquiries';
import type { DB } from '../db';
import type { Database } from '../db/types';
import { outboxQueue } from './lease';

/**
 * How soon a failed notification is tried again. While SMTP is down, staff
 * want the message as soon as it is back: every 30 s for the first ten
 * minutes of the message's life. After that the wait grows with its age (a
 * quarter of it, at least a minute, at most an hour), so a long outage costs
 * a few attempts an hour, and the message still goes out within an hour of
 * the server's return. It never gives up: the inquiry is the lead.
 */
export const RETRY = { fastMs: 30_000, fastPhaseMs: 10 * 60_000, minSlowMs: 60_000, maxMs: 60 * 60_000 } as const;

export function retryDelay(ageMs: number): number {
  if (ageMs < RETRY.fastPhaseMs) return RETRY.fastMs;
  return Math.min(RETRY.maxMs, Math.max(RETRY.minSlowMs, Math.round(ageMs / 4)));
}

/** Error texts are kept short: the admin shows them on a line. */
const clip = (s: string, n = 500) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/**
 * Queues the inquiry's notification. Called inside the transaction that
 * stores the inquiry, so there is never an inquiry nobody is told about, nor
 * a notification without its inquiry.
 */
export async function queueNotification(trx: Kysely<Database>, inquiryId: number, messageId: string, now: Date) {
  const at = now.toISOString();
  await trx
    .insertInto('notificationOutbox')
    .values({ inquiryId, messageId, status: 'queued', attempts: 0, nextAttemptAt: at, createdAt: at })
    .execute();
}

export async function markSent(db: DB, id: number, owner: string, response: string, now: Date) {
  const at = now.toISOString();
  await outboxQueue.settle(db, id, owner, (eb) => ({
    status: 'sent',
    sentAt: at,
    lastAttemptAt: at,
    attempts: eb('attempts', '+', 1),
    smtpResponse: clip(response),
  }));
}

export async function markFailed(
  db: DB,
  row: { id: number; createdAt: string },
  owner: string,
  error: string,
  now: Date,
) {
  const at = now.toISOString();
  const age = now.getTime() - new Date(row.createdAt).getTime();
  await outboxQueue.settle(db, row.id, owner, (eb) => ({
    attempts: eb('attempts', '+', 1),
    lastError: clip(error),
    lastAttemptAt: at,
    nextAttemptAt: new Date(now.getTime() + retryDelay(age)).toISOString(),
  }));
}

/** The outbox columns an inquiry list joins in (as notification*). */
export interface OutboxJoin {
  notificationStatus: 'queued' | 'sent' | null;
  notificationAttempts: number | null;
  notificationLastError: string | null;
  notificationLastAttemptAt: string | null;
  notificationNextAttemptAt: string | null;
  notificationSentAt: string | null;
}

export function toNotificationState(j: OutboxJoin): NotificationState | null {
  if (!j.notificationStatus) return null;
  const sent = j.notificationStatus === 'sent';
  return {
    state: sent ? 'sent' : j.notificationLastError ? 'failing' : 'queued',
    attempts: Number(j.notificationAttempts ?? 0),
    lastError: sent ? null : j.notificationLastError,
    lastAttemptAt: j.notificationLastAttemptAt,
    nextAttemptAt: sent ? null : j.notificationNextAttemptAt,
    sentAt: j.notificationSentAt,
  };
}

/** Counts for the mail status: waiting, and waiting after a failure. */
export async function outboxCounts(db: DB) {
  const row = await db
    .selectFrom('notificationOutbox')
    .select((eb) => [
      eb.fn.countAll<number>().as('queued'),
      eb.fn.sum<number>(sql`CASE WHEN last_error IS NOT NULL THEN 1 ELSE 0 END`).as('failing'),
    ])
    .where('status', '=', 'queued')
    .executeTakeFirstOrThrow();
  const lastFailure = await db
    .selectFrom('notificationOutbox')
    .select(['lastError', 'lastAttemptAt'])
    .where('status', '=', 'queued')
    .where('lastError', 'is not', null)
    .orderBy('lastAttemptAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  const lastSent = await db
    .selectFrom('notificationOutbox')
    .select('sentAt')
    .where('status', '=', 'sent')
    .orderBy('sentAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    queued: Number(row.queued ?? 0),
    failing: Number(row.failing ?? 0),
    lastError: lastFailure?.lastError ?? null,
    lastFailureAt: lastFailure?.lastAttemptAt ?? null,
    lastSentAt: lastSent?.sentAt ?? null,
  };
}
