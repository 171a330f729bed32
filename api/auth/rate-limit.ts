import { sql } from 'kysely';
import type { DB } from '../db';
import { dialectOf } from '../db/dialect';
import { dbNow } from '../../platform/database-clock';

/**
 * Attempts per key over a sliding window, counted in the database. Sign-in
 * uses it keyed by username and by client IP (5 attempts in 15 minutes, a
 * success clears both); the contact form keyed by IP.
 *
 * An attempt is reserved before any work on it (the password check, storing
 * the message), counting and inserting as one step. A check made first and a
 * failure recorded after the argon2 await let every request that arrived
 * meanwhile through: 40 guesses sent at once were all checked. Reserving in
 * the database, not in memory, makes every instance of the site share the
 * count. On SQLite the step is one INSERT … SELECT, which takes the write lock
 * before it reads (also across processes sharing the file); on PostgreSQL,
 * where concurrent statements would each see the count before the others'
 * rows, a transaction holds an advisory lock per key while it counts and
 * inserts. Either way N parallel attempts pass at most `max` times.
 */
export interface AttemptLimiter {
  /**
   * Counts one attempt against every key, or against none when any key has
   * reached the limit. Answers 0 when counted, else the seconds until the
   * fullest key may try again.
   */
  reserve(keys: string[], now?: number): Promise<number>;
  /** Forgets the keys' attempts (a successful sign-in). */
  clear(keys: string[]): Promise<void>;
}

export function createAttemptLimiter(
  db: DB,
  { scope, max = 5, windowMs = 15 * 60 * 1000 }: { scope: string; max?: number; windowMs?: number },
): AttemptLimiter {
  async function retryAfter(keys: string[], now: number) {
    let wait = 0;
    for (const key of keys) {
      // The max-th newest attempt in the window: when it leaves, the key is under the limit again.
      const row = await db
        .selectFrom('rateLimitHits')
        .select('at')
        .where('scope', '=', scope)
        .where('key', '=', key)
        .where('at', '>', now - windowMs)
        .orderBy('at', 'desc')
        .limit(1)
        .offset(max - 1)
        .executeTakeFirst();
      if (row) wait = Math.max(wait, Math.ceil((row.at + windowMs - now) / 1000));
    }
    return Math.max(1, wait);
  }

  async function reserveSqlite(keys: string[], now: number, since: number) {
    const list = JSON.stringify(keys);
    const inserted = await sql`
      INSERT INTO rate_limit_hits (scope, key, at)
      SELECT ${scope}, k.value, ${now} FROM json_each(${list}) AS k
      WHERE NOT EXISTS (
        SELECT 1 FROM rate_limit_hits h
        WHERE h.scope = ${scope} AND h.key IN (SELECT value FROM json_each(${list})) AND h.at > ${since}
        GROUP BY h.key HAVING count(*) >= ${max}
      )`.execute(db);
    return Number(inserted.numAffectedRows ?? 0) > 0;
  }

  function reservePostgres(keys: string[], now: number, since: number) {
    return db.transaction().execute(async (trx) => {
      // Locks taken in sorted key order, so two requests sharing keys cannot deadlock; released at commit.
      for (const key of keys)
        await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${scope}|${key}`}, 0))`.execute(trx);
      const full = await trx
        .selectFrom('rateLimitHits')
        .select('key')
        .where('scope', '=', scope)
        .where('key', 'in', keys)
        .where('at', '>', since)
        .groupBy('key')
        .having(sql`count(*)`, '>=', max)
        .executeTakeFirst();
      if (full) return false;
      await trx
        .insertInto('rateLimitHits')
        .values(keys.map((key) => ({ scope, key, at: now })))
        .execute();
      return true;
    });
  }

  return {
    async reserve(keys, now = dbNow()) {
      const since = now - windowMs;
      // Expired attempts go first, so the table holds one window of traffic at most.
      await db.deleteFrom('rateLimitHits').where('scope', '=', scope).where('at', '<=', since).execute();
      const unique = [...new Set(keys)].sort();
      const reserved =
        dialectOf(db) === 'postgres'
          ? await reservePostgres(unique, now, since)
          : await reserveSqlite(unique, now, since);
      return reserved ? 0 : retryAfter(unique, now);
    },
    async clear(keys) {
      if (keys.length)
        await db.deleteFrom('rateLimitHits').where('scope', '=', scope).where('key', 'in', keys).execute();
    },
  };
}
