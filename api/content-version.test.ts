import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app/testing/api';
import { testEngine } from '../app/testing/database';
import { createContentVersion } from './content-version';

/** Two instances on one database, as behind a load balancer: what one changes, the other shows within a second. */
describe(`content changes reach every instance (${testEngine()})`, () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const a of apps.reverse()) await a.close();
    apps.length = 0;
  });

  async function pair() {
    const a = await createTestApp({ contentPollMs: 100 });
    const b = await createTestApp({ sameDataAs: a, contentPollMs: 100 });
    apps.push(a, b);
    return [a, b] as const;
  }

  const footerName = async (t: TestApp) => (await t.request('GET', '/contact')).text;

  it('a settings change through one instance shows on the other within 1 s (pages and the public API)', async () => {
    const [a, b] = await pair();
    expect(await footerName(b)).toContain('Savannah Build &amp; Interiors');
    const cookie = await a.login();
    const current = (await a.request('GET', '/api/admin/contact-details', { cookie })).json;
    const { id, updatedAt, ...data } = current;
    const saved = await a.request('PUT', '/api/admin/contact-details', {
      cookie,
      body: { ...data, companyName: 'Savannah Build Kenya Ltd', whatsapp: '+254 711 222 333' },
    });
    expect(saved.status).toBe(200);
    const started = Date.now();
    let html = '';
    while (Date.now() - started < 1000) {
      html = await footerName(b);
      if (html.includes('Savannah Build Kenya Ltd')) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(html).toContain('Savannah Build Kenya Ltd');
    expect(Date.now() - started).toBeLessThan(1000);
    expect((await b.request('GET', '/api/contact-details')).json.whatsapp).toBe('+254 711 222 333');
  });

  it('a session made on one instance works on the other; logout on the other ends it everywhere', async () => {
    const [a, b] = await pair();
    const cookie = await a.login();
    expect((await b.request('GET', '/api/admin/me', { cookie })).status).toBe(200);
    expect((await b.request('POST', '/api/admin/logout', { cookie })).status).toBe(200);
    expect((await a.request('GET', '/api/admin/me', { cookie })).status).toBe(401);
  });

  it('a contact message sent through one instance is in the inbox read through the other', async () => {
    const [a, b] = await pair();
    const sent = await a.request('POST', '/api/contact', {
      body: {
        name: 'Njeri Wambui',
        email: 'njeri@example.co.ke',
        message: 'We need six prefab classrooms in Thika by March.',
      },
    });
    expect(sent.status).toBe(201);
    const cookie = await b.login();
    const inbox = await b.request('GET', '/api/admin/inquiries', { cookie });
    expect(JSON.stringify(inbox.json)).toContain('Njeri Wambui');
  });
});

describe(`bump (${testEngine()})`, () => {
  it('has seen its own change when it returns, even while a slower check is under way', async () => {
    const t = await createTestApp();
    try {
      const cv = createContentVersion(t.db, { intervalMs: 60_000 });
      await cv.start();
      // A listener that takes a while, as reloading pages does: the first bump's check is still running…
      cv.onChange(() => new Promise((r) => setTimeout(r, 100)));
      const first = cv.bump();
      await new Promise((r) => setTimeout(r, 20));
      // …when a second change lands. Its bump must not return on the first check's stale reading.
      await cv.bump();
      await first;
      const stored = await t.db.selectFrom('contentVersion').select('version').executeTakeFirstOrThrow();
      expect(cv.value).toBe(stored.version);
      cv.stop();
    } finally {
      await t.close();
    }
  });
});
