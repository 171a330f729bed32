import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/support/api';
import { testEngine } from '../tests/support/database';
import { changesAfter, feedHead } from '../platform/change-feed';

/** How long the other instance may take to show a change: its poll runs every 50 ms, late on a loaded machine. */
const SHOWN = { timeout: 15_000, interval: 50 };

/** Two instances on one database, as behind a load balancer: what one changes, the other shows without another write. */
describe(`content changes reach every instance (${testEngine()})`, () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const a of apps.reverse()) await a.close();
    apps.length = 0;
  });

  async function pair() {
    const a = await createTestApp({ contentPollMs: 50 });
    const b = await createTestApp({ sameDataAs: a, contentPollMs: 50 });
    apps.push(a, b);
    return [a, b] as const;
  }

  const contactPage = async (t: TestApp) => (await t.request('GET', '/contact')).text;

  it('a contact details change through one instance shows on the other (pages and the public API)', async () => {
    const [a, b] = await pair();
    expect(await contactPage(b)).toContain('Savannah Build &amp; Interiors');
    const cookie = await a.login();
    const current = (await a.request('GET', '/api/admin/contact-details', { cookie })).json;
    const { id, updatedAt, ...data } = current;
    const saved = await a.request('PUT', '/api/admin/contact-details', {
      cookie,
      body: { ...data, companyName: 'Savannah Build Kenya Ltd', whatsapp: '+254 711 222 333' },
    });
    expect(saved.status).toBe(200);
    // The instance that wrote shows it at once; the other once it has read the feed.
    expect(await contactPage(a)).toContain('Savannah Build Kenya Ltd');
    await expect
      .poll(() => contactPage(b), { ...SHOWN, message: '/contact on the other instance' })
      .toContain('Savannah Build Kenya Ltd');
    expect((await b.request('GET', '/api/contact-details')).json.whatsapp).toBe('+254 711 222 333');
    // One change, recorded once, in the transaction of the write.
    const rows = await changesAfter(a.db, 0, 1_000_000);
    expect(rows.filter((r) => r.kind === 'contact')).toHaveLength(1);
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

  it('a write that fails inside its transaction records nothing in the feed', async () => {
    const [a] = await pair();
    const cookie = await a.login();
    const before = await feedHead(a.db);
    // Three new pages at one address at once: one is made, the others are refused (a unique key, or the check before it).
    const made = await Promise.all(
      [0, 1, 2].map(() => a.request('POST', '/api/admin/page?path=%2Frace-page', { cookie, body: { title: 'Race' } })),
    );
    expect(made.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    // A new page is a draft: visitors see nothing of it yet, so the feed has nothing of it either.
    expect(await feedHead(a.db)).toBe(before);
    const version = made.find((r) => r.status === 201)!.json.version as number;
    // Three publishes from the same version at once: one goes live and is recorded once.
    const published = await Promise.all(
      [0, 1, 2].map(() =>
        a.request('POST', '/api/admin/page/publish?path=%2Frace-page', { cookie, body: { baseVersion: version } }),
      ),
    );
    expect(published.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const rows = (await changesAfter(a.db, before, 1_000_000)).filter((r) => r.key === '/race-page');
    expect(rows).toHaveLength(1);
    // A redirect from a page's own address is refused before anything is written.
    const head = await feedHead(a.db);
    const refused = await a.request('POST', '/api/admin/redirects', {
      cookie,
      body: { from: '/race-page', to: '/contact' },
    });
    expect(refused.status).toBe(400);
    expect(await feedHead(a.db)).toBe(head);
  });
});
