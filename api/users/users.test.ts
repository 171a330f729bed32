import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api';
import { hashPassword } from '../auth/passwords';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('users', () => {
  it('lists users as a page of {id, username, role, createdAt}', async () => {
    const cookie = await t.login();
    const res = await t.request('GET', '/api/admin/users', { cookie });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      items: [{ id: 1, username: 'admin', role: 'admin', createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }],
      nextCursor: null,
    });
  });

  it('pages the list newest first: 50 by default, at most 200, with a cursor to the next page', async () => {
    const cookie = await t.login();
    // Straight into the table: 250 users through the API would hash 250 passwords.
    const now = new Date().toISOString();
    await t.db
      .insertInto('adminUsers')
      .values(
        Array.from({ length: 250 }, (_, i) => ({
          username: `staff${String(i + 1).padStart(3, '0')}`,
          email: null,
          passwordHash: 'x',
          role: 'admin',
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
    const first = await t.request('GET', '/api/admin/users', { cookie });
    expect(first.json.items).toHaveLength(50);
    expect(first.json.items[0].username).toBe('staff250');
    expect(first.json.items[49].username).toBe('staff201');
    const names: string[] = first.json.items.map((u: { username: string }) => u.username);
    let cursor = first.json.nextCursor;
    while (cursor) {
      const next = await t.request('GET', `/api/admin/users?limit=200&cursor=${cursor}`, { cookie });
      expect(next.status).toBe(200);
      expect(next.json.items.length).toBeLessThanOrEqual(200);
      names.push(...next.json.items.map((u: { username: string }) => u.username));
      cursor = next.json.nextCursor;
    }
    expect(names).toHaveLength(251);
    expect(new Set(names).size).toBe(251);
    expect(names.at(-1)).toBe('admin');
    const big = await t.request('GET', '/api/admin/users?limit=201', { cookie });
    expect(big.status).toBe(400);
    expect(big.json.error).toBe('limit: must be at most 200');
    expect((await t.request('GET', '/api/admin/users?cursor=abc', { cookie })).json.error).toBe(
      'cursor: must be the nextCursor of a previous page',
    );
    expect((await t.request('GET', '/api/admin/users?page=2', { cookie })).status).toBe(400);
  });

  it('creates a user with trimmed fields, who can then sign in', async () => {
    const cookie = await t.login();
    const res = await t.request('POST', '/api/admin/users', {
      cookie,
      body: { username: '  grace ', password: '  s3cret-pass-42 ' },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ message: 'User created successfully', user: { username: 'grace' } });
    expect(
      (await t.request('GET', '/api/admin/users', { cookie })).json.items.map((u: { username: string }) => u.username),
    ).toEqual(['grace', 'admin']);
    await t.login('grace', 's3cret-pass-42');
  });

  // The password is trimmed at creation, so sign-in trims it too: what the user typed must work.
  it.each([['  s3cret-pass-42 '], ['\ts3cret-pass-42\n'], ['s3cret-pass-42   '], ['   s3cret-pass-42']])(
    'a user created with %j signs in with what they typed, and with it trimmed',
    async (typed) => {
      const cookie = await t.login();
      expect(
        (await t.request('POST', '/api/admin/users', { cookie, body: { username: 'grace', password: typed } })).status,
      ).toBe(201);
      expect(
        (await t.request('POST', '/api/admin/login', { body: { username: 'grace', password: typed } })).status,
      ).toBe(200);
      expect(
        (await t.request('POST', '/api/admin/login', { body: { username: 'grace', password: 's3cret-pass-42' } }))
          .status,
      ).toBe(200);
      expect(
        (await t.request('POST', '/api/admin/login', { body: { username: 'grace', password: 's3cret-pass-4' } }))
          .status,
      ).toBe(401);
    },
  );

  it('refuses empty, short and duplicate input with the field and rule', async () => {
    const cookie = await t.login();
    const empty = await t.request('POST', '/api/admin/users', { cookie, body: { username: '   ', password: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.json.issues).toEqual([
      { field: 'username', path: ['username'], message: 'is required' },
      { field: 'password', path: ['password'], message: 'is required' },
    ]);
    const short = await t.request('POST', '/api/admin/users', {
      cookie,
      body: { username: 'grace', password: 'eleven-char' },
    });
    expect(short.status).toBe(400);
    expect(short.json.error).toBe('password: must be at least 12 characters');
    await t.request('POST', '/api/admin/users', { cookie, body: { username: 'grace', password: 'kilimani-2026' } });
    const dup = await t.request('POST', '/api/admin/users', {
      cookie,
      body: { username: 'Grace', password: 'kilimani-2026' },
    });
    expect(dup.status).toBe(409);
    expect(dup.json.error).toBe('A user named "Grace" already exists');
    const extra = await t.request('POST', '/api/admin/users', {
      cookie,
      body: { username: 'otieno', password: 'kilimani-2026', role: 'root' },
    });
    expect(extra.status).toBe(400);
  });

  it('a password set before the 12-character minimum still signs in; setting a new one needs 12', async () => {
    // Stored as an older release stored it: a 6-character password, hashed the same way.
    await t.db
      .insertInto('adminUsers')
      .values({ username: 'mwangi', email: null, passwordHash: await hashPassword('mwa-42'), role: 'editor' })
      .execute();
    expect(
      (await t.request('POST', '/api/admin/login', { body: { username: 'mwangi', password: 'mwa-42' } })).status,
    ).toBe(200);
    const cookie = await t.login();
    const eleven = await t.request('POST', '/api/admin/users', {
      cookie,
      body: { username: 'njeri', password: 'x'.repeat(11) },
    });
    expect(eleven.status).toBe(400);
    expect(eleven.json.issues).toEqual([
      { field: 'password', path: ['password'], message: 'must be at least 12 characters' },
    ]);
    const twelve = await t.request('POST', '/api/admin/users', {
      cookie,
      body: { username: 'njeri', password: 'x'.repeat(12) },
    });
    expect(twelve.status).toBe(201);
  });

  it('never deletes admin or yourself; 404 for an unknown id; 400 for a bad id', async () => {
    const cookie = await t.login();
    const admin = await t.request('DELETE', '/api/admin/users/1', { cookie });
    expect(admin.status).toBe(403);
    expect(admin.json.error).toBe('Cannot delete admin');
    const created = await t.request('POST', '/api/admin/users', {
      cookie,
      body: { username: 'grace', password: 'kilimani-2026' },
    });
    const graceCookie = await t.login('grace', 'kilimani-2026');
    const self = await t.request('DELETE', `/api/admin/users/${created.json.user.id}`, { cookie: graceCookie });
    expect(self.status).toBe(400);
    expect(self.json.error).toMatch(/cannot delete your own account/);
    expect((await t.request('DELETE', '/api/admin/users/999', { cookie })).status).toBe(404);
    const bad = await t.request('DELETE', '/api/admin/users/abc', { cookie });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe('id: must be a positive whole number');
  });

  it('deleting a user ends their sessions', async () => {
    const cookie = await t.login();
    const created = await t.request('POST', '/api/admin/users', {
      cookie,
      body: { username: 'grace', password: 'kilimani-2026' },
    });
    const graceCookie = await t.login('grace', 'kilimani-2026');
    expect((await t.request('GET', '/api/admin/me', { cookie: graceCookie })).status).toBe(200);
    const del = await t.request('DELETE', `/api/admin/users/${created.json.user.id}`, { cookie });
    expect(del.status).toBe(200);
    expect(del.json.message).toBe('User deleted successfully');
    expect((await t.request('GET', '/api/admin/me', { cookie: graceCookie })).status).toBe(401);
    expect((await t.request('GET', '/api/admin/users', { cookie })).json.items).toHaveLength(1);
  });
});

describe('roles', () => {
  async function editorCookie() {
    const cookie = await t.login();
    const made = await t.request('POST', '/api/admin/users', {
      cookie,
      body: { username: 'akinyi', password: 'editor-pass-1', role: 'editor' },
    });
    expect(made.status).toBe(201);
    expect(made.json.user).toMatchObject({ username: 'akinyi', role: 'editor' });
    return t.login('akinyi', 'editor-pass-1');
  }

  it('an editor works on pages and the inbox but is refused users and settings with a 403 that says why', async () => {
    const cookie = await editorCookie();
    expect((await t.request('GET', '/api/admin/me', { cookie })).json.admin.role).toBe('editor');
    expect((await t.request('GET', '/api/admin/pages', { cookie })).status).toBe(200);
    expect((await t.request('GET', '/api/admin/inquiries', { cookie })).status).toBe(200);
    expect((await t.request('GET', '/api/admin/contact-details', { cookie })).status).toBe(200);
    const refused = [
      await t.request('GET', '/api/admin/users', { cookie }),
      await t.request('POST', '/api/admin/users', { cookie, body: { username: 'x1234', password: 'kilimani-2026' } }),
      await t.request('PATCH', '/api/admin/users/1', { cookie, body: { role: 'editor' } }),
      await t.request('DELETE', '/api/admin/users/1', { cookie }),
      await t.request('PUT', '/api/admin/contact-details', { cookie, body: {} }),
      await t.request('PUT', '/api/admin/notifications/settings', { cookie, body: { recipients: [] } }),
      await t.request('POST', '/api/admin/notifications/test', { cookie, body: {} }),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    expect(refused[0].json.error).toBe('Only an admin can manage users. Ask an admin of the site to do it for you.');
    expect(refused[4].json.error).toMatch(/^Only an admin can change the contact details/);
  });

  it('a new user is an admin unless said otherwise; an unknown role is refused naming the field', async () => {
    const cookie = await t.login();
    const plain = await t.request('POST', '/api/admin/users', {
      cookie,
      body: { username: 'wanjiku', password: 'kilimani-2026' },
    });
    expect(plain.json.user.role).toBe('admin');
    const bad = await t.request('PATCH', `/api/admin/users/${plain.json.user.id}`, {
      cookie,
      body: { role: 'owner' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatch(/role: must be admin or editor/);
  });

  it('a changed role holds from the next request; the first admin stays an admin', async () => {
    const cookie = await t.login();
    const editor = await editorCookie();
    const id = (await t.request('GET', '/api/admin/users', { cookie })).json.items[0].id;
    const promoted = await t.request('PATCH', `/api/admin/users/${id}`, { cookie, body: { role: 'admin' } });
    expect(promoted.status).toBe(200);
    expect((await t.request('GET', '/api/admin/users', { cookie: editor })).status).toBe(200);
    const first = await t.request('PATCH', '/api/admin/users/1', { cookie, body: { role: 'editor' } });
    expect(first.status).toBe(403);
    expect(first.json.error).toBe('The first admin, "admin", always stays an admin');
  });

  it('the last admin can be neither made an editor nor deleted', async () => {
    const cookie = await t.login();
    const grace = await t.request('POST', '/api/admin/users', {
      cookie,
      body: { username: 'grace', password: 'grace-pass-1', role: 'admin' },
    });
    const otieno = await t.request('POST', '/api/admin/users', {
      cookie,
      body: { username: 'otieno', password: 'otieno-pass-1', role: 'admin' },
    });
    // A site whose first admin was removed from the shell: grace and otieno are its only admins.
    await t.db.deleteFrom('sessions').execute();
    await t.db.deleteFrom('adminUsers').where('username', '=', 'admin').execute();
    const asGrace = await t.login('grace', 'grace-pass-1');
    const asOtieno = await t.login('otieno', 'otieno-pass-1');
    // Two admins removing each other at the same moment: one of them must remain.
    const both = await Promise.all([
      t.request('DELETE', `/api/admin/users/${otieno.json.user.id}`, { cookie: asGrace }),
      t.request('DELETE', `/api/admin/users/${grace.json.user.id}`, { cookie: asOtieno }),
    ]);
    const statuses = both.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    // The other is refused as the last admin or, if it lost the race entirely, as signed out.
    expect([401, 409]).toContain(statuses[1]);
    const left = await t.db.selectFrom('adminUsers').select('username').where('role', '=', 'admin').execute();
    expect(left).toHaveLength(1);
    const survivor = left[0].username === 'grace' ? asGrace : asOtieno;
    const id = left[0].username === 'grace' ? grace.json.user.id : otieno.json.user.id;
    const self = await t.request('PATCH', `/api/admin/users/${id}`, { cookie: survivor, body: { role: 'editor' } });
    expect(self.status).toBe(409);
    expect(self.json.error).toMatch(/last admin, so it cannot be made an editor/);
  });
});

describe('a role change racing a deletion of the same user', () => {
  it('answers 404 or the change, never a server error (20 races, either role way)', async () => {
    const cookie = await t.login();
    const now = new Date().toISOString();
    // A second admin, so the first one is never the last and the demotion path runs too.
    await t.db
      .insertInto('adminUsers')
      .values({ username: 'keeper', email: null, passwordHash: 'x', role: 'admin', createdAt: now, updatedAt: now })
      .execute();
    for (let i = 0; i < 20; i++) {
      const from = i % 2 ? 'admin' : 'editor';
      const to = from === 'admin' ? 'editor' : 'admin';
      const { id } = await t.db
        .insertInto('adminUsers')
        .values({ username: `racer${i}`, email: null, passwordHash: 'x', role: from, createdAt: now, updatedAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const [patch, del] = await Promise.all([
        t.request('PATCH', `/api/admin/users/${id}`, { cookie, body: { role: to } }),
        t.request('DELETE', `/api/admin/users/${id}`, { cookie }),
      ]);
      expect([200, 404], `role change: ${patch.text}`).toContain(patch.status);
      expect([200, 404], `deletion: ${del.text}`).toContain(del.status);
      expect(await t.db.selectFrom('adminUsers').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    }
  });
});
