import { clientIp } from './client-ip';
import { clearSessionCookie, requireAdmin, sameOrigin, setSessionCookie, type AdminEnv } from './middleware';
import { dummyHash, verifyPassword } from './passwords';
import { createAttemptLimiter } from './rate-limit';
import { createSession, deleteSession, pruneSessions } from './sessions';
import { nowIso, type DB } from '../db';
import { ApiError, apiRouter } from '../http';
import { validate } from '../validate';
import { loginInput, ownAccountInput, type AdminMe } from '../../contracts/admin';
import { sql } from 'kysely';
import type { AppDeps } from '../deps';

export const INVALID_LOGIN = 'Invalid username or password';

/**
 * POST /api/admin/login, GET /api/admin/me, POST /api/admin/logout.
 * An unknown user and a wrong password get the same answer, after the same
 * argon2 work; 5 attempts in 15 minutes per username or per IP that did not
 * succeed answer 429.
 */
export const authRoutes = (deps: Pick<AppDeps, 'db'>) => {
  const limiter = createAttemptLimiter(deps.db, { scope: 'login', max: 5, windowMs: 15 * 60 * 1000 });
  return (
    apiRouter<AdminEnv>()
      .use(sameOrigin)
      .post('/login', validate('json', loginInput), async (c) => {
        const { db, config } = c.var.deps;
        const { username, password } = c.req.valid('json');
        const keys = [`user:${username.toLowerCase()}`, `ip:${clientIp(c)}`];
        // Counted before the user lookup and argon2: an attempt in flight already uses up one of the five.
        const wait = await limiter.reserve(keys);
        if (wait > 0) {
          const minutes = Math.ceil(wait / 60);
          throw new ApiError(
            429,
            `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
            {},
            { 'Retry-After': String(wait) },
          );
        }
        const user = await db
          .selectFrom('adminUsers')
          .select(['id', 'username', 'role', 'email', 'passwordHash', 'isActive', 'reviewEmails'])
          .where(sql<string>`lower(username)`, '=', username.toLowerCase())
          .executeTakeFirst();
        const ok = user
          ? await verifyPassword(user.passwordHash, password)
          : await verifyPassword(await dummyHash(), password);
        // A failure keeps its reserved attempt.
        if (!user || !ok || !user.isActive) throw new ApiError(401, INVALID_LOGIN);
        // A correct password ends both counts: colleagues behind one office IP are not locked out by a typo streak.
        await limiter.clear(keys);
        await pruneSessions(db);
        const session = await createSession(db, user.id, { ip: clientIp(c), userAgent: c.req.header('user-agent') });
        await db
          .updateTable('adminUsers')
          .set({ lastLogin: nowIso(), updatedAt: nowIso() })
          .where('id', '=', user.id)
          .execute();
        setSessionCookie(c, config, session.id, session.maxAgeSeconds);
        c.header('Cache-Control', 'no-store');
        const body: AdminMe & { message: string } = {
          message: 'Login successful! Welcome to admin panel.',
          admin: { username: user.username, role: user.role, email: user.email, reviewEmails: !!user.reviewEmails },
        };
        return c.json(body);
      })
      .get('/me', requireAdmin, async (c) => c.json(await ownAccount(c.var.deps.db, c.var.admin.id)))
      // Anyone signed in changes their own address and review e-mails here, and nobody else's.
      .patch('/me', requireAdmin, validate('json', ownAccountInput), async (c) => {
        const { db } = c.var.deps;
        const { email, reviewEmails } = c.req.valid('json');
        await db
          .updateTable('adminUsers')
          .set({
            ...(email !== undefined ? { email } : {}),
            ...(reviewEmails !== undefined ? { reviewEmails: reviewEmails ? 1 : 0 } : {}),
            updatedAt: nowIso(),
          })
          .where('id', '=', c.var.admin.id)
          .execute();
        return c.json(await ownAccount(db, c.var.admin.id));
      })
      .post('/logout', requireAdmin, async (c) => {
        await deleteSession(c.var.deps.db, c.var.sessionHash);
        clearSessionCookie(c, c.var.deps.config);
        return c.json({ message: 'Signed out' });
      })
  );
};

/** The signed-in user as the admin shows them: read afresh, so a change made a moment ago is in the answer. */
async function ownAccount(db: DB, id: number): Promise<AdminMe> {
  const u = await db
    .selectFrom('adminUsers')
    .select(['username', 'role', 'email', 'reviewEmails'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { admin: { username: u.username, role: u.role, email: u.email, reviewEmails: !!u.reviewEmails } };
}
