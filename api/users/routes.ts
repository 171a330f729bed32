import { sql } from 'kysely';
import { FIRST_ADMIN_USERNAME } from '../auth/first-admin';
import { requireAdmin, requireRole, sameOrigin, type AdminEnv } from '../auth/middleware';
import { hashPassword } from '../auth/passwords';
import { deleteUserSessions } from '../auth/sessions';
import { isUniqueViolation } from '../db';
import { dialectOf } from '../db/dialect';
import { ApiError, apiRouter } from '../http';
import { idParam, validate } from '../validate';
import { pageOf } from '../paging';
import { createUserInput, updateUserInput, type AdminUserRow } from '../../contracts/admin';
import { pageQueryInput, type Page } from '../../contracts/paging';

/**
 * GET (a page, newest first), POST /api/admin/users, PATCH /api/admin/users/:id
 * (its role) and DELETE /api/admin/users/:id. Admins only. The site always
 * keeps one admin: the last one can be neither demoted nor deleted.
 */
export const usersRoutes = apiRouter<AdminEnv>()
  .use(sameOrigin, requireAdmin, requireRole('manage users'))
  .get('/', validate('query', pageQueryInput), async (c) => {
    const { cursor, limit } = c.req.valid('query');
    let q = c.var.deps.db.selectFrom('adminUsers').select(['id', 'username', 'role', 'createdAt']);
    if (cursor) q = q.where('id', '<', Number(cursor));
    const rows: AdminUserRow[] = await q
      .orderBy('id', 'desc')
      .limit(limit + 1)
      .execute();
    return c.json(
      pageOf(
        rows,
        limit,
        (u) => u.id,
        (u) => u,
      ) satisfies Page<AdminUserRow>,
    );
  })
  .post('/', validate('json', createUserInput), async (c) => {
    const { db } = c.var.deps;
    const { username, password, role } = c.req.valid('json');
    const taken = await db
      .selectFrom('adminUsers')
      .select('id')
      .where(sql<string>`lower(username)`, '=', username.toLowerCase())
      .executeTakeFirst();
    const conflict = () =>
      new ApiError(409, `A user named "${username}" already exists`, {
        issues: [{ field: 'username', message: 'is already taken' }],
      });
    if (taken) throw conflict();
    try {
      const user = await db
        .insertInto('adminUsers')
        .values({ username, email: null, passwordHash: await hashPassword(password), role })
        .returning(['id', 'username', 'role', 'createdAt'])
        .executeTakeFirstOrThrow();
      return c.json(
        { message: 'User created successfully', user } satisfies { message: string; user: AdminUserRow },
        201,
      );
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict();
      throw e;
    }
  })
  .patch('/:id', idParam, validate('json', updateUserInput), async (c) => {
    const { db } = c.var.deps;
    const { id } = c.req.valid('param');
    const { role } = c.req.valid('json');
    const user = await db.transaction().execute(async (trx) => {
      await lockForChange(trx, id);
      const found = await trx
        .selectFrom('adminUsers')
        .select(['id', 'username', 'role'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!found) throw noUser(id);
      if (found.username.toLowerCase() === FIRST_ADMIN_USERNAME && role !== 'admin')
        throw new ApiError(403, 'The first admin, "admin", always stays an admin');
      if (found.role === 'admin' && role !== 'admin') await keepOneAdmin(trx, 'demote');
      const changed = await trx
        .updateTable('adminUsers')
        .set({ role })
        .where('id', '=', id)
        .returning(['id', 'username', 'role', 'createdAt'])
        .executeTakeFirst();
      if (!changed) throw noUser(id);
      return changed;
    });
    // A changed role takes effect on the user's next request: sessions read the role from the user row.
    return c.json({ message: 'Role changed', user } satisfies { message: string; user: AdminUserRow });
  })
  .delete('/:id', idParam, async (c) => {
    const { db } = c.var.deps;
    const { id } = c.req.valid('param');
    await db.transaction().execute(async (trx) => {
      await lockForChange(trx, id);
      const user = await trx
        .selectFrom('adminUsers')
        .select(['id', 'username', 'role'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!user) throw noUser(id);
      if (user.username.toLowerCase() === FIRST_ADMIN_USERNAME) throw new ApiError(403, 'Cannot delete admin');
      if (user.id === c.var.admin.id)
        throw new ApiError(400, 'You cannot delete your own account while signed in with it');
      if (user.role === 'admin') await keepOneAdmin(trx, 'delete');
      await deleteUserSessions(trx, id);
      await trx.deleteFrom('adminUsers').where('id', '=', id).execute();
    });
    return c.json({ message: 'User deleted successfully', id });
  });

const noUser = (id: number) => new ApiError(404, `No user with id ${id}`);

/**
 * On PostgreSQL, locks the user a change is about and every admin, in id
 * order, before the change reads them: a role change and a deletion of the
 * same user then run one after the other (the second finds the user gone:
 * 404), and two changes always take their locks in the same order, so they
 * cannot deadlock. SQLite runs one writer at a time already.
 */
async function lockForChange(trx: Parameters<typeof deleteUserSessions>[0], id: number) {
  if (dialectOf(trx) !== 'postgres') return;
  await trx
    .selectFrom('adminUsers')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', id), eb('role', '=', 'admin')]))
    .orderBy('id')
    .forUpdate()
    .execute();
}

/**
 * Refuses to take away the last admin. Called inside the change's transaction,
 * after lockForChange: two admins demoting each other at once could both pass
 * a plain count otherwise.
 */
async function keepOneAdmin(trx: Parameters<typeof deleteUserSessions>[0], change: 'demote' | 'delete') {
  // The admins' rows are locked already (lockForChange).
  const admins = await trx.selectFrom('adminUsers').select('id').where('role', '=', 'admin').execute();
  if (admins.length <= 1)
    throw new ApiError(
      409,
      `This is the site's last admin, so it cannot be ${change === 'delete' ? 'deleted' : 'made an editor'}. Make another user an admin first.`,
    );
}
