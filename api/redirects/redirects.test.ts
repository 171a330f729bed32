import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PageDetail, PageDocument } from '../../contracts/pages';
import { createTestApp, type TestApp } from '../../tests/support/api';
import { testEngine } from '../../tests/support/database';
import { emptyExpiredTrash } from '../pages/trash';

/**
 * Addresses staff own: moving a page (the old address answers 301, links in
 * other pages follow), deleting one to the trash (410 or 301, restorable for
 * 30 days), and redirects of their own (validated: one hop, to a page).
 */
let t: TestApp;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterEach(() => t.close());

const q = (path: string) => `?path=${encodeURIComponent(path)}`;
const detail = async (path: string) =>
  (await t.request('GET', `/api/admin/page${q(path)}`, { cookie })).json as PageDetail;

/** A new admin page, published; `linkTo` puts a link to that address in its call to action. */
async function publishedPage(path: string, title: string, linkTo?: string) {
  expect((await t.request('POST', `/api/admin/page${q(path)}`, { cookie, body: { title } })).status).toBe(201);
  let page = await detail(path);
  if (linkTo) {
    const doc = structuredClone(page.draft ?? page.published) as PageDocument;
    const cta = doc.blocks.find((b) => b.type === 'call-to-action')!;
    (cta.props as { buttons: { href: string }[] }).buttons[0].href = `${linkTo}#quote`;
    const saved = await t.request('PUT', `/api/admin/page/draft${q(path)}`, {
      cookie,
      body: { page: doc, baseVersion: page.version },
    });
    expect(saved.status).toBe(200);
    page = await detail(path);
  }
  const published = await t.request('POST', `/api/admin/page/publish${q(path)}`, {
    cookie,
    body: { baseVersion: page.version },
  });
  expect(published.status, published.text).toBe(200);
  return detail(path);
}

/** Saves `navigation` as the draft over `baseVersion` and publishes it, both answering 200. */
async function publishNavigation(navigation: unknown, baseVersion: number) {
  const draft = await t.request('PUT', '/api/admin/navigation/draft', { cookie, body: { navigation, baseVersion } });
  expect(draft.status, draft.text).toBe(200);
  const live = await t.request('POST', '/api/admin/navigation/publish', {
    cookie,
    body: { baseVersion: draft.json.version },
  });
  expect(live.status, live.text).toBe(200);
}

