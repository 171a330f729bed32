import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NavigationDetail, NavigationDocument } from '../../contracts/navigation';
import type { PageDetail } from '../../contracts/pages';
import { createTestApp, type TestApp } from '../../tests/support/api';
import { testEngine } from '../../tests/support/database';

/**
 * The header menu and the footer as one document staff edit like a page:
 * draft (kept even with problems), publish (live on the site at once),
 * history, restore, preview, and links that follow a moved page.
 */
let t: TestApp;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterEach(() => t.close());

const get = async () => (await t.request('GET', '/api/admin/navigation', { cookie })).json as NavigationDetail;
const saveDraft = (navigation: unknown, baseVersion: number) =>
  t.request('PUT', '/api/admin/navigation/draft', { cookie, body: { navigation, baseVersion } });
const publish = (baseVersion: number) =>
  t.request('POST', '/api/admin/navigation/publish', { cookie, body: { baseVersion } });
/** The footer's copyright year as rendered (React puts comment markers between text parts). */
const yearOf = (html: string) => /© (?:<!-- -->)?(\d{4})/.exec(html)?.[1];
const q = (path: string) => `?path=${encodeURIComponent(path)}`;

/** The seed navigation with a new top item and the footer changed. */
function edited(nav: NavigationDocument): NavigationDocument {
  const next = structuredClone(nav);
  next.header.items.splice(1, 0, { label: 'Our Projects', href: '/gallery' });
  next.footer.companyLinks = next.footer.companyLinks.filter((l) => l.label !== 'Careers');
  next.footer.companyLinks[1] = { label: 'Portfolio', href: '/gallery' };
  next.footer.copyrightYear = 2026;
  return next;
}

