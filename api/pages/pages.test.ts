import { withoutSeedSlots } from '../../engine/media-kind';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDetail, PageDocument, PageListItem } from '../../contracts/pages';
import sharp from 'sharp';
import { TEST_SITE, createTestApp, type TestApp } from '../../tests/support/api';
import { testEngine } from '../../tests/support/database';

/**
 * The page editing API, every row of its contract, on a real app and
 * database (SQLite here; PostgreSQL in the "postgres" project): drafts,
 * publish, revisions, restore, new pages, delete, preview, and what the
 * public site, its aliases and the sitemap show after each.
 */
const SERVICE = '/services/containers/public';
const ALIAS = '/services/prefab-units/public';
const q = (path: string) => `?path=${encodeURIComponent(path)}`;

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterAll(() => t?.close());

const get = (path: string) => t.request('GET', path, { cookie });
const detail = async (path: string) => (await get(`/api/admin/page${q(path)}`)).json as PageDetail;
const saveDraft = (path: string, page: unknown, baseVersion: number, extra: object = {}) =>
  t.request('PUT', `/api/admin/page/draft${q(path)}`, { cookie, body: { page, baseVersion, ...extra } });
const publish = (path: string, baseVersion: number) =>
  t.request('POST', `/api/admin/page/publish${q(path)}`, { cookie, body: { baseVersion } });
const publicPage = (path: string) => t.request('GET', path);
const withHeading = (doc: PageDocument, index: number, heading: string): PageDocument => {
  const copy = structuredClone(doc);
  (copy.blocks[index].props as { heading: string }).heading = heading;
  return copy;
};

