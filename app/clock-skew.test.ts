import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageDetail, PageDocument } from '../contracts/pages';
import { syncDatabaseClock } from '../platform/database-clock';
import { createTestApp, type TestApp } from '../tests/support/api';
import { testEngine } from '../tests/support/database';

/**
 * One instance whose host clock is 31 days ahead, on the database another
 * instance uses: it keeps the database's time, so it leaves the other's
 * session, schedule and trash alone, and says on /api/ready that its clock is
 * off. The skew is injected by faking this process's Date (only Date: timers
 * and the database's clock stay real) once the normal instance has done its
 * work, so the second instance starts on a host whose clock is wrong.
 *
 * PostgreSQL only: on SQLite the database is a file on the host, and its
 * clock is the host's (there is no other clock to keep).
 */
const DAY_MS = 24 * 3600_000;
const SERVICE = '/services/containers/public';
const q = (path: string) => `?path=${encodeURIComponent(path)}`;
const apps: TestApp[] = [];
afterEach(async () => {
  vi.useRealTimers();
  // The clock's offset is one per process: measured again at the real time for the files after this one.
  if (apps[0]) await syncDatabaseClock(apps[0].db);
  for (const a of apps.reverse()) await a.close();
  apps.length = 0;
});

async function scheduleDraft(t: TestApp, cookie: string, title: string, at: string) {
  const page = (await t.request('GET', `/api/admin/page${q(SERVICE)}`, { cookie })).json as PageDetail;
  const doc = structuredClone(page.draft ?? page.published) as PageDocument;
  (doc.blocks[0]!.props as { title: string }).title = title;
  const saved = await t.request('PUT', `/api/admin/page/draft${q(SERVICE)}`, {
    cookie,
    body: { page: doc, baseVersion: page.version },
  });
  expect(saved.status, saved.text).toBe(200);
  const scheduled = await t.request('POST', `/api/admin/page/publish${q(SERVICE)}`, {
    cookie,
    body: { baseVersion: saved.json.version, at },
  });
  expect(scheduled.status, scheduled.text).toBe(202);
}

async function trashNewPage(t: TestApp, cookie: string, path: string) {
  expect((await t.request('POST', `/api/admin/page${q(path)}`, { cookie, body: { title: 'Old Offers' } })).status).toBe(
    201,
  );
  const gone = await t.request('DELETE', `/api/admin/page${q(path)}`, { cookie, body: { gone: true } });
  expect(gone.status, gone.text).toBe(200);
}

describe.skipIf(testEngine() !== 'postgres')('an instance whose clock is 31 days ahead (postgres)', () => {
  it('keeps the database’s time: another’s session, schedule and trash stand, and /api/ready names the skew', async () => {
    const a = await createTestApp();
    apps.push(a);
    const cookie = await a.login();
    await scheduleDraft(a, cookie, 'Published At Ten Past', new Date(Date.now() + 10 * 60_000).toISOString());
    await trashNewPage(a, cookie, '/old-offers');

    const realStart = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: realStart + 31 * DAY_MS });
    const b = await createTestApp({ sameDataAs: a });
    apps.push(b);

    const ready = await b.request('GET', '/api/ready');
    expect(ready.status, ready.text).toBe(200);
    expect(ready.json.clock).toMatch(/clock is \d+ s ahead of the database's/);
    expect(ready.json.clockSkewMs).toBeGreaterThan(31 * DAY_MS - 60_000);

    // The session made on the normal instance: still signed in on the fast one, and still on the normal one after.
    expect((await b.request('GET', '/api/admin/me', { cookie })).status).toBe(200);
    expect((await a.request('GET', '/api/admin/me', { cookie })).status).toBe(200);
    // The schedule ten minutes away is not due on the fast instance.
    expect(await b.server.scheduler.publishDue()).toEqual([]);
    expect((await b.request('GET', SERVICE)).text).not.toContain('Published At Ten Past');
    // Nor claimed by it for a month: the normal instance publishes it at its time.
    expect(await a.server.scheduler.publishDue(realStart + 11 * 60_000)).toEqual([SERVICE]);
    // The page deleted a moment ago is still in the trash when the fast instance looks.
    const trash = (await b.request('GET', '/api/admin/pages/trash', { cookie })).json.items;
    expect(trash.map((p: { path: string }) => p.path)).toEqual(['/old-offers']);
  });
});
