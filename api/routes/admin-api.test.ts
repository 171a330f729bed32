import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveSession, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, hashSessionId } from '../auth/sessions';
import { ADMIN_PASSWORD, createTestApp, cookieFrom, type TestApp } from './admin-test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const message = { name: 'Wanjiku Kamau', email: 'wanjiku@example.co.ke', message: 'We need a two-classroom prefab block in Machakos.' };

describe('POST /api/admin/login', () => {
  it('signs in: 200, the admin, and an HttpOnly SameSite=Strict session cookie', async () => {
    const res = await t.request('POST', '/api/admin/login', { body: { username: 'admin', password: ADMIN_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.json.admin).toEqual({ username: 'admin', role: 'admin', email: null });
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
    const unknown = await t.request('POST', '/api/admin/login', { body: { username: 'nobody', password: 'whatever1' } });
    const wrong = await t.request('POST', '/api/admin/login', { body: { username: 'admin', password: 'wrong-password' } });
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
      { field: 'username', message: 'is required' },
      { field: 'password', message: 'must be text' },
    ]);
    expect(res.json.error).toContain('username: is required');
  });

  it('rate-limits guessing per username: 429 with Retry-After after 5 failures', async () => {
    for (let i = 0; i < 5; i++) {
      const r = await t.request('POST', '/api/admin/login', { body: { username: 'admin', password: `guess-${i}` }, ip: `10.0.0.${i}` });
      expect(r.status).toBe(401);
    }
    const blocked = await t.request('POST', '/api/admin/login', { body: { username: 'admin', password: ADMIN_PASSWORD }, ip: '10.0.1.1' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(blocked.json.error).toMatch(/Too many failed sign-in attempts/);
    // Usernames are matched without case, so the limit is too.
    const upper = await t.request('POST', '/api/admin/login', { body: { username: 'ADMIN', password: ADMIN_PASSWORD }, ip: '10.0.1.2' });
    expect(upper.status).toBe(429);
  });

  it('rate-limits guessing per IP across usernames', async () => {
    for (let i = 0; i < 5; i++) {
      const r = await t.request('POST', '/api/admin/login', { body: { username: `user${i}`, password: 'nope-nope' }, ip: '10.9.9.9' });
      expect(r.status).toBe(401);
    }
    const blocked = await t.request('POST', '/api/admin/login', { body: { username: 'admin', password: ADMIN_PASSWORD }, ip: '10.9.9.9' });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    const elsewhere = await t.request('POST', '/api/admin/login', { body: { username: 'admin', password: ADMIN_PASSWORD }, ip: '10.9.9.10' });
    expect(elsewhere.status).toBe(200);
  });

  it('a success clears the IP count too', async () => {
    for (let i = 0; i < 4; i++) await t.request('POST', '/api/admin/login', { body: { username: `typo${i}`, password: 'bad-bad' }, ip: '10.7.7.7' });
    expect((await t.request('POST', '/api/admin/login', { body: { username: 'admin', password: ADMIN_PASSWORD }, ip: '10.7.7.7' })).status).toBe(200);
    for (let i = 0; i < 4; i++) await t.request('POST', '/api/admin/login', { body: { username: `typo${i}`, password: 'bad-bad' }, ip: '10.7.7.7' });
    expect((await t.request('POST', '/api/admin/login', { body: { username: 'admin', password: ADMIN_PASSWORD }, ip: '10.7.7.7' })).status).toBe(200);
  });

  it('a success clears the username count', async () => {
    for (let i = 0; i < 4; i++) await t.request('POST', '/api/admin/login', { body: { username: 'admin', password: 'bad-bad' }, ip: `10.1.0.${i}` });
    await t.login();
    for (let i = 0; i < 4; i++) await t.request('POST', '/api/admin/login', { body: { username: 'admin', password: 'bad-bad' }, ip: `10.2.0.${i}` });
    expect((await t.request('POST', '/api/admin/login', { body: { username: 'admin', password: ADMIN_PASSWORD }, ip: '10.3.0.1' })).status).toBe(200);
  });
});

describe('GET /api/admin/me and POST /api/admin/logout', () => {
  it('answers the signed-in admin, 401 without a session', async () => {
    const cookie = await t.login();
    const me = await t.request('GET', '/api/admin/me', { cookie });
    expect(me.status).toBe(200);
    expect(me.json).toEqual({ admin: { username: 'admin', role: 'admin', email: null } });
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

describe('users', () => {
  it('lists users as {id, username, createdAt}', async () => {
    const cookie = await t.login();
    const res = await t.request('GET', '/api/admin/users', { cookie });
    expect(res.status).toBe(200);
    expect(res.json).toEqual([{ id: 1, username: 'admin', createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }]);
  });

  it('creates a user with trimmed fields, who can then sign in', async () => {
    const cookie = await t.login();
    const res = await t.request('POST', '/api/admin/users', { cookie, body: { username: '  grace ', password: '  s3cret-pass ' } });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ message: 'User created successfully', user: { username: 'grace' } });
    expect((await t.request('GET', '/api/admin/users', { cookie })).json.map((u: { username: string }) => u.username)).toEqual(['admin', 'grace']);
    await t.login('grace', 's3cret-pass');
  });

  it('refuses empty, short and duplicate input with the field and rule', async () => {
    const cookie = await t.login();
    const empty = await t.request('POST', '/api/admin/users', { cookie, body: { username: '   ', password: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.json.issues).toEqual([
      { field: 'username', message: 'is required' },
      { field: 'password', message: 'is required' },
    ]);
    const short = await t.request('POST', '/api/admin/users', { cookie, body: { username: 'grace', password: '12345' } });
    expect(short.status).toBe(400);
    expect(short.json.error).toBe('password: must be at least 6 characters');
    await t.request('POST', '/api/admin/users', { cookie, body: { username: 'grace', password: '123456' } });
    const dup = await t.request('POST', '/api/admin/users', { cookie, body: { username: 'Grace', password: '123456' } });
    expect(dup.status).toBe(409);
    expect(dup.json.error).toBe('A user named "Grace" already exists');
    const extra = await t.request('POST', '/api/admin/users', { cookie, body: { username: 'otieno', password: '123456', role: 'root' } });
    expect(extra.status).toBe(400);
  });

  it('never deletes admin or yourself; 404 for an unknown id; 400 for a bad id', async () => {
    const cookie = await t.login();
    const admin = await t.request('DELETE', '/api/admin/users/1', { cookie });
    expect(admin.status).toBe(403);
    expect(admin.json.error).toBe('Cannot delete admin');
    const created = await t.request('POST', '/api/admin/users', { cookie, body: { username: 'grace', password: '123456' } });
    const graceCookie = await t.login('grace', '123456');
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
    const created = await t.request('POST', '/api/admin/users', { cookie, body: { username: 'grace', password: '123456' } });
    const graceCookie = await t.login('grace', '123456');
    expect((await t.request('GET', '/api/admin/me', { cookie: graceCookie })).status).toBe(200);
    const del = await t.request('DELETE', `/api/admin/users/${created.json.user.id}`, { cookie });
    expect(del.status).toBe(200);
    expect(del.json.message).toBe('User deleted successfully');
    expect((await t.request('GET', '/api/admin/me', { cookie: graceCookie })).status).toBe(401);
    expect((await t.request('GET', '/api/admin/users', { cookie })).json).toHaveLength(1);
  });
});

describe('contact messages and the inquiries inbox', () => {
  it('stores a valid message (201) and lists it newest first', async () => {
    const first = await t.request('POST', '/api/contact', { body: message });
    expect(first.status).toBe(201);
    expect(first.json.message).toBe('Thank you for your inquiry! We will contact you soon.');
    await t.request('POST', '/api/contact', { body: { ...message, name: 'Otieno Odhiambo', serviceInterest: 'furniture', phone: '+254 711 222 333' } });
    const cookie = await t.login();
    const list = await t.request('GET', '/api/admin/inquiries', { cookie });
    expect(list.status).toBe(200);
    expect(list.json.map((i: { name: string }) => i.name)).toEqual(['Otieno Odhiambo', 'Wanjiku Kamau']);
    expect(list.json[0]).toMatchObject({ handled: false, serviceInterest: 'furniture', phone: '+254 711 222 333', company: null });
  });

  it('validates with the seed messages, naming each field', async () => {
    const res = await t.request('POST', '/api/contact', { body: { name: 'A', email: 'nope', message: 'short' } });
    expect(res.status).toBe(400);
    expect(res.json.issues).toEqual([
      { field: 'name', message: 'Name must be at least 2 characters' },
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'message', message: 'Message must be at least 10 characters' },
    ]);
  });

  it('marks handled, deletes, and answers 404/400 for unknown or bad ids', async () => {
    const { json } = await t.request('POST', '/api/contact', { body: message });
    const cookie = await t.login();
    const patched = await t.request('PATCH', `/api/admin/inquiries/${json.id}`, { cookie, body: { handled: true } });
    expect(patched.status).toBe(200);
    expect(patched.json.handled).toBe(true);
    expect((await t.request('PATCH', `/api/admin/inquiries/${json.id}`, { cookie, body: { handled: 'yes' } })).json.error).toBe('handled: must be true or false');
    expect((await t.request('PATCH', '/api/admin/inquiries/999', { cookie, body: { handled: true } })).status).toBe(404);
    expect((await t.request('DELETE', `/api/admin/inquiries/${json.id}`, { cookie })).status).toBe(200);
    expect((await t.request('DELETE', `/api/admin/inquiries/${json.id}`, { cookie })).status).toBe(404);
    expect((await t.request('DELETE', '/api/admin/inquiries/0', { cookie })).status).toBe(400);
    expect((await t.request('GET', '/api/admin/inquiries', { cookie })).json).toEqual([]);
  });
});

describe('contact details', () => {
  it('reads and replaces the full record; the public endpoint follows at once', async () => {
    const cookie = await t.login();
    const got = await t.request('GET', '/api/admin/contact-details', { cookie });
    expect(got.status).toBe(200);
    expect(got.json).toMatchObject({ id: 1, companyName: 'Savannah Build & Interiors', city: 'Nairobi' });
    const { id: _id, updatedAt: _u, ...record } = got.json;
    const put = await t.request('PUT', '/api/admin/contact-details', {
      cookie,
      body: { ...record, whatsapp: '+254 733 444 555', facebookUrl: 'https://facebook.com/savannahbuild', twitterUrl: '' },
    });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({ whatsapp: '+254 733 444 555', facebookUrl: 'https://facebook.com/savannahbuild', twitterUrl: null });
    const pub = await t.request('GET', '/api/contact-details');
    expect(pub.json).toEqual({ facebook_url: 'https://facebook.com/savannahbuild', twitter_url: null, whatsapp: '+254 733 444 555', company_name: 'Savannah Build & Interiors' });
  });

  it('enforces the field limits, naming field and rule', async () => {
    const cookie = await t.login();
    const { id: _id, updatedAt: _u, ...record } = (await t.request('GET', '/api/admin/contact-details', { cookie })).json;
    const res = await t.request('PUT', '/api/admin/contact-details', {
      cookie,
      body: { ...record, phone: '1'.repeat(21), saturday: 'x'.repeat(51), addressLine1: ' ', facebookUrl: 'javascript:alert(1)' },
    });
    expect(res.status).toBe(400);
    const fields = res.json.issues.map((i: { field: string }) => i.field);
    expect(fields).toEqual(expect.arrayContaining(['phone', 'saturday', 'addressLine1', 'facebookUrl']));
    expect(res.json.error).toMatch(/saturday: must be at most 50 characters/);
  });
});

describe('the guards every admin call shares', () => {
  const adminCalls: [string, string, unknown?][] = [
    ['GET', '/api/admin/me'],
    ['POST', '/api/admin/logout'],
    ['GET', '/api/admin/users'],
    ['POST', '/api/admin/users', { username: 'grace', password: '123456' }],
    ['DELETE', '/api/admin/users/2'],
    ['GET', '/api/admin/inquiries'],
    ['PATCH', '/api/admin/inquiries/1', { handled: true }],
    ['DELETE', '/api/admin/inquiries/1'],
    ['GET', '/api/admin/contact-details'],
    ['PUT', '/api/admin/contact-details', {}],
  ];

  it.each(adminCalls)('%s %s answers 401 without a session', async (method, path, body) => {
    const res = await t.request(method, path, { body });
    expect(res.status).toBe(401);
    expect(res.json.error).toMatch(/sign in/i);
  });

  it.each(adminCalls.filter(([m]) => m !== 'GET'))('%s %s answers 403 from another origin', async (method, path, body) => {
    const cookie = await t.login();
    for (const origin of ['https://evil.example', 'null', 'http://localhost:3998']) {
      const res = await t.request(method, path, { body, cookie, headers: { origin } });
      expect(res.status).toBe(403);
    }
    const noOriginCrossSite = await t.request(method, path, { body, cookie, headers: { origin: '', 'sec-fetch-site': 'cross-site' } });
    expect(noOriginCrossSite.status).toBe(403);
  });

  it('refuses cross-origin sign-in and contact messages too', async () => {
    const headers = { origin: 'https://evil.example' };
    expect((await t.request('POST', '/api/admin/login', { body: { username: 'admin', password: ADMIN_PASSWORD }, headers })).status).toBe(403);
    expect((await t.request('POST', '/api/contact', { body: message, headers })).status).toBe(403);
  });

  it('accepts the request host as the origin (127.0.0.1 as well as localhost) and clients that send no Origin', async () => {
    const viaIp = await t.app.request('http://127.0.0.1:3999/api/contact', {
      method: 'POST',
      headers: { origin: 'http://127.0.0.1:3999', host: '127.0.0.1:3999', 'content-type': 'application/json' },
      body: JSON.stringify(message),
    });
    expect(viaIp.status).toBe(201);
    expect((await t.request('POST', '/api/contact', { body: message, headers: { origin: '' } })).status).toBe(201);
  });

  it('answers 400 for malformed JSON and 413 for a body over the limit', async () => {
    const cookie = await t.login();
    const bad = await t.request('POST', '/api/admin/users', { cookie, raw: '{"username": "grace",', headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe('Malformed JSON in request body');
    const big = await t.request('POST', '/api/contact', { body: { ...message, message: 'x'.repeat(70_000) } });
    expect(big.status).toBe(413);
    const form = await t.request('POST', '/api/contact', { raw: 'name=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(415);
  });

  it('marks the cookie Secure when the site is served over HTTPS', async () => {
    t.config.secureCookies = true;
    const res = await t.request('POST', '/api/admin/login', { body: { username: 'admin', password: ADMIN_PASSWORD } });
    expect(res.headers.get('set-cookie')).toMatch(/^__Host-sid=.*Secure/);
    const cookie = cookieFrom(res.headers);
    expect((await t.request('GET', '/api/admin/me', { cookie })).status).toBe(200);
  });
});
