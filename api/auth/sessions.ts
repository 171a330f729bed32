import { createHash, randomBytes } from 'node:crypto';
import { nowIso, type DB } from '../db';
import { dbNow } from '../../platform/database-clock';

/**
 * Server-side sessions. The id (32 random bytes) lives only in the cookie; the
 * table stores its SHA-256, so a leaked database cannot be replayed as cookies.
 *
 * Expiry: 2 hours idle (each authenticated request slides it) and 12 hours
 * absolute from sign-in, whichever comes first. Logout, user deletion and a
 * password reset delete the rows.
 */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reads do not all become writes. */
const TOUCH_EVERY_MS = 60 * 1000;

export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('hex');

export interface SessionAdmin {
  id: number;
  username: string;
  role: string;
  email: string | null;
}

export async function createSession(
  db: DB,
  userId: number,
  meta: { ip?: string | null; userAgent?: string | null } = {},
) {
  const id = randomBytes(32).toString('base64url');
  const now = dbNow();
  await db
    .insertInto('sessions')
    .values({
      idHash: hashSessionId(id),
      userId,
      createdAt: new Date(now).toISOString(),
      lastSeenAt: new Date(now).toISOString(),
      expiresAt: new Date(now + SESSION_ABSOLUTE_MS).toISOString(),
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 255) ?? null,
    })
    .execute();
  return { id, maxAgeSeconds: SESSION_ABSOLUTE_MS / 1000 };
}

/** The signed-in admin for a cookie value, or null (unknown, expired, or the user is gone or inactive). */
export async function resolveSession(
  db: DB,
  id: string | undefined,
  now = dbNow(),
): Promise<{ admin: SessionAdmin; idHash: string } | null> {
  if (!id || id.length > 100) return null;
  const idHash = hashSessionId(id);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('adminUsers', 'adminUsers.id', 'sessions.userId')
    .select([
      'sessions.lastSeenAt',
      'sessions.expiresAt',
      'adminUsers.id',
      'adminUsers.username',
      'adminUsers.role',
      'adminUsers.email',
      'adminUsers.isActive',
    ])
    .where('sessions.idHash', '=', idHash)
    .executeTakeFirst();
  if (!row) return null;
  const lastSeen = Date.parse(row.lastSeenAt);
  if (!row.isActive || Date.parse(row.expiresAt) <= now || lastSeen + SESSION_IDLE_MS <= now) {
    await db.deleteFrom('sessions').where('idHash', '=', idHash).execute();
    return null;
  }
  if (now - lastSeen > TOUCH_EVERY_MS) {
    await db
      .updateTable('sessions')
      .set({ lastSeenAt: new Date(now).toISOString() })
      .where('idHash', '=', idHash)
      .execute();
  }
  return { admin: { id: row.id, username: row.username, role: row.role, email: row.email }, idHash };
}

export const deleteSession = (db: DB, idHash: string) =>
  db.deleteFrom('sessions').where('idHash', '=', idHash).execute();

export const deleteUserSessions = (db: DB, userId: number) =>
  db.deleteFrom('sessions').where('userId', '=', userId).execute();

/** Drops rows past either expiry; called on sign-in so the table stays small without a timer. */
export async function pruneSessions(db: DB, now = dbNow()) {
  await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('expiresAt', '<=', new Date(now).toISOString()),
        eb('lastSeenAt', '<=', new Date(now - SESSION_IDLE_MS).toISOString()),
      ]),
    )
    .execute();
}

export { nowIso };