describe(`page addresses (${testEngine()})`, () => {
  it('moves a page: the old address answers 301, links in other pages follow, history comes along', async () => {
    const page = await publishedPage('/kitchen-fit-outs', 'Kitchen Fit-Outs');
    await publishedPage('/offers', 'Offers', '/kitchen-fit-outs');
    const moved = await t.request('PATCH', `/api/admin/page${q('/kitchen-fit-outs')}`, {
      cookie,
      body: { newPath: '/services/kitchens', baseVersion: page.version },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json).toMatchObject({ path: '/services/kitchens', linksUpdated: ['/offers'] });
    const old = await t.request('GET', '/kitchen-fit-outs?utm_source=flyer');
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/services/kitchens?utm_source=flyer');
    expect((await t.request('GET', '/services/kitchens')).text).toContain('Kitchen Fit-Outs');
    expect((await t.request('GET', '/offers')).text).toContain('href="/services/kitchens#quote"');
    const history = (await t.request('GET', `/api/admin/page/history${q('/services/kitchens')}`, { cookie })).json
      .items;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['move', 'publish', 'create']);
    expect((await t.request('GET', '/api/admin/redirects', { cookie })).json.items).toEqual([
      { from: '/kitchen-fit-outs', to: '/services/kitchens', createdAt: expect.any(String) },
    ]);
  });

  it('refuses a stale move (409), a page file (409), a taken or malformed address (409/400)', async () => {
    const page = await publishedPage('/kitchen-fit-outs', 'Kitchen Fit-Outs');
    const move = (path: string, body: object) => t.request('PATCH', `/api/admin/page${q(path)}`, { cookie, body });
    expect((await move('/kitchen-fit-outs', { newPath: '/kitchens', baseVersion: page.version - 1 })).status).toBe(409);
    expect((await move('/contact', { newPath: '/reach-us', baseVersion: 0 })).json.error).toMatch(/page file/);
    expect((await move('/kitchen-fit-outs', { newPath: '/gallery', baseVersion: page.version })).status).toBe(409);
    const bad = await move('/kitchen-fit-outs', { newPath: 'https://evil.example/x', baseVersion: page.version });
    expect(bad.status).toBe(400);
    expect(bad.json.issues[0].field).toBe('newPath');
    expect((await t.request('GET', '/kitchen-fit-outs')).status).toBe(200);
  });

  it('deletes to the trash with 410 or a 301 of the staff’s choice, and restores with its history', async () => {
    await publishedPage('/kitchen-fit-outs', 'Kitchen Fit-Outs');
    await publishedPage('/old-offers', 'Old Offers');
    const gone = await t.request('DELETE', `/api/admin/page${q('/kitchen-fit-outs')}`, {
      cookie,
      body: { gone: true },
    });
    expect(gone.status).toBe(200);
    expect((await t.request('GET', '/kitchen-fit-outs')).status).toBe(410);
    const away = await t.request('DELETE', `/api/admin/page${q('/old-offers')}`, {
      cookie,
      body: { redirectTo: '/contact' },
    });
    expect(away.status).toBe(200);
    const visit = await t.request('GET', '/old-offers');
    expect([visit.status, visit.headers.get('location')]).toEqual([301, '/contact']);
    const trash = (await t.request('GET', '/api/admin/pages/trash', { cookie })).json.items;
    expect(trash).toEqual([
      expect.objectContaining({ path: '/old-offers', title: 'Old Offers', redirectTo: '/contact', deletedBy: 'admin' }),
      expect.objectContaining({ path: '/kitchen-fit-outs', title: 'Kitchen Fit-Outs', redirectTo: null }),
    ]);
    expect(Date.parse(trash[0].expiresAt) - Date.parse(trash[0].deletedAt)).toBe(30 * 24 * 3600 * 1000);
    const restored = await t.request('POST', '/api/admin/pages/trash/restore', {
      cookie,
      body: { path: '/kitchen-fit-outs' },
    });
    expect(restored.status, restored.text).toBe(200);
    expect((await t.request('GET', '/kitchen-fit-outs')).text).toContain('Kitchen Fit-Outs');
    const history = (await t.request('GET', `/api/admin/page/history${q('/kitchen-fit-outs')}`, { cookie })).json.items;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['restore', 'delete', 'publish', 'create']);
    expect((await t.request('GET', '/api/admin/pages/trash', { cookie })).json.items).toHaveLength(1);
    // A page at the address again: the deleted one cannot come back over it.
    expect(
      (await t.request('POST', `/api/admin/page${q('/old-offers')}`, { cookie, body: { title: 'New' } })).status,
    ).toBe(201);
    const taken = await t.request('POST', '/api/admin/pages/trash/restore', { cookie, body: { path: '/old-offers' } });
    expect(taken.status).toBe(409);
    expect(taken.json.error).toMatch(/is taken by another page made in the admin/);
  });

  it('restores a page as it was: its earlier address answers 301 to it again, not 410', async () => {
    const page = await publishedPage('/kitchens', 'Kitchens');
    const moved = await t.request('PATCH', `/api/admin/page${q('/kitchens')}`, {
      cookie,
      body: { newPath: '/kitchen-fit-outs', baseVersion: page.version },
    });
    expect(moved.status).toBe(200);
    expect((await t.request('GET', '/kitchens')).status).toBe(301);
    expect(
      (await t.request('DELETE', `/api/admin/page${q('/kitchen-fit-outs')}`, { cookie, body: { gone: true } })).status,
    ).toBe(200);
    expect((await t.request('GET', '/kitchens')).status).toBe(410);
    const trash = (await t.request('GET', '/api/admin/pages/trash', { cookie })).json.items;
    const restored = await t.request('POST', '/api/admin/pages/trash/restore', { cookie, body: { id: trash[0].id } });
    expect(restored.status).toBe(200);
    expect((await t.request('GET', '/kitchen-fit-outs')).status).toBe(200);
    const old = await t.request('GET', '/kitchens');
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toMatch(/\/kitchen-fit-outs$/);
  });

  it('restores as it was: rename, delete with a redirect, restore puts every address and menu link back', async () => {
    const nav = async () =>
      (await t.request('GET', '/api/admin/navigation', { cookie })).json as {
        version: number;
        published: {
          header: { items: { label: string; href: string }[] };
          footer: { companyLinks: { label: string; href: string }[] };
        };
      };
    const page = await publishedPage('/kitchens', 'Kitchens');
    const moved = await t.request('PATCH', `/api/admin/page${q('/kitchens')}`, {
      cookie,
      body: { newPath: '/kitchen-fit-outs', baseVersion: page.version },
    });
    expect(moved.status).toBe(200);
    // The menu and the footer link to the page; a second footer link already led to /contact on purpose.
    const start = await nav();
    const menu = structuredClone(start.published);
    menu.header.items.push({ label: 'Kitchens', href: '/kitchen-fit-outs' });
    menu.footer.companyLinks.push({ label: 'Kitchen offers', href: '/kitchen-fit-outs#offers' });
    menu.footer.companyLinks.push({ label: 'Talk to us', href: '/contact' });
    await publishNavigation(menu, start.version);
    const revisionsBefore = (await t.request('GET', '/api/admin/navigation/revisions', { cookie })).json.items;

    const deleted = await t.request('DELETE', `/api/admin/page${q('/kitchen-fit-outs')}`, {
      cookie,
      body: { redirectTo: '/contact' },
    });
    expect(deleted.status, deleted.text).toBe(200);
    const during = await nav();
    expect(during.published.header.items.at(-1)).toEqual({ label: 'Kitchens', href: '/contact' });
    expect(during.published.footer.companyLinks.at(-2)?.href).toBe('/contact#offers');
    // The re-pointed menu is a navigation version of its own, in its history.
    const revisionsDuring = (await t.request('GET', '/api/admin/navigation/revisions', { cookie })).json.items;
    expect(revisionsDuring).toHaveLength(revisionsBefore.length + 1);
    expect(revisionsDuring[0].version).toBe(during.version);
    expect((await t.request('GET', '/kitchens')).headers.get('location')).toBe('/contact');

    const trash = (await t.request('GET', '/api/admin/pages/trash', { cookie })).json.items;
    const restored = await t.request('POST', '/api/admin/pages/trash/restore', { cookie, body: { id: trash[0].id } });
    expect(restored.status, restored.text).toBe(200);
    expect(restored.json).toMatchObject({ restored: '/kitchen-fit-outs', linksRestored: ['the navigation'] });
    expect(restored.json.linksKept).toBeUndefined();
    const after = await nav();
    expect(after.published.header.items.at(-1)).toEqual({ label: 'Kitchens', href: '/kitchen-fit-outs' });
    expect(after.published.footer.companyLinks.slice(-2).map((l) => l.href)).toEqual([
      '/kitchen-fit-outs#offers',
      '/contact',
    ]);
    const revisionsAfter = (await t.request('GET', '/api/admin/navigation/revisions', { cookie })).json.items;
    expect(revisionsAfter).toHaveLength(revisionsBefore.length + 2);
    // Every address as it was: the page, its earlier name's 301, and the menu's link on a public page.
    expect((await t.request('GET', '/kitchen-fit-outs')).status).toBe(200);
    const old = await t.request('GET', '/kitchens');
    expect([old.status, old.headers.get('location')]).toEqual([301, '/kitchen-fit-outs']);
    expect((await t.request('GET', '/contact')).text).toContain('href="/kitchen-fit-outs"');
  });

  it('a restore leaves a menu link staff changed after the delete, and says so', async () => {
    await publishedPage('/kitchens', 'Kitchens');
    const start = (await t.request('GET', '/api/admin/navigation', { cookie })).json;
    const menu = structuredClone(start.published);
    menu.header.items.push({ label: 'Kitchens', href: '/kitchens' });
    const draft = await t.request('PUT', '/api/admin/navigation/draft', {
      cookie,
      body: { navigation: menu, baseVersion: start.version },
    });
    await t.request('POST', '/api/admin/navigation/publish', { cookie, body: { baseVersion: draft.json.version } });
    await t.request('DELETE', `/api/admin/page${q('/kitchens')}`, { cookie, body: { redirectTo: '/contact' } });
    const during = (await t.request('GET', '/api/admin/navigation', { cookie })).json;
    const changed = structuredClone(during.published);
    changed.header.items.at(-1).href = '/gallery';
    const d2 = await t.request('PUT', '/api/admin/navigation/draft', {
      cookie,
      body: { navigation: changed, baseVersion: during.version },
    });
    await t.request('POST', '/api/admin/navigation/publish', { cookie, body: { baseVersion: d2.json.version } });
    const trash = (await t.request('GET', '/api/admin/pages/trash', { cookie })).json.items;
    const restored = await t.request('POST', '/api/admin/pages/trash/restore', { cookie, body: { id: trash[0].id } });
    expect(restored.status).toBe(200);
    expect(restored.json.linksRestored).toBeUndefined();
    expect(restored.json.linksKept).toEqual([
      'a link in the navigation to /contact was changed since, so it stays as it is',
    ]);
    const after = (await t.request('GET', '/api/admin/navigation', { cookie })).json;
    expect(after.published.header.items.at(-1).href).toBe('/gallery');
  });

  it('deleting a page can remove its menu and footer links in the same step; a restore puts them back where they were', async () => {
    await publishedPage('/kitchens', 'Kitchens');
    const start = (await t.request('GET', '/api/admin/navigation', { cookie })).json;
    const menu = structuredClone(start.published);
    const items = menu.header.items.length;
    // A top item, a link inside a group, a footer link; and the header button, which the menu cannot do without.
    menu.header.items.splice(1, 0, { label: 'Kitchens', href: '/kitchens' });
    const group = menu.header.items.find((i: { submenus?: unknown[] }) => i.submenus?.length);
    group.submenus.unshift({ label: 'Kitchen fit-outs', href: '/kitchens#fit-outs' });
    menu.footer.companyLinks.splice(0, 0, { label: 'Kitchen offers', href: '/kitchens?from=footer' });
    menu.header.cta = { label: 'Kitchens', href: '/kitchens' };
    await publishNavigation(menu, start.version);
    const published = structuredClone((await t.request('GET', '/api/admin/navigation', { cookie })).json.published);
    const revisionsBefore = (await t.request('GET', '/api/admin/navigation/revisions', { cookie })).json.items;

    const deleted = await t.request('DELETE', `/api/admin/page${q('/kitchens')}`, {
      cookie,
      body: { gone: true, removeLinks: true },
    });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.json.linksRemoved).toEqual(['Menu: Kitchens', 'Menu: Kitchen fit-outs', 'Footer: Kitchen offers']);
    expect(deleted.json.linksKept).toEqual([
      'The header button “Kitchens” leads there and the menu needs it: point it at another page in Navigation',
    ]);
    const during = (await t.request('GET', '/api/admin/navigation', { cookie })).json;
    expect(during.published.header.items).toHaveLength(items);
    expect(JSON.stringify(during.published.header.items)).not.toContain('/kitchens');
    expect(JSON.stringify(during.published.footer)).not.toContain('/kitchens');
    expect(during.published.header.cta.href).toBe('/kitchens');
    // The removal is a navigation version of its own, in its history; the public pages show it.
    const revisionsDuring = (await t.request('GET', '/api/admin/navigation/revisions', { cookie })).json.items;
    expect(revisionsDuring).toHaveLength(revisionsBefore.length + 1);
    expect((await t.request('GET', '/contact')).text).not.toContain('Kitchen offers');

    const trash = (await t.request('GET', '/api/admin/pages/trash', { cookie })).json.items;
    const restored = await t.request('POST', '/api/admin/pages/trash/restore', { cookie, body: { id: trash[0].id } });
    expect(restored.status, restored.text).toBe(200);
    expect(restored.json).toMatchObject({ restored: '/kitchens', linksRestored: ['the navigation'] });
    const after = (await t.request('GET', '/api/admin/navigation', { cookie })).json;
    expect(after.published).toEqual(published);
    expect((await t.request('GET', '/contact')).text).toContain('Kitchen offers');
  });

  it('names every menu, footer and page link to a page before it is deleted or moved', async () => {
    await publishedPage('/kitchens', 'Kitchens');
    await publishedPage('/offers', 'Offers', '/kitchens');
    const start = (await t.request('GET', '/api/admin/navigation', { cookie })).json;
    const menu = structuredClone(start.published);
    menu.header.items.push({ label: 'Kitchens', href: '/kitchens' });
    menu.footer.companyLinks.push({ label: 'Kitchen offers', href: '/kitchens?from=footer' });
    menu.footer.companyLinks.push({ label: 'Kitchenware', href: '/kitchenware' });
    const draft = await t.request('PUT', '/api/admin/navigation/draft', {
      cookie,
      body: { navigation: menu, baseVersion: start.version },
    });
    expect(draft.status, draft.text).toBe(200);
    const before = await t.request('GET', `/api/admin/page/links${q('/kitchens')}`, { cookie });
    expect(before.status).toBe(200);
    // The menu change is only a draft so far; the page's link is live. A longer address that starts alike is not a link to it.
    expect(before.json.links).toEqual([
      { in: 'the navigation', where: 'menu', label: 'Kitchens', href: '/kitchens', draftOnly: true },
      {
        in: 'the navigation',
        where: 'footer',
        label: 'Kitchen offers',
        href: '/kitchens?from=footer',
        draftOnly: true,
      },
      { in: '/offers', where: 'page', label: expect.any(String), href: '/kitchens#quote', draftOnly: false },
    ]);
    expect((await t.request('GET', `/api/admin/page/links${q('/no-links-here')}`, { cookie })).json.links).toEqual([]);
    expect((await t.request('GET', `/api/admin/page/links${q('/kitchens')}`)).status).toBe(401);
  });

  it('a new page at a redirected address drops that redirect, so redirects to the new page can be made', async () => {
    await publishedPage('/contact-us', 'Contact us');
    expect(
      (await t.request('POST', '/api/admin/redirects', { cookie, body: { from: '/old-contact', to: '/contact-us' } }))
        .status,
    ).toBe(201);
    // A page made later at the old address: the redirect from it goes.
    await publishedPage('/old-contact', 'Old contact, now a page');
    const items = (await t.request('GET', '/api/admin/redirects', { cookie })).json.items as { from: string }[];
    expect(items.map((r) => r.from)).not.toContain('/old-contact');
    expect(
      (await t.request('POST', '/api/admin/redirects', { cookie, body: { from: '/talk-to-us', to: '/old-contact' } }))
        .status,
    ).toBe(201);
  });

  it('empties the trash after 30 days', async () => {
    await publishedPage('/kitchen-fit-outs', 'Kitchen Fit-Outs');
    await t.request('DELETE', `/api/admin/page${q('/kitchen-fit-outs')}`, { cookie, body: { gone: true } });
    await emptyExpiredTrash(t.db, Date.now() + 29 * 24 * 3600 * 1000);
    expect((await t.request('GET', '/api/admin/pages/trash', { cookie })).json.items).toHaveLength(1);
    await emptyExpiredTrash(t.db, Date.now() + 31 * 24 * 3600 * 1000);
    expect((await t.request('GET', '/api/admin/pages/trash', { cookie })).json.items).toHaveLength(0);
    expect((await t.request('GET', '/kitchen-fit-outs')).status).toBe(410);
  });
});

