import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveSession, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, hashSessionId } from './sessions';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../tests/support/api';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('POST /api/admin/login', () => {
  it('signs in: 200, the admin, and an HttpOnly SameSite=Strict session cookie', async () => {
    const res = await t.request('POST', '/api/admin/login', { body: { username: 'admin', password: ADMIN_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.json.admin).toEqual({ username: 'admin', role: 'admin', email: null, reviewEmails: true });
    const set = res.headers.get('set-cookie')!;
    expect(set).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Strict/);
    expect(set).toMatch(/Path=\//);
    expect(set).not.toMatch(/Secure/);
  });

  it('stores only the SHA-256 of the session id', async () => {
    const cookie = await t.login();
    const id = cookie.split('=')[1];
    const rows = await t.db.selectFrom('sessions').select('idHash').execute();
    expect(rows).toEqual([{ idHash: hashSessionId(id) }]);
    expect(rows[0].idHash).not.toContain(id);
  });

  it('gives the same 401 for an unknown user and a wrong password', async () => {
    const unknown = await t.request('POST', '/api/admin/login', {
      body: { username: 'nobody', password: 'whatever1' },
    });
    const wrong = await t.request('POST', '/api/admin/login', {
      body: { username: 'admin', password: 'wrong-password' },
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.json).toEqual(wrong.json);
    expect(wrong.json.error).toBe('Invalid username or password');
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('names the field and rule for missing or empty fields', async () => {
    const res = await t.request('POST', '/api/admin/login', { body: { username: '  ' } });
    expect(res.status).toBe(400);
    expect(res.json.issues).toEqual([
      { field: 'username', path: ['username'], message: 'is required' },
      { field: 'password', path: ['password'], message: 'must be text' },
    ]);
    expect(res.json.error).toContain('username: is required');
  });

  it('a password of only spaces is refused at sign-in as empty (400), like at creation', async () => {
    const res = await t.request('POST', '/api/admin/login', { body: { username: 'admin', password: '       ' } });
    expect(res.status).toBe(400);
    expect(res.json.issues).toEqual([{ field: 'password', path: ['password'], message: 'is required' }]);
  });

  it('rate-limits guessing per username: 429 with Retry-After after 5 failures', async () => {
    for (let i = 0; i < 5; i++) {
      const r = await t.request('POST', '/api/admin/login', {
        body: { username: 'admin', password: `guess-${i}` },
        ip: `10.0.0.${i}`,
      });
      expect(r.status).toBe(401);
    }
    const blocked = await t.request('POST', '/api/admin/login', {
      body: { username: 'admin', password: ADMIN_PASSWORD },
      ip: '10.0.1.1',
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(blocked.json.error).toMatch(/Too many failed sign-in attempts/);
    // Usernames are matched without case, so the limit is too.
    const upper = await t.request('POST', '/api/admin/login', {
      body: { username: 'ADMIN', password: ADMIN_PASSWORD },
      ip: '10.0.1.2',
    });
    expect(upper.status).toBe(429);
  });

  it('rate-limits guessing per IP across usernames', async () => {
    for (let i = 0; i < 5; i++) {
      const r = await t.request('POST', '/api/admin/login', {
        body: { username: `user${i}`, password: 'nope-nope' },
        ip: '10.9.9.9',
      });
      expect(r.status).toBe(401);
    }
    const blocked = await t.request('POST', '/api/admin/login', {
      body: { username: 'admin', password: ADMIN_PASSWORD },
      ip: '10.9.9.9',
    });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    const elsewhere = await t.request('POST', '/api/admin/login', {
      body: { username: 'admin', password: ADMIN_PASSWORD },
      ip: '10.9.9.10',
    });
    expect(elsewhere.status).toBe(200);
  });

  // Each attempt is counted before any password work, so guesses sent at once cannot all be checked.
  it('40 parallel wrong guesses: at most 5 are checked, the rest answer 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.request('POST', '/api/admin/login', { body: { username: 'admin', password: `guess-${i}` }, ip: '10.4.4.4' }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    for (const a of answers.filter((a) => a.status === 429))
      expect(Number(a.headers.get('retry-after'))).toBeGreaterThan(800);
    // Over the limit, even the right password is not checked, sent 100 times at once from anywhere.
    const right = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.request('POST', '/api/admin/login', {
          body: { username: 'admin', password: ADMIN_PASSWORD },
          ip: `10.5.${i}.1`,
        }),
      ),
    );
    expect(right.map((a) => a.status)).toEqual(right.map(() => 429));
  });

  it('100 parallel tries with the right password among them: at most 5 are checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.request('POST', '/api/admin/login', {
          body: { username: 'admin', password: i === 50 ? ADMIN_PASSWORD : `guess-${i}` },
          ip: '10.6.6.6',
        }),
      ),
    );
    expect(answers.filter((a) => a.status !== 429).length).toBeLessThanOrEqual(5);
  });

  it('the count lives in the database: a second instance on the same database sees it', async () => {
    const second = await createTestApp({ sameDataAs: t });
    try {
      for (let i = 0; i < 3; i++)
        await t.request('POST', '/api/admin/login', {
          body: { username: 'admin', password: `guess-${i}` },
          ip: `10.8.0.${i}`,
        });
      expect(
        (
          await second.request('POST', '/api/admin/login', {
            body: { username: 'admin', password: 'guess-3' },
            ip: '10.8.1.1',
          })
        ).status,
      ).toBe(401);
      expect(
        (
          await second.request('POST', '/api/admin/login', {
            body: { username: 'admin', password: 'guess-4' },
            ip: '10.8.1.2',
          })
        ).status,
      ).toBe(401);
      expect(
        (
          await second.request('POST', '/api/admin/login', {
            body: { username: 'admin', password: ADMIN_PASSWORD },
            ip: '10.8.1.3',
          })
        ).status,
      ).toBe(429);
      expect(
        (
          await t.request('POST', '/api/admin/login', {
            body: { username: 'admin', password: ADMIN_PASSWORD },
            ip: '10.8.1.4',
          })
        ).status,
      ).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('a success clears the IP count too', async () => {
    for (let i = 0; i < 4; i++)
      await t.request('POST', '/api/admin/login', {
        body: { username: `typo${i}`, password: 'bad-bad' },
        ip: '10.7.7.7',
      });
    expect(
      (
        await t.request('POST', '/api/admin/login', {
          body: { username: 'admin', password: ADMIN_PASSWORD },
          ip: '10.7.7.7',
        })
      ).status,
    ).toBe(200);
    for (let i = 0; i < 4; i++)
      await t.request('POST', '/api/admin/login', {
        body: { username: `typo${i}`, password: 'bad-bad' },
        ip: '10.7.7.7',
      });
    expect(
      (
        await t.request('POST', '/api/admin/login', {
          body: { username: 'admin', password: ADMIN_PASSWORD },
          ip: '10.7.7.7',
        })
      ).status,
    ).toBe(200);
  });

  it('a success clears the username count', async () => {
    for (let i = 0; i < 4; i++)
      await t.request('POST', '/api/admin/login', {
        body: { username: 'admin', password: 'bad-bad' },
        ip: `10.1.0.${i}`,
      });
    await t.login();
    for (let i = 0; i < 4; i++)
      await t.request('POST', '/api/admin/login', {
        body: { username: 'admin', password: 'bad-bad' },
        ip: `10.2.0.${i}`,
      });
    expect(
      (
        await t.request('POST', '/api/admin/login', {
          body: { username: 'admin', password: ADMIN_PASSWORD },
          ip: '10.3.0.1',
        })
      ).status,
    ).toBe(200);
  });
});

describe('GET /api/admin/me and POST /api/admin/logout', () => {
  it('answers the signed-in admin, 401 without a session', async () => {
    const cookie = await t.login();
    const me = await t.request('GET', '/api/admin/me', { cookie });
    expect(me.status).toBe(200);
    expect(me.json).toEqual({ admin: { username: 'admin', role: 'admin', email: null, reviewEmails: true } });
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect((await t.request('GET', '/api/admin/me')).status).toBe(401);
    const bogus = await t.request('GET', '/api/admin/me', { cookie: 'sid=not-a-session' });
    expect(bogus.status).toBe(401);
    expect(bogus.headers.get('set-cookie')).toMatch(/sid=;.*Max-Age=0/);
  });

  it('logout ends the session on the server and clears the cookie', async () => {
    const cookie = await t.login();
    const out = await t.request('POST', '/api/admin/logout', { cookie });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/sid=;.*Max-Age=0/);
    expect(await t.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    // The old cookie no longer works, even if a client kept it.
    expect((await t.request('GET', '/api/admin/me', { cookie })).status).toBe(401);
    expect((await t.request('POST', '/api/admin/logout', { cookie })).status).toBe(401);
  });

  it('expires sessions after 2 h idle and 12 h absolute', async () => {
    const cookie = await t.login();
    const id = cookie.split('=')[1];
    const start = Date.now();
    expect(await resolveSession(t.db, id, start + SESSION_IDLE_MS - 60_000)).not.toBeNull();
    // Activity slides the idle expiry...
    expect(await resolveSession(t.db, id, start + 2 * SESSION_IDLE_MS - 120_000)).not.toBeNull();
    // ...but not past the absolute limit.
    expect(await resolveSession(t.db, id, start + SESSION_ABSOLUTE_MS + 1000)).toBeNull();
    expect((await t.request('GET', '/api/admin/me', { cookie })).status).toBe(401);
  });

  it('expires an idle session', async () => {
    const cookie = await t.login();
    const id = cookie.split('=')[1];
    expect(await resolveSession(t.db, id, Date.now() + SESSION_IDLE_MS + 1000)).toBeNull();
  });
});