describe(`navigation (${testEngine()})`, () => {
  it('starts as the seed navigation (its menu, Careers placeholder and 2024)', async () => {
    const nav = await get();
    expect(nav).toMatchObject({ version: 0, isDefault: true, draft: null, issues: [] });
    expect(nav.published.header.items.map((i) => i.label)).toEqual([
      'Home',
      'Interior Design',
      'Prefab Units',
      'Executive Furniture',
      'Engineering',
      'Gallery',
    ]);
    expect(nav.published.footer.copyrightYear).toBe(2024);
    expect(nav.published.footer.companyLinks.map((l) => l.label)).toContain('Careers');
    expect(nav.pages.find((p) => p.path === '/contact')?.title).toBeTruthy();
    const home = (await t.request('GET', '/')).text;
    expect(yearOf(home)).toBe('2024');
  });

  it('a draft does not change the site; publish does, on every page, and is kept in history', async () => {
    const start = await get();
    const draft = edited(start.published);
    const saved = await saveDraft(draft, 0);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toEqual({ version: 1, issues: [] });
    expect((await t.request('GET', '/contact')).text).not.toContain('Our Projects');

    const live = await publish(1);
    expect(live.status, live.text).toBe(200);
    expect(live.json).toEqual({ version: 2 });
    for (const path of ['/', '/contact', '/services/furniture']) {
      const html = (await t.request('GET', path)).text;
      expect(html, path).toContain('>Our Projects<');
      expect(yearOf(html), path).toBe('2026');
      expect(html, path).not.toContain('>Careers<');
    }
    const now = await get();
    expect(now).toMatchObject({ version: 2, isDefault: false, draft: null });
    expect(now.published.footer.copyrightYear).toBe(2026);

    const revisions = (await t.request('GET', '/api/admin/navigation/revisions', { cookie })).json;
    expect(revisions.items).toEqual([{ version: 2, number: 1, publishedAt: expect.any(String), publishedBy: 'admin' }]);
    const revision = (await t.request('GET', '/api/admin/navigation/revision?version=2', { cookie })).json;
    expect(revision.navigation.footer.copyrightYear).toBe(2026);
  });

  it('a publish on one instance shows on another sharing the database within a poll', async () => {
    const b = await createTestApp({ sameDataAs: t, contentPollMs: 50 });
    try {
      expect((await b.request('GET', '/')).text).not.toContain('>Our Projects<');
      await saveDraft(edited((await get()).published), 0);
      expect((await publish(1)).status).toBe(200);
      await expect.poll(async () => (await b.request('GET', '/')).text, { timeout: 5_000 }).toContain('>Our Projects<');
    } finally {
      await b.close();
    }
  });

  it('publishes at a set time, by exactly one of two racing instances, on every page of both; a schedule can be cancelled', async () => {
    const other = await createTestApp({ sameDataAs: t, contentPollMs: 50 });
    try {
      const start = await get();
      const saved = await saveDraft(edited(start.published), start.version);
      const at = new Date(Date.now() + 5 * 60_000).toISOString();
      const scheduled = await t.request('POST', '/api/admin/navigation/publish', {
        cookie,
        body: { baseVersion: saved.json.version, at },
      });
      expect(scheduled.status, scheduled.text).toBe(202);
      expect(scheduled.json).toEqual({ scheduledAt: at, version: saved.json.version, versionAt: expect.any(String) });
      expect(await get()).toMatchObject({
        scheduledAt: at,
        scheduleError: null,
        isDefault: true,
        scheduledVersion: saved.json.version,
      });
      // Cancel and schedule again: DELETE …/schedule ends it (204), a second DELETE finds none (404).
      expect((await t.request('DELETE', '/api/admin/navigation/schedule', { cookie })).status).toBe(204);
      expect((await t.request('DELETE', '/api/admin/navigation/schedule', { cookie })).status).toBe(404);
      expect((await get()).scheduledAt).toBeNull();
      const again = await t.request('POST', '/api/admin/navigation/publish', {
        cookie,
        body: { baseVersion: saved.json.version, at },
      });
      expect(again.status).toBe(202);
      const later = Date.now() + 6 * 60_000;
      const [onA, onB] = await Promise.all([
        t.server.scheduler.publishDue(later),
        other.server.scheduler.publishDue(later),
      ]);
      expect([...onA, ...onB]).toEqual(['navigation']);
      const nav = await get();
      expect(nav).toMatchObject({ isDefault: false, draft: null, scheduledAt: null });
      const revisions = (await t.request('GET', '/api/admin/navigation/revisions', { cookie })).json.items;
      expect(revisions).toHaveLength(1);
      expect(revisions[0].publishedBy).toBe('admin (scheduled)');
      // The other instance shows it once it has read the change feed: up to 15 s on a loaded machine.
      for (const app of [t, other])
        for (const path of ['/', '/contact', '/gallery'])
          await expect
            .poll(async () => yearOf((await app.request('GET', path)).text), {
              timeout: 15_000,
              interval: 50,
              message: `the year in the navigation of ${path}${app === other ? ' on the other instance' : ''}`,
            })
            .toBe('2026');
    } finally {
      await other.close();
    }
  });

  it('refuses a schedule in the past or for a draft with problems', async () => {
    const start = await get();
    const saved = await saveDraft(edited(start.published), start.version);
    const past = await t.request('POST', '/api/admin/navigation/publish', {
      cookie,
      body: { baseVersion: saved.json.version, at: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(past.status).toBe(400);
    expect(past.json.issues[0]).toMatchObject({ field: 'at' });
    const broken = structuredClone(start.published);
    broken.header.items[0]!.href = '/no-such-page';
    const bad = await saveDraft(broken, saved.json.version);
    const refused = await t.request('POST', '/api/admin/navigation/publish', {
      cookie,
      body: { baseVersion: bad.json.version, at: new Date(Date.now() + 5 * 60_000).toISOString() },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatch(/cannot be scheduled/);
  });

  it('saves a draft with problems and lists them; publish refuses it with the same issues', async () => {
    const nav = structuredClone((await get()).published) as NavigationDocument;
    nav.header.items[0]!.label = '';
    nav.header.items.push({ label: 'Careers', href: '/careers' });
    nav.footer.serviceLinks[0]!.href = 'javascript:alert(1)';
    nav.footer.copyrightYear = 1999;
    const saved = await saveDraft(nav, 0);
    expect(saved.status).toBe(200);
    const fields = saved.json.issues.map((i: { path: (string | number)[] }) => i.path.join('.'));
    expect(fields).toEqual(
      expect.arrayContaining(['header.items.0.label', 'footer.serviceLinks.0.href', 'footer.copyrightYear']),
    );
    const refused = await publish(1);
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatch(/cannot be published until these are fixed/);
    expect(refused.json.issues.length).toBeGreaterThan(0);
    expect((await get()).draft?.footer.copyrightYear).toBe(1999);

    // Fixed but for the link to a page that does not exist: named at its place.
    nav.header.items[0]!.label = 'Home';
    nav.footer.serviceLinks[0]!.href = '/services/containers';
    nav.footer.copyrightYear = 2025;
    const second = await saveDraft(nav, 1);
    expect(second.json.issues).toEqual([
      { path: ['header', 'items', 6, 'href'], message: expect.stringContaining('No page at /careers') },
    ]);
  });

  it('refuses menus deeper than three levels, and a stale write with 409 naming who wrote', async () => {
    const nav = structuredClone((await get()).published) as NavigationDocument;
    nav.header.items[2]!.submenus![1]!.submenus![0]!.submenus = [{ label: 'Too deep', href: '/gallery' }];
    const saved = await saveDraft(nav, 0);
    expect(saved.json.issues[0].path).toEqual(['header', 'items', 2, 'submenus', 1, 'submenus', 0, 'submenus']);
    expect(saved.json.issues[0].message).toMatch(/3 levels deep at most/);
    const stale = await saveDraft(nav, 0);
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ version: 1, changedBy: 'admin' });
    expect(stale.json.error).toMatch(/admin changed the navigation/);
  });

  it('restores an earlier version or the seed navigation as a draft', async () => {
    const seed = (await get()).published;
    await saveDraft(edited(seed), 0);
    await publish(1);
    const restored = await t.request('POST', '/api/admin/navigation/restore', {
      cookie,
      body: { source: 'defaults', baseVersion: 2 },
    });
    expect(restored.status, restored.text).toBe(200);
    expect((await get()).draft).toEqual(seed);
    await publish(3);
    // Publishing the seed as it is: the site follows the seed again.
    expect(await get()).toMatchObject({ isDefault: true, version: 4 });
    expect(yearOf((await t.request('GET', '/')).text)).toBe('2024');
    const back = await t.request('POST', '/api/admin/navigation/restore', {
      cookie,
      body: { version: 2, baseVersion: 4 },
    });
    expect(back.status).toBe(200);
    expect((await get()).draft?.footer.copyrightYear).toBe(2026);
    const missing = await t.request('POST', '/api/admin/navigation/restore', {
      cookie,
      body: { version: 99, baseVersion: 5 },
    });
    expect(missing.status).toBe(404);
  });

  it('previews any page with a draft navigation without publishing it', async () => {
    const nav = edited((await get()).published);
    const preview = await t.request('POST', '/api/admin/navigation/preview', {
      cookie,
      body: { navigation: nav, path: '/contact' },
    });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toMatch(/text\/html/);
    expect(preview.text).toContain('>Our Projects<');
    expect(yearOf(preview.text)).toBe('2026');
    expect((await t.request('GET', '/contact')).text).not.toContain('>Our Projects<');
    const bad = await t.request('POST', '/api/admin/navigation/preview', {
      cookie,
      body: { navigation: { header: {} } },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.issues.length).toBeGreaterThan(0);
  });

  it('a moved page: the menu link follows it', async () => {
    expect(
      (await t.request('POST', `/api/admin/page${q('/offers')}`, { cookie, body: { title: 'Offers' } })).status,
    ).toBe(201);
    const page = (await t.request('GET', `/api/admin/page${q('/offers')}`, { cookie })).json as PageDetail;
    expect(
      (
        await t.request('POST', `/api/admin/page/publish${q('/offers')}`, {
          cookie,
          body: { baseVersion: page.version },
        })
      ).status,
    ).toBe(200);
    const nav = structuredClone((await get()).published) as NavigationDocument;
    nav.header.items.push({ label: 'Offers', href: '/offers' });
    expect((await saveDraft(nav, 0)).json.issues).toEqual([]);
    expect((await publish(1)).status).toBe(200);
    const moved = await t.request('PATCH', `/api/admin/page${q('/offers')}`, {
      cookie,
      body: { newPath: '/special-offers', baseVersion: page.version + 1 },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json.linksUpdated).toContain('navigation');
    expect((await get()).published.header.items.at(-1)).toEqual({ label: 'Offers', href: '/special-offers' });
    expect((await t.request('GET', '/')).text).toContain('href="/special-offers"');
  });

  it('needs a session and a same-origin request; answers a malformed body with issues', async () => {
    expect((await t.request('GET', '/api/admin/navigation')).status).toBe(401);
    const noBody = await t.request('PUT', '/api/admin/navigation/draft', { cookie, body: { baseVersion: 0 } });
    expect(noBody.status).toBe(400);
    expect(noBody.json.issues[0].field).toBe('navigation');
    const cross = await t.request('POST', '/api/admin/navigation/publish', {
      cookie,
      body: { baseVersion: 0 },
      headers: { Origin: 'https://evil.example' },
    });
    expect(cross.status).toBe(403);
    expect((await publish(0)).status).toBe(400);
  });
});