describe(`redirects (${testEngine()})`, () => {
  const add = (from: string, to: string) => t.request('POST', '/api/admin/redirects', { cookie, body: { from, to } });

  it('adds a redirect to a page, lists it, and removes it', async () => {
    expect((await add('/old-brochure', '/gallery')).status).toBe(201);
    const visit = await t.request('GET', '/old-brochure');
    expect([visit.status, visit.headers.get('location')]).toEqual([301, '/gallery']);
    expect((await t.request('GET', '/api/admin/redirects', { cookie })).json.items).toEqual([
      { from: '/old-brochure', to: '/gallery', createdAt: expect.any(String) },
    ]);
    expect((await t.request('DELETE', '/api/admin/redirects?from=%2Fold-brochure', { cookie })).status).toBe(204);
    expect((await t.request('GET', '/old-brochure')).status).toBe(404);
    expect((await t.request('DELETE', '/api/admin/redirects?from=%2Fold-brochure', { cookie })).status).toBe(404);
  });

  it('refuses what would not work: away from the site, to a non-page, from a page, chains and reserved paths', async () => {
    const refusals = [
      await add('/old', 'https://evil.example/'),
      await add('/old', '//evil.example/'),
      await add('/old', '/no-such-page'),
      await add('/contact', '/gallery'),
      await add('/admin/login', '/gallery'),
      await add('/old', '/old'),
      // The server answers these itself before any redirect is looked at: it would never fire.
      await add('/share-image/old-photo.jpg', '/gallery'),
    ];
    expect(refusals.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 400, 400]);
    expect(refusals[6].json.error).toMatch(/from: must not be under \/share-image/);
    expect(refusals[2].json.error).toMatch(/to: is not a page of this site/);
    expect(refusals[3].json.error).toMatch(/from: is a page's address/);
    expect((await add('/a', '/gallery')).status).toBe(201);
    const chain = await add('/b', '/a');
    expect(chain.status).toBe(400);
    expect(chain.json.error).toMatch(/is itself redirected/);
  });

  it('leads only to a live public page: not the 404 page, the admin, an API or a made-up alias', async () => {
    for (const to of [
      '/404',
      '/admin/login',
      '/admin',
      '/api/health',
      '/uploads/x.jpg',
      '/services/prefab-units/nope',
    ]) {
      const r = await add('/old-brochure', to);
      expect(r.status, `${to}: ${r.text}`).toBe(400);
      expect(r.json.issues).toEqual([
        { field: 'to', path: ['to'], message: expect.stringMatching(/is not a page of this site/) },
      ]);
    }
    // A page not yet published is not a target either: visitors would meet a 404.
    expect(
      (await t.request('POST', `/api/admin/page${q('/coming-soon')}`, { cookie, body: { title: 'Soon' } })).status,
    ).toBe(201);
    expect((await add('/old-brochure', '/coming-soon')).json.issues[0].field).toBe('to');
    // An alias the site serves is a page visitors see.
    expect((await add('/old-brochure', '/services/prefab-units/commercial')).status).toBe(201);
  });

  it('starts only at a free address: not one the site answers itself (sitemap, robots.txt, favicon)', async () => {
    for (const from of [
      '/sitemap.xml',
      '/robots.txt',
      '/favicon.svg',
      '/api/contact',
      '/uploads/x.jpg',
      '/admin/x',
      '/contact',
      '/services/prefab-units/commercial',
    ]) {
      const r = await add(from, '/gallery');
      expect(r.status, `${from}: ${r.text}`).toBe(400);
      expect(r.json.issues).toEqual([{ field: 'from', path: ['from'], message: expect.any(String) }]);
    }
    expect((await add('/robots.txt', '/gallery')).json.issues[0].message).toMatch(/the site's robots\.txt/);
    expect((await t.request('GET', '/robots.txt')).status).toBe(200);
  });

  it('lets an editor add and remove one too (the Redirects screen is theirs as well)', async () => {
    const made = await t.request('POST', '/api/admin/users', {
      cookie,
      body: { username: 'akinyi', password: 'editor-pass-1', role: 'editor' },
    });
    expect(made.status).toBe(201);
    const editor = await t.login('akinyi', 'editor-pass-1');
    const added = await t.request('POST', '/api/admin/redirects', {
      cookie: editor,
      body: { from: '/old-brochure', to: '/gallery' },
    });
    expect(added.status, added.text).toBe(201);
    expect((await t.request('GET', '/api/admin/redirects', { cookie: editor })).json.items).toHaveLength(1);
    const removed = await t.request('DELETE', '/api/admin/redirects?from=%2Fold-brochure', { cookie: editor });
    expect(removed.status).toBe(204);
  });

  it('keeps one hop: a moved page takes the redirects that led to it along', async () => {
    const page = await publishedPage('/kitchen-fit-outs', 'Kitchen Fit-Outs');
    expect((await add('/kitchens-2023', '/kitchen-fit-outs')).status).toBe(201);
    await t.request('PATCH', `/api/admin/page${q('/kitchen-fit-outs')}`, {
      cookie,
      body: { newPath: '/services/kitchens', baseVersion: page.version },
    });
    const visit = await t.request('GET', '/kitchens-2023');
    expect([visit.status, visit.headers.get('location')]).toEqual([301, '/services/kitchens']);
  });
});