describe(`page editing API (${testEngine()})`, () => {
  it('needs a session (401) and a same-origin request for writes (403)', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/pages'],
      ['GET', `/api/admin/page${q(SERVICE)}`],
      ['PUT', `/api/admin/page/draft${q(SERVICE)}`, { page: {}, baseVersion: 0 }],
      ['POST', `/api/admin/page/publish${q(SERVICE)}`, { baseVersion: 0 }],
      ['GET', `/api/admin/page/revisions${q(SERVICE)}`],
      ['POST', `/api/admin/page/restore${q(SERVICE)}`, { source: 'file', baseVersion: 0 }],
      ['POST', `/api/admin/page${q('/new-one')}`, { title: 'New' }],
      ['DELETE', `/api/admin/page${q('/new-one')}`],
      ['POST', '/api/admin/page/preview', { page: {} }],
    ];
    for (const [method, path, body] of calls) {
      const anonymous = await t.request(method, path, { body });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(anonymous.headers.get('cache-control')).toBe('no-store');
      if (method !== 'GET') {
        const crossSite = await t.request(method, path, { body, cookie, headers: { origin: 'https://evil.example' } });
        expect(crossSite.status, `${method} ${path} cross-site`).toBe(403);
      }
    }
    // Nothing was written by any of them.
    expect((await detail(SERVICE)).version).toBe(0);
  });

  it('lists every public page with its source, and filters by path or title', async () => {
    const all = (await get('/api/admin/pages')).json.items as {
      path: string;
      title: string;
      source: string;
      version: number;
      hasDraft: boolean;
    }[];
    expect(all.length).toBeGreaterThan(30);
    expect(all.find((p) => p.path === SERVICE)).toMatchObject({
      source: 'file',
      version: 0,
      hasDraft: false,
      updatedBy: null,
    });
    expect(all.some((p) => p.path.startsWith('/admin'))).toBe(false);
    const found = (await get('/api/admin/pages?q=CONTACT')).json.items as { path: string }[];
    expect(found.map((p) => p.path)).toContain('/contact');
    expect(found.every((p) => /contact/i.test(JSON.stringify(p)))).toBe(true);
  });

  it('answers one page, 404 for no page and 400 without a path', async () => {
    const page = await detail(SERVICE);
    expect(page).toMatchObject({ path: SERVICE, source: 'file', version: 0, draft: null, fileChanged: false });
    expect(page.published?.path).toBe(SERVICE);
    expect(page.published?.blocks.length).toBeGreaterThan(2);
    expect((await get(`/api/admin/page${q('/no/such/page')}`)).status).toBe(404);
    const alias = await get(`/api/admin/page${q(ALIAS)}`);
    expect(alias.status).toBe(404);
    expect(alias.json.error).toContain(`an alias of ${SERVICE}`);
    const missing = await get('/api/admin/page');
    expect(missing.status).toBe(400);
    expect(missing.json.issues[0].path).toEqual(['path']);
  });

  it('saves an invalid draft with its issues at exact JSON paths, refuses to publish it, and the public page stays', async () => {
    const before = await detail(SERVICE);
    const doc = withHeading(before.published!, 1, '');
    const buttons = (doc.blocks[4].props as { buttons: { href: string }[] }).buttons;
    buttons[0].href = 'javascript:alert(1)';
    const saved = await saveDraft(SERVICE, doc, 0);
    expect(saved.status).toBe(200);
    expect(saved.json.version).toBe(1);
    const paths = saved.json.issues.map((i: { path: unknown[] }) => i.path);
    expect(paths).toContainEqual(['blocks', 1, 'props', 'heading']);
    expect(paths).toContainEqual(['blocks', 4, 'props', 'buttons', 0, 'href']);
    expect(saved.json.issues.find((i: { path: unknown[] }) => i.path.at(-1) === 'href').message).toMatch(/site path/);
    // zod's generic wording is put in staff's words (the editor words it the same).
    expect(saved.json.issues.find((i: { path: unknown[] }) => i.path.at(-1) === 'heading').message).toBe(
      'Required: fill this in.',
    );

    const kept = await detail(SERVICE);
    expect(kept.draft).toEqual(doc);
    expect(kept.issues).toEqual(saved.json.issues);

    const refused = await publish(SERVICE, 1);
    expect(refused.status).toBe(400);
    expect(refused.json.issues.map((i: { path: unknown[] }) => i.path)).toContainEqual([
      'blocks',
      1,
      'props',
      'heading',
    ]);
    expect((await detail(SERVICE)).version).toBe(1);
    expect((await publicPage(SERVICE)).text).not.toContain('javascript:');
  });

  it('refuses other unsafe links and moving a page, each at its field', async () => {
    const base = (await detail(SERVICE)).published!;
    for (const bad of [
      '//evil.example/x',
      '/\\evil.example',
      'data:text/html,hi',
      'JAVASCRIPT:alert(1)',
      'vbscript:x',
      '/path with space',
    ]) {
      const doc = structuredClone(base);
      (doc.blocks[4].props as { buttons: { href: string }[] }).buttons[0].href = bad;
      const version = (await detail(SERVICE)).version;
      const saved = await saveDraft(SERVICE, doc, version);
      expect(saved.json.issues, bad).toEqual([
        { path: ['blocks', 4, 'props', 'buttons', 0, 'href'], message: expect.stringMatching(/site path/) },
      ]);
    }
    const moved = { ...structuredClone(base), path: '/elsewhere' };
    const saved = await saveDraft(SERVICE, moved, (await detail(SERVICE)).version);
    expect(saved.json.issues[0]).toEqual({ path: ['path'], message: expect.stringContaining('cannot be moved') });
    const good = structuredClone(base);
    (good.blocks[4].props as { buttons: { href: string }[] }).buttons[0].href = 'mailto:sales@example.co.ke';
    expect((await saveDraft(SERVICE, good, (await detail(SERVICE)).version)).json.issues).toEqual([]);
  });

  it('refuses a stale baseVersion with 409 naming who changed the page and when', async () => {
    const page = await detail(SERVICE);
    const stale = await saveDraft(SERVICE, page.published, page.version - 1);
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ version: page.version, changedBy: 'admin', changedAt: page.updatedAt });
    expect(stale.json.error).toContain(`admin changed this page at ${page.updatedAt}`);
    expect((await publish(SERVICE, page.version + 5)).status).toBe(409);
    expect(
      (
        await t.request('POST', `/api/admin/page/restore${q(SERVICE)}`, {
          cookie,
          body: { source: 'file', baseVersion: 0 },
        })
      ).status,
    ).toBe(409);
    expect((await detail(SERVICE)).version).toBe(page.version);
  });

  it('lets exactly one of two writes based on the same version through', async () => {
    const page = await detail(SERVICE);
    const answers = await Promise.all(
      [0, 1, 2].map((i) => saveDraft(SERVICE, withHeading(page.published!, 2, `Racing writer ${i}`), page.version)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect((await detail(SERVICE)).version).toBe(page.version + 1);
    const created = await Promise.all(
      [0, 1].map(() => t.request('POST', `/api/admin/page${q('/offers/race')}`, { cookie, body: { title: 'Race' } })),
    );
    expect(created.map((a) => a.status).sort()).toEqual([201, 409]);
    expect((await t.request('DELETE', `/api/admin/page${q('/offers/race')}`, { cookie })).status).toBe(200);
  });

  it('publishes a valid draft: live at once on the page, its alias and in the page list', async () => {
    const page = await detail(SERVICE);
    expect((await publicPage(SERVICE)).status).toBe(200); // now in the HTML cache
    const doc = withHeading(page.published!, 1, 'Public containers, edited in the admin');
    const saved = await saveDraft(SERVICE, doc, page.version);
    expect(saved.json.issues).toEqual([]);
    const published = await publish(SERVICE, saved.json.version);
    expect(published.status).toBe(200);
    expect(published.json).toEqual({ version: saved.json.version + 1 });
    for (const path of [SERVICE, ALIAS]) {
      const res = await publicPage(path);
      expect(res.status).toBe(200);
      expect(res.text).toContain('Public containers, edited in the admin');
    }
    const after = await detail(SERVICE);
    expect(after).toMatchObject({ draft: null, version: published.json.version, updatedBy: 'admin' });
    expect(after.published).toEqual(doc);
    const listed = (await get(`/api/admin/pages?q=${encodeURIComponent(SERVICE)}`)).json.items[0];
    expect(listed).toMatchObject({
      path: SERVICE,
      hasDraft: false,
      version: published.json.version,
      updatedBy: 'admin',
    });
    // Nothing left to publish.
    expect((await publish(SERVICE, published.json.version)).status).toBe(400);
  });

  it('lists a draft saved back to what is live (an edit undone) as no draft, as the editor shows it', async () => {
    const path = '/services/furniture/beds';
    const page = await detail(path);
    const edited = await saveDraft(path, withHeading(page.published!, 1, 'Beds, edited'), page.version);
    const listed = async () => (await get(`/api/admin/pages?q=${encodeURIComponent(path)}`)).json.items[0];
    expect(await listed()).toMatchObject({ path, hasDraft: true });
    expect((await saveDraft(path, page.published, edited.json.version)).status).toBe(200);
    expect(await listed()).toMatchObject({ path, hasDraft: false });
  });

  it('lists revisions newest first, a page at a time, and restores one as the draft', async () => {
    let version = (await detail(SERVICE)).version;
    const base = (await detail(SERVICE)).published!;
    for (const heading of ['Second heading', 'Third heading']) {
      version = (await saveDraft(SERVICE, withHeading(base, 1, heading), version)).json.version;
      version = (await publish(SERVICE, version)).json.version;
    }
    const all = await get(`/api/admin/page/revisions${q(SERVICE)}`);
    expect(all.status).toBe(200);
    expect(all.json.items.map((r: { version: number }) => r.version)).toEqual([version, version - 2, version - 4]);
    expect(all.json.items[0]).toEqual({ version, number: 3, publishedAt: expect.any(String), publishedBy: 'admin' });
    // Staff see 3, 2, 1, not the content versions the draft saves in between push up.
    expect(all.json.items.map((r: { number: number }) => r.number)).toEqual([3, 2, 1]);
    expect(all.json.nextCursor).toBeNull();
    const first = await get(`/api/admin/page/revisions${q(SERVICE)}&limit=2`);
    expect(first.json.items).toHaveLength(2);
    const rest = await get(`/api/admin/page/revisions${q(SERVICE)}&limit=2&cursor=${first.json.nextCursor}`);
    expect(rest.json.items.map((r: { version: number }) => r.version)).toEqual([version - 4]);
    expect(rest.json.items[0].number).toBe(1);
    expect((await get(`/api/admin/page/revisions${q(SERVICE)}&limit=500`)).status).toBe(400);

    const oldest = version - 4;
    const viewed = await get(`/api/admin/page/revision${q(SERVICE)}&version=${oldest}`);
    expect((viewed.json.page as PageDocument).blocks[1].props).toMatchObject({
      heading: 'Public containers, edited in the admin',
    });
    const restored = await t.request('POST', `/api/admin/page/restore${q(SERVICE)}`, {
      cookie,
      body: { version: oldest, baseVersion: version },
    });
    expect(restored.status).toBe(200);
    expect(restored.json).toEqual({ version: version + 1 });
    const page = await detail(SERVICE);
    expect(page.draft).toEqual(viewed.json.page);
    // A restore is a draft: the site still shows the last publish.
    expect((await publicPage(SERVICE)).text).toContain('Third heading');
    expect(
      (
        await t.request('POST', `/api/admin/page/restore${q(SERVICE)}`, {
          cookie,
          body: { version: 999, baseVersion: page.version },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.request('POST', `/api/admin/page/restore${q(SERVICE)}`, {
          cookie,
          body: { version: 'x', baseVersion: page.version },
        })
      ).status,
    ).toBe(400);
  });

  it('resets to the page file: the file becomes the draft, and publishing it drops the override', async () => {
    const page = await detail(SERVICE);
    const reset = await t.request('POST', `/api/admin/page/restore${q(SERVICE)}`, {
      cookie,
      body: { source: 'file', baseVersion: page.version },
    });
    expect(reset.status).toBe(200);
    const after = await detail(SERVICE);
    expect(after.draft).toEqual(after.file);
    const published = await publish(SERVICE, reset.json.version);
    expect(published.status).toBe(200);
    const html = (await publicPage(ALIAS)).text;
    expect(html).not.toContain('Third heading');
    expect(html).toContain((after.file!.blocks[1].props as { heading: string }).heading);
    const history = await get(`/api/admin/page/history${q(SERVICE)}`);
    expect(history.json.items.map((h: { action: string }) => h.action)).toEqual([
      'publish',
      'reset',
      'restore',
      'publish',
      'publish',
      'publish',
    ]);
    expect(history.json.items[0]).toMatchObject({
      by: 'admin',
      version: published.json.version,
      detail: 'same as the page file',
    });
  });

  it('creates a new page from the starter: a draft until published, then in the sitemap and served', async () => {
    const path = '/services/steel-gates';
    const created = await t.request('POST', `/api/admin/page${q(path)}`, { cookie, body: { title: 'Steel Gates' } });
    expect(created.status).toBe(201);
    expect(created.json).toEqual({ path, version: 1 });
    const page = await detail(path);
    expect(page).toMatchObject({ source: 'admin', published: null, issues: [], fileChanged: false, file: null });
    expect(page.draft?.blocks.map((b) => b.type)).toEqual(['hero-carousel', 'call-to-action']);
    expect(page.draft?.meta.title).toBe('Steel Gates');
    expect((await publicPage(path)).status).toBe(404);
    expect((await publicPage('/sitemap.xml')).text).not.toContain(path);
    const listed = (await get('/api/admin/pages?q=steel')).json.items;
    expect(listed.find((p: { path: string }) => p.path === path)).toMatchObject({
      source: 'admin',
      hasDraft: true,
      live: false,
      title: 'Steel Gates',
    });

    expect((await publish(path, 1)).status).toBe(200);
    const served = await publicPage(path);
    expect(served.status).toBe(200);
    expect(served.text).toContain('<title>Steel Gates');
    expect((await publicPage('/sitemap.xml')).text).toContain(`/services/steel-gates</loc>`);
  });

  it('copies an existing page into a new one', async () => {
    const path = '/offers/container-office';
    const created = await t.request('POST', `/api/admin/page${q(path)}`, {
      cookie,
      body: { title: 'Container Office Offer', copyFrom: '/contact' },
    });
    expect(created.status).toBe(201);
    const [copy, original] = [await detail(path), await detail('/contact')];
    // The copy has the original's sections, without its named media slots (an upload into one would change the original).
    expect(copy.draft?.blocks).toEqual(withoutSeedSlots(original.published?.blocks));
    expect(JSON.stringify(copy.draft?.blocks)).not.toMatch(
      /\/uploads\/(?!placeholder\.jpg|_assets\/)[^"]+\.(jpg|png|webp|mp4)/,
    );
    expect(copy.draft?.meta.title).toBe('Container Office Offer');
    expect(copy.draft?.path).toBe(path);
    const missing = await t.request('POST', `/api/admin/page${q('/offers/other')}`, {
      cookie,
      body: { title: 'X', copyFrom: '/nothing-here' },
    });
    expect(missing.status).toBe(400);
    expect(missing.json.issues[0].path).toEqual(['copyFrom']);
  });

  it('refuses a new page on a taken path (409) or a malformed one (400)', async () => {
    for (const taken of [
      '/contact',
      ALIAS,
      '/services/prefab-units/brand-new',
      '/services/steel-gates',
      '/offers/container-office',
      '/404',
    ]) {
      const res = await t.request('POST', `/api/admin/page${q(taken)}`, { cookie, body: { title: 'Taken' } });
      expect(res.status, taken).toBe(409);
      expect(res.json.error).toContain('already taken');
    }
    for (const bad of [
      '/Upper',
      '/with_underscore',
      '/trailing/',
      'no-slash',
      '/a//b',
      '/admin/pages-x',
      '/api/x',
      '/uploads/x',
      '/assets',
      '/-dash',
      '/é',
    ]) {
      const res = await t.request('POST', `/api/admin/page${q(bad)}`, { cookie, body: { title: 'Bad' } });
      expect(res.status, bad).toBe(400);
      expect(res.json.issues[0].path).toEqual(['path']);
    }
    const noTitle = await t.request('POST', `/api/admin/page${q('/fine-path')}`, { cookie, body: { title: ' ' } });
    expect(noTitle.status).toBe(400);
    expect(noTitle.json.issues).toEqual([{ field: 'title', path: ['title'], message: 'is required' }]);
  });

  it('deletes an admin page (its path answers 410 Gone and leaves the sitemap) but not a page file (409)', async () => {
    const path = '/services/steel-gates';
    const deleted = await t.request('DELETE', `/api/admin/page${q(path)}`, { cookie });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ deleted: path });
    expect((await publicPage(path)).status).toBe(410);
    expect((await publicPage('/sitemap.xml')).text).not.toContain(path);
    expect((await get(`/api/admin/page${q(path)}`)).status).toBe(404);
    const history = (await get(`/api/admin/page/history${q(path)}`)).json.items.map(
      (h: { action: string; by: string }) => `${h.action} by ${h.by}`,
    );
    expect(history).toEqual(['delete by admin', 'publish by admin', 'create by admin']);
    // The activity of every page shows the deletion too (the page's own editor is gone), a page at a time.
    const activity = (await get('/api/admin/pages/activity?limit=2')).json;
    expect(activity.items[0]).toMatchObject({ path, action: 'delete', by: 'admin' });
    expect(activity.items).toHaveLength(2);
    expect(activity.nextCursor).toMatch(/^\d+$/);
    expect((await t.request('GET', '/api/admin/pages/activity')).status).toBe(401);
    const file = await t.request('DELETE', `/api/admin/page${q('/contact')}`, { cookie });
    expect(file.status).toBe(409);
    expect(file.json.error).toContain('reset it to the page file');
    expect((await publicPage('/contact')).status).toBe(200);
    // The path is free again.
    expect(
      (await t.request('POST', `/api/admin/page${q(path)}`, { cookie, body: { title: 'Steel Gates Again' } })).status,
    ).toBe(201);
  });

  it('previews a page with the public renderer, uncached and unindexed; invalid ones answer 400 with issues', async () => {
    const doc = withHeading((await detail(SERVICE)).published!, 1, 'Only in the preview');
    const res = await t.request('POST', '/api/admin/page/preview', { cookie, body: { page: doc } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(res.text).toMatch(/^<!doctype html>/i);
    expect(res.text).toContain('Only in the preview');
    expect(res.text).toContain('site-header');
    expect((await publicPage(SERVICE)).text).not.toContain('Only in the preview');
    const invalid = await t.request('POST', '/api/admin/page/preview', {
      cookie,
      body: { page: withHeading(doc, 1, '') },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json.issues).toEqual([
      { field: 'blocks.1.props.heading', path: ['blocks', 1, 'props', 'heading'], message: expect.any(String) },
    ]);
  });

  it('refuses JSON nested past the limit (400 naming it) on draft and preview, before any recursive walk', async () => {
    const version = (await detail(SERVICE)).version;
    // 10,000 levels inside a block's props, where the page's own shape is otherwise right.
    const page = JSON.stringify((await detail(SERVICE)).published!).replace(
      '"props":{',
      `"props":{"deep":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)},`,
    );
    for (const [method, path, raw] of [
      ['PUT', `/api/admin/page/draft${q(SERVICE)}`, `{"page":${page},"baseVersion":${version}}`],
      ['POST', '/api/admin/page/preview', `{"page":${page}}`],
    ] as const) {
      const res = await t.request(method, path, { cookie, raw, headers: { 'content-type': 'application/json' } });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.json.error).toMatch(/nested more than 32 levels deep/);
    }
    // A submenu chain 1,000 deep inside a real header block: the same answer, not a stack overflow.
    type Item = { label: string; href: string; submenus?: Item[] };
    const chain: Item = { label: 'Top', href: '/' };
    let at = chain;
    for (let i = 0; i < 1000; i++) {
      const next: Item = { label: `Level ${i}`, href: '/' };
      at.submenus = [next];
      at = next;
    }
    const doc = structuredClone((await detail(SERVICE)).published!);
    doc.blocks.unshift({
      type: 'site-header',
      props: { brand: { name: 'X' }, items: [chain], cta: { label: 'Call', href: '/contact' } },
    } as never);
    const raw = JSON.stringify({ page: doc, baseVersion: version });
    const draft = await t.request('PUT', `/api/admin/page/draft${q(SERVICE)}`, {
      cookie,
      raw,
      headers: { 'content-type': 'application/json' },
    });
    expect(draft.status).toBe(400);
    expect(draft.json.error).toMatch(/nested more than 32 levels deep/);
    expect((await detail(SERVICE)).version).toBe(version);
  });

  it('refuses a page over 1 MB with 413, by its raw body and by its declared length', async () => {
    const doc = structuredClone((await detail(SERVICE)).published!);
    (doc.blocks[1].props as { lead: string }).lead = 'x'.repeat(1024 * 1024);
    const version = (await detail(SERVICE)).version;
    for (const [method, path, body] of [
      ['PUT', `/api/admin/page/draft${q(SERVICE)}`, { page: doc, baseVersion: version }],
      ['POST', '/api/admin/page/preview', { page: doc }],
    ] as const) {
      const res = await t.request(method, path, { cookie, body });
      expect(res.status, path).toBe(413);
      expect(res.json.error).toMatch(/at most 1024 KB/);
    }
    const declared = await t.request('PUT', `/api/admin/page/draft${q(SERVICE)}`, {
      cookie,
      raw: '{}',
      headers: { 'content-length': String(5 * 1024 * 1024), 'content-type': 'application/json' },
    });
    expect(declared.status).toBe(413);
    // Just under the limit in the envelope but over it in the document itself.
    (doc.blocks[1].props as { lead: string }).lead = 'x'.repeat(1024 * 1024 - 200);
    (doc.blocks[2].props as { lead: string }).lead = 'y'.repeat(1000);
    const inner = await t.request('PUT', `/api/admin/page/draft${q(SERVICE)}`, {
      cookie,
      body: { page: doc, baseVersion: version },
    });
    expect(inner.status).toBe(413);
    expect((await detail(SERVICE)).version).toBe(version);
  });

  it('answers malformed bodies with 400 and issue paths, never 500', async () => {
    const version = (await detail(SERVICE)).version;
    const cases: [string, string, string | undefined, unknown[]][] = [
      ['PUT', `/api/admin/page/draft${q(SERVICE)}`, JSON.stringify({ page: [], baseVersion: version }), ['page']],
      ['PUT', `/api/admin/page/draft${q(SERVICE)}`, JSON.stringify({ page: {}, baseVersion: -1 }), ['baseVersion']],
      ['POST', `/api/admin/page/publish${q(SERVICE)}`, JSON.stringify({}), ['baseVersion']],
      ['POST', `/api/admin/page/restore${q(SERVICE)}`, JSON.stringify({ source: 'git', baseVersion: 1 }), []],
      ['POST', `/api/admin/page/publish${q(SERVICE)}`, '{not json', []],
    ];
    for (const [method, path, raw, first] of cases) {
      const res = await t.request(method, path, { cookie, raw, headers: { 'content-type': 'application/json' } });
      expect(res.status, `${path} ${raw}`).toBe(400);
      if (first.length) expect(res.json.issues[0].path).toEqual(first);
    }
    // The envelope's check of the document: an object, whatever is in it, in the words staff read.
    for (const page of [null, [], 'a page', 7]) {
      const res = await t.request('PUT', `/api/admin/page/draft${q(SERVICE)}`, {
        cookie,
        raw: JSON.stringify({ page, baseVersion: version }),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, JSON.stringify(page)).toBe(400);
      expect(res.json.issues[0]).toMatchObject({ path: ['page'], message: 'must be the page document (an object)' });
    }
    // A draft that is not a page at all is still saved (work is never lost), with its issues.
    const junk = await saveDraft(SERVICE, { nonsense: true }, version);
    expect(junk.status).toBe(200);
    expect(junk.json.issues.map((i: { path: unknown[] }) => i.path)).toEqual(
      expect.arrayContaining([['path'], ['meta'], ['blocks'], []]),
    );
  });

  it('puts the media slots of a published edit into the upload manager', async () => {
    const slot = '/uploads/Gallery/hero/prefab-units/edited-hero-1.jpg';
    const page = await detail(SERVICE);
    const doc = structuredClone(page.published!);
    (doc.blocks[0].props as { slides: { media: string; alt: string }[] }).slides = [
      { media: slot, alt: 'A new hero photo' },
    ];
    const targets = async () =>
      (await get('/api/admin/media/targets')).json.groups.flatMap(
        (g: { folder: string; targets: { fileName: string }[] }) =>
          g.targets.map((t) => `/uploads/${g.folder}/${t.fileName}`),
      );
    expect(await targets()).not.toContain(slot);
    const version = (await saveDraft(SERVICE, doc, page.version)).json.version;
    expect(await targets()).not.toContain(slot);
    expect((await publish(SERVICE, version)).status).toBe(200);
    expect(await targets()).toContain(slot);
    // The upload endpoint's allow-list follows: the new slot takes a file, which the public page then shows.
    const fd = new FormData();
    fd.append('targetPath', 'Gallery/hero/prefab-units');
    fd.append('fileName', 'edited-hero-1.jpg');
    fd.append(
      'file',
      new Blob([
        new Uint8Array(
          await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c60' } })
            .jpeg()
            .toBuffer(),
        ),
      ]),
      'photo.jpg',
    );
    const upload = await t.app.request(`${TEST_SITE}/api/admin/upload-file`, {
      method: 'POST',
      body: fd,
      headers: { cookie, origin: TEST_SITE },
    });
    expect(upload.status).toBe(200);
    expect((await publicPage(ALIAS)).text).toMatch(/\/uploads\/Gallery\/hero\/prefab-units\/edited-hero-1\.jpg\?v=/);
  });

  it('a photo in a deleted page’s named slot can be deleted, and stops answering at the slot’s address', async () => {
    const path = '/kitchen-gallery';
    const slot = '/uploads/kitchen-gallery/hero/kitchen-gallery-hero-1.jpg';
    expect((await t.request('POST', `/api/admin/page${q(path)}`, { cookie, body: { title: 'Kitchens' } })).status).toBe(
      201,
    );
    const made = await detail(path);
    const doc = structuredClone(made.draft!);
    (doc.blocks[0]!.props as { slides: { media: string; alt: string }[] }).slides = [{ media: slot, alt: 'A kitchen' }];
    const saved = await saveDraft(path, doc, made.version);
    expect(saved.json.issues).toEqual([]);
    expect((await publish(path, saved.json.version)).status).toBe(200);
    const fd = new FormData();
    fd.append('targetPath', 'kitchen-gallery/hero');
    fd.append('fileName', 'kitchen-gallery-hero-1.jpg');
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6' } })
      .jpeg()
      .toBuffer();
    fd.append('file', new Blob([new Uint8Array(jpeg)]), 'kitchen.jpg');
    const upload = await t.app.request(`${TEST_SITE}/api/admin/upload-file`, {
      method: 'POST',
      body: fd,
      headers: { cookie, origin: TEST_SITE },
    });
    expect(upload.status, await upload.clone().text()).toBe(200);
    expect((await t.app.request(`${TEST_SITE}${slot}`)).status).toBe(200);
    const asset = (await get('/api/admin/media')).json.items[0] as { id: string; url: string; usedBy: unknown[] };
    expect(asset.usedBy).toEqual([{ path, state: 'published' }]);
    expect((await t.request('DELETE', `/api/admin/page${q(path)}`, { cookie, body: { gone: true } })).status).toBe(200);
    // No page declares the slot any more: the file is not in use, and deleting it takes it off both addresses.
    const del = await t.request('DELETE', `/api/admin/media/${asset.id}`, { cookie });
    expect(del.status, del.text).toBe(204);
    expect((await t.app.request(`${TEST_SITE}${slot}`)).status).toBe(404);
    expect((await t.app.request(`${TEST_SITE}${asset.url}`)).status).toBe(404);
  });

  it('compares any two versions, and the draft against what is live, field by field', async () => {
    let version = (await detail(SERVICE)).version;
    const base = (await detail(SERVICE)).published!;
    version = (await saveDraft(SERVICE, withHeading(base, 1, 'First heading'), version)).json.version;
    version = (await publish(SERVICE, version)).json.version;
    const firstPublished = version;
    version = (await saveDraft(SERVICE, withHeading(base, 1, 'Second heading'), version)).json.version;
    version = (await publish(SERVICE, version)).json.version;
    const draft = withHeading(base, 1, 'Draft heading');
    (draft.meta as { description: string }).description =
      `${(draft.meta as { description: string }).description} More.`;
    await saveDraft(SERVICE, draft, version);

    const versions = await get(`/api/admin/page/compare${q(SERVICE)}&from=${firstPublished}&to=${version}`);
    expect(versions.status, versions.text).toBe(200);
    // Numbered as staff count publishes (other tests of this file published the page before).
    const numbers = new Map(
      (await get(`/api/admin/page/revisions${q(SERVICE)}`)).json.items.map((r: { version: number; number: number }) => [
        r.version,
        r.number,
      ]),
    );
    expect(versions.json.from.label).toBe(`Version ${numbers.get(firstPublished)}`);
    expect(versions.json.to.label).toBe(`Version ${numbers.get(version)}`);
    expect(versions.json.changes).toEqual([
      {
        path: ['blocks', 1, 'props', 'heading'],
        where: ['Card grid “Second heading”', 'Heading'],
        change: 'changed',
        before: 'First heading',
        after: 'Second heading',
      },
    ]);
    const pending = await get(`/api/admin/page/compare${q(SERVICE)}&from=live&to=draft`);
    expect(pending.json.changes.map((c: { path: unknown[] }) => c.path.join('.'))).toEqual([
      'meta.description',
      'blocks.1.props.heading',
    ]);
    expect(pending.json).toMatchObject({ from: { label: 'Live' }, to: { label: 'Draft' } });
    expect((await get(`/api/admin/page/compare${q(SERVICE)}&from=99&to=live`)).status).toBe(404);
    const bad = await get(`/api/admin/page/compare${q(SERVICE)}&from=yesterday&to=live`);
    expect(bad.status).toBe(400);
    expect(bad.json.issues[0].field).toBe('from');
  });

  it('compares a page still served from its page file by the one field staff changed, named as the editor names it', async () => {
    // Before: the page file's optional fields left out (undefined) against the draft's saved text gave a
    // row per empty field ("eyebrow Removed (none)"), 14 rows for one real change.
    const FILE_PAGE = '/services/containers/public/clinics';
    const d = await detail(FILE_PAGE);
    expect(d.published).toBeTruthy();
    const doc = structuredClone(d.draft ?? d.published!);
    const index = doc.blocks.findIndex((b) => typeof (b.props as { heading?: unknown }).heading === 'string');
    const section = doc.blocks[index]!;
    const old = (section.props as { heading: string }).heading;
    (section.props as { heading: string }).heading = `${old} in Nakuru`;
    expect((await saveDraft(FILE_PAGE, doc, d.version)).status).toBe(200);
    const answer = (await get(`/api/admin/page/compare${q(FILE_PAGE)}&from=live&to=draft`)).json;
    expect(answer.changes).toEqual([
      {
        path: ['blocks', index, 'props', 'heading'],
        where: [expect.stringMatching(/^[A-Z][a-z ]+ “.+ in Nakuru”$/), 'Heading'],
        change: 'changed',
        before: old,
        after: `${old} in Nakuru`,
      },
    ]);
  });

  it('searches the words on pages, live and in drafts, and shows the words it found', async () => {
    // Before: titles and addresses only, so "48 hours" (in the gallery's text) found no page.
    const hours = (await get('/api/admin/pages?q=48%20hours')).json.items as PageListItem[];
    const gallery = hours.find((p) => p.path === '/gallery');
    expect(gallery?.match).toMatchObject({ in: 'live', found: '48 hours' });
    expect(`${gallery?.match?.before}${gallery?.match?.found}${gallery?.match?.after}`).toContain(
      'ready for deployment in 48 hours',
    );
    // A draft's words are found too, and said to be in the draft.
    const d = await detail(SERVICE);
    const doc = withHeading(d.draft ?? d.published!, 1, 'Ask about our Mombasa depot');
    expect((await saveDraft(SERVICE, doc, d.version)).status).toBe(200);
    const depot = (await get('/api/admin/pages?q=MOMBASA%20depot')).json.items as PageListItem[];
    expect(depot.map((p) => [p.path, p.match?.in, p.match?.found])).toEqual([[SERVICE, 'draft', 'Mombasa depot']]);
    // Titles and addresses still match as before, without a match of words.
    const byAddress = (await get('/api/admin/pages?q=gallery')).json.items as PageListItem[];
    expect(byAddress.find((p) => p.path === '/gallery')?.match).toBeUndefined();
    expect((await get('/api/admin/pages?q=no%20page%20says%20this')).json.items).toEqual([]);
  });
});
