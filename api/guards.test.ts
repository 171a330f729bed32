import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, cookieFrom, type TestApp } from '../tests/support/api';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const message = {
  name: 'Wanjiku Kamau',
  email: 'wanjiku@example.co.ke',
  message: 'We need a two-classroom prefab block in Machakos.',
};

describe('the guards every admin call shares', () => {
  const adminCalls: [string, string, unknown?][] = [
    ['GET', '/api/admin/me'],
    ['POST', '/api/admin/logout'],
    ['GET', '/api/admin/users'],
    ['POST', '/api/admin/users', { username: 'grace', password: 'kilimani-2026' }],
    ['DELETE', '/api/admin/users/2'],
    ['GET', '/api/admin/inquiries'],
    ['GET', '/api/admin/inquiries/counts'],
    ['GET', '/api/admin/inquiries/export.csv'],
    ['GET', '/api/admin/inquiries/1'],
    ['PATCH', '/api/admin/inquiries/1', { status: 'replied' }],
    ['DELETE', '/api/admin/inquiries/1'],
    ['POST', '/api/admin/inquiries/bulk', { action: 'delete', ids: [1] }],
    ['POST', '/api/admin/inquiries/erase', { email: 'a@example.com' }],
    ['GET', '/api/admin/notifications/status'],
    ['GET', '/api/admin/notifications/settings'],
    ['PUT', '/api/admin/notifications/settings', { recipients: [] }],
    ['POST', '/api/admin/notifications/test', {}],
    ['GET', '/api/admin/contact-details'],
    ['PUT', '/api/admin/contact-details', {}],
  ];

  it.each(adminCalls)('%s %s answers 401 without a session', async (method, path, body) => {
    const res = await t.request(method, path, { body });
    expect(res.status).toBe(401);
    expect(res.json.error).toMatch(/sign in/i);
  });

  it.each(adminCalls.filter(([m]) => m !== 'GET'))(
    '%s %s answers 403 from another origin',
    async (method, path, body) => {
      const cookie = await t.login();
      for (const origin of ['https://evil.example', 'null', 'http://localhost:3998']) {
        const res = await t.request(method, path, { body, cookie, headers: { origin } });
        expect(res.status).toBe(403);
      }
      const noOriginCrossSite = await t.request(method, path, {
        body,
        cookie,
        headers: { origin: '', 'sec-fetch-site': 'cross-site' },
      });
      expect(noOriginCrossSite.status).toBe(403);
    },
  );

  // A shared cache (a proxy, a CDN) must never keep an answer about who the requester is not.
  it('401 and 403 answers carry Cache-Control: no-store', async () => {
    const answers = [];
    for (const [method, path, body] of adminCalls) answers.push(await t.request(method, path, { body }));
    answers.push(await t.request('GET', '/api/admin/me', { cookie: 'sid=expired-or-forged' }));
    answers.push(
      await t.request('POST', '/api/admin/login', { body: { username: 'admin', password: 'wrong-password' } }),
    );
    const cookie = await t.login();
    answers.push(
      await t.request('POST', '/api/contact', { body: message, headers: { origin: 'https://evil.example' } }),
    );
    answers.push(
      await t.request('POST', '/api/admin/users', {
        body: { username: 'grace', password: 'kilimani-2026' },
        cookie,
        headers: { origin: 'https://evil.example' },
      }),
    );
    answers.push(await t.request('DELETE', '/api/admin/users/1', { cookie }));
    expect(answers.map((a) => a.status)).toEqual([...adminCalls.map(() => 401), 401, 401, 403, 403, 403]);
    for (const a of answers) expect(a.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses cross-origin sign-in and contact messages too', async () => {
    const headers = { origin: 'https://evil.example' };
    expect(
      (await t.request('POST', '/api/admin/login', { body: { username: 'admin', password: ADMIN_PASSWORD }, headers }))
        .status,
    ).toBe(403);
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

  // The origin is scheme, host and port: a page on https://host is another origin than http://host.
  it.each([
    ['http://localhost:3999', 'https://localhost:3999'],
    ['http://localhost:3999', 'https://localhost'],
    ['http://localhost:3999', 'http://localhost'],
    ['http://localhost:3999', 'ws://localhost:3999'],
    ['http://127.0.0.1:3999', 'https://127.0.0.1:3999'],
    ['https://127.0.0.1:3999', 'http://127.0.0.1:3999'],
    ['https://127.0.0.1', 'http://127.0.0.1'],
    ['https://127.0.0.1', 'http://127.0.0.1:443'],
    ['http://127.0.0.1', 'http://127.0.0.1:8080'],
  ])('served at %s, refuses Origin %s (403)', async (served, origin) => {
    const url = new URL(served);
    const res = await t.app.request(`${served}/api/contact`, {
      method: 'POST',
      headers: { origin, host: url.host, 'content-type': 'application/json' },
      body: JSON.stringify(message),
    });
    expect(res.status).toBe(403);
  });

  it.each([
    ['http://127.0.0.1:3999', 'http://127.0.0.1:3999'],
    ['https://127.0.0.1', 'https://127.0.0.1:443'],
    ['http://127.0.0.1', 'http://127.0.0.1'],
    ['http://localhost:3999', 'HTTP://LOCALHOST:3999'],
  ])('served at %s, accepts Origin %s', async (served, origin) => {
    const res = await t.app.request(`${served}/api/contact`, {
      method: 'POST',
      headers: { origin, host: new URL(served).host, 'content-type': 'application/json' },
      body: JSON.stringify(message),
    });
    expect(res.status).toBe(201);
  });

  // Behind a TLS-terminating proxy the app is reached over http; the browser's https:// origin is the
  // request's own when a trusted proxy says so, and only then.
  it.each([
    [1, 'https', 'https://localhost:3999', 201],
    [1, 'https', 'http://localhost:3999', 403],
    [1, 'http', 'https://localhost:3999', 403],
    [0, 'https', 'https://localhost:3999', 403],
  ] as const)('TRUST_PROXY=%s, X-Forwarded-Proto: %s, Origin %s → %s', async (trust, proto, origin, status) => {
    t.config.trustProxy = trust;
    // The configured site is another host, so only the request's own origin can match.
    t.config.siteUrl = 'https://www.example.co.ke';
    const res = await t.app.request('http://localhost:3999/api/contact', {
      method: 'POST',
      headers: { origin, host: 'localhost:3999', 'x-forwarded-proto': proto, 'content-type': 'application/json' },
      body: JSON.stringify(message),
    });
    expect(res.status).toBe(status);
  });

  it('answers 400 for malformed JSON and 413 for a body over the limit', async () => {
    const cookie = await t.login();
    const bad = await t.request('POST', '/api/admin/users', {
      cookie,
      raw: '{"username": "grace",',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe('Malformed JSON in request body');
    const big = await t.request('POST', '/api/contact', { body: { ...message, message: 'x'.repeat(70_000) } });
    expect(big.status).toBe(413);
    const form = await t.request('POST', '/api/contact', {
      raw: 'name=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
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
