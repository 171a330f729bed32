import { sql } from 'kysely';
import type { AppModule } from '../app';
import { FIRST_ADMIN_USERNAME } from '../auth/first-admin';
import { requireAdmin, sameOrigin, type AdminEnv } from '../auth/middleware';
import { hashPassword } from '../auth/passwords';
import { deleteUserSessions } from '../auth/sessions';
import { isUniqueViolation } from '../db';
import { ApiError, apiRouter, idParam, readJson, readQuery } from '../http';
import { pageOf } from '../paging';
import { createUserInput, type AdminUserRow } from '../../contracts/admin';
import { pageQueryInput, type Page } from '../../contracts/paging';

/** GET (a page, newest first), POST /api/admin/users and DELETE /api/admin/users/:id. */
export const adminUsersModule: AppModule = (app) => {
  const r = apiRouter<AdminEnv>();
  r.use('*', sameOrigin, requireAdmin);

  r.get('/', async (c) => {
    const { cursor, limit } = readQuery(c, pageQueryInput);
    let q = c.var.deps.db.selectFrom('adminUsers').select(['id', 'username', 'createdAt']);
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
  });

  r.post('/', async (c) => {
    const { db } = c.var.deps;
    const { username, password } = await readJson(c, createUserInput);
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
        .values({ username, email: null, passwordHash: await hashPassword(password), role: 'admin' })
        .returning(['id', 'username', 'createdAt'])
        .executeTakeFirstOrThrow();
      return c.json(
        { message: 'User created successfully', user } satisfies { message: string; user: AdminUserRow },
        201,
      );
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict();
      throw e;
    }
  });

  r.delete('/:id', async (c) => {
    const { db } = c.var.deps;
    const id = idParam(c);
    const user = await db.selectFrom('adminUsers').select(['id', 'username']).where('id', '=', id).executeTakeFirst();
    if (!user) throw new ApiError(404, `No user with id ${id}`);
    if (user.username.toLowerCase() === FIRST_ADMIN_USERNAME) throw new ApiError(403, 'Cannot delete admin');
    if (user.id === c.var.admin.id)
      throw new ApiError(400, 'You cannot delete your own account while signed in with it');
    await deleteUserSessions(db, id);
    await db.deleteFrom('adminUsers').where('id', '=', id).execute();
    return c.json({ message: 'User deleted successfully', id });
  });

  app.route('/api/admin/users', r);
};
