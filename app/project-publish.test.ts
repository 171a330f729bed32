import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProjectDetail } from '../contracts/project-requests';
import type { ProjectInput } from '../contracts/projects';
import { createTestApp, TEST_SITE, type TestApp } from '../tests/support/api';
import { testEngine } from '../tests/support/database';
import { testImage } from '../tests/support/media';

/**
 * A project published in the admin reaches exactly the pages that show it:
 * its own page, /projects, the sitemap and the listings that select it
 * (before or after the change). Every other cached page keeps its bytes,
 * with no new render; a trashed project leaves the listings it was in.
 */
let t: TestApp;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterEach(() => t.close());

const call = (method: string, path: string, body?: unknown) =>
  t.request(method, path, { cookie, ...(body !== undefined ? { body } : {}) });
const at = (route: string, slug: string) => `/api/admin/project${route}?slug=${slug}`;

async function libraryPicture(name: string): Promise<string> {
  const fd = new FormData();
  fd.append('file', new Blob([(await testImage('jpeg', 1200, 750, '#7a4f2f')) as BlobPart]), name);
  const res = await t.app.request(`${TEST_SITE}/api/admin/media`, {
    method: 'POST',
    body: fd,
    headers: { cookie, origin: TEST_SITE },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

async function publishProject(slug: string, project: ProjectInput) {
  const made = await call('POST', '/api/admin/projects', { slug, title: project.title });
  expect(made.status, made.text).toBe(201);
  const draft = (await call('GET', at('', slug))).json as ProjectDetail;
  const saved = await call('PUT', at('/draft', slug), { project, baseVersion: draft.version });
  expect(saved.status, saved.text).toBe(200);
  const published = await call('POST', at('/publish', slug), { baseVersion: saved.json.version });
  expect(published.status, published.text).toBe(200);
}

const INTERIORS = '/services/interiors';
/** Pages that show nothing of an interiors project that is not featured. */
const UNTOUCHED = ['/', '/services/furniture', '/engineering-services/steel-fabrication', '/contact'];

describe(`a project's publish reaches the pages that list it (${testEngine()})`, () => {
  it('re-renders its page, the index and the interiors listing, and no other page', async () => {
    // A new library file is on every page (any slot may show it): uploaded before the pages are cached.
    const picture = await libraryPicture('lounge.jpg');
    const cached = new Map<string, string>();
    for (const path of [INTERIORS, '/projects', ...UNTOUCHED]) {
      const res = await t.request('GET', path);
      expect(res.status, path).toBe(200);
      cached.set(path, res.text);
    }
    // The interiors listing shows its 8 brought-in projects; the last is this one.
    expect(cached.get(INTERIORS)).toContain('Furniture showroom, Mombasa Road');
    const renders = t.server.site.renderCount();
    await publishProject('riverside-lounge', {
      title: 'Riverside Hotel Lounge',
      sector: 'Hospitality',
      place: 'Riverside, Nairobi',
      completed: '2026-11-20',
      services: [INTERIORS],
      media: [{ media: picture, alt: 'The lounge at dusk' }],
      cover: picture,
      summary: 'A hotel lounge with a bar, banquettes and a timber ceiling.',
      description: 'Designed and built in ten weeks while the hotel stayed open.',
      facts: ['Ten weeks'],
    });
    // Dated, so newest: first in the interiors listing, which drops its last (limit 8).
    const interiors = (await t.request('GET', INTERIORS)).text;
    expect(interiors).toContain('Riverside Hotel Lounge');
    expect(interiors).not.toContain('Furniture showroom, Mombasa Road');
    expect((await t.request('GET', '/projects')).text).toContain('Riverside Hotel Lounge');
    const own = await t.request('GET', '/projects/riverside-lounge');
    expect(own.status).toBe(200);
    expect(own.text).toContain('Designed and built in ten weeks while the hotel stayed open.');
    expect(t.server.site.renderCount(), 'its page, the index and the interiors page: three renders').toBe(renders + 3);
    for (const path of UNTOUCHED) expect((await t.request('GET', path)).text, path).toBe(cached.get(path));
    expect(t.server.site.renderCount(), 'the other pages answered from the cache').toBe(renders + 3);
    expect((await t.request('GET', '/sitemap.xml')).text).toContain('/projects/riverside-lounge</loc>');

    // In the trash it is in no listing, and its page is gone.
    const trashed = await call('DELETE', `/api/admin/projects?slug=riverside-lounge`);
    expect(trashed.status, trashed.text).toBe(200);
    const after = (await t.request('GET', INTERIORS)).text;
    expect(after).not.toContain('Riverside Hotel Lounge');
    expect(after).toContain('Furniture showroom, Mombasa Road');
    expect((await t.request('GET', '/projects/riverside-lounge')).status).toBe(404);
    expect((await t.request('GET', '/projects')).text).not.toContain('Riverside Hotel Lounge');
  });

  it('on a second instance too: the change from the feed re-renders its page, the index and the interiors listing only', async () => {
    const other = await createTestApp({ sameDataAs: t, contentPollMs: 50 });
    try {
      const picture = await libraryPicture('terrace.jpg');
      // The upload's own change (on every page) is applied before the pages are cached.
      await other.server.deps.changes.catchUp();
      const cached = new Map<string, string>();
      for (const path of [INTERIORS, '/projects', ...UNTOUCHED])
        cached.set(path, (await other.request('GET', path)).text);
      const renders = other.server.site.renderCount();
      await publishProject('riverside-terrace', {
        title: 'Riverside Hotel Terrace',
        completed: '2026-11-21',
        services: [INTERIORS],
        media: [{ media: picture, alt: 'The terrace' }],
        cover: picture,
        summary: 'An outdoor terrace with planters and a pergola.',
        description: 'Built over a weekend.',
      });
      await expect
        .poll(async () => (await other.request('GET', INTERIORS)).text, {
          timeout: 10_000,
          message: 'the other instance never showed the project on the interiors page',
        })
        .toContain('Riverside Hotel Terrace');
      expect((await other.request('GET', '/projects')).text).toContain('Riverside Hotel Terrace');
      expect((await other.request('GET', '/projects/riverside-terrace')).status).toBe(200);
      for (const path of UNTOUCHED) expect((await other.request('GET', path)).text, path).toBe(cached.get(path));
      expect(other.server.site.renderCount(), 'its page, the index and the interiors page: three renders').toBe(
        renders + 3,
      );
    } finally {
      await other.close();
    }
  });

  it('an edit staff publish over a project file shows on the listing that came from its hand list', async () => {
    const steel = '/engineering-services/steel-fabrication';
    const slug = 'dairy-processing-line-thika';
    expect((await t.request('GET', steel)).text).toContain('Dairy Processing Line, Thika');
    const file = (await call('GET', at('', slug))).json as ProjectDetail;
    const project = { ...(file.live as ProjectInput), title: 'Dairy Line, Thika (Phase 2)' };
    const saved = await call('PUT', at('/draft', slug), { project, baseVersion: file.version });
    expect(saved.status, saved.text).toBe(200);
    const published = await call('POST', at('/publish', slug), { baseVersion: saved.json.version });
    expect(published.status, published.text).toBe(200);
    const shown = (await t.request('GET', steel)).text;
    expect(shown).toContain('Dairy Line, Thika (Phase 2)');
    expect(shown).not.toContain('Dairy Processing Line, Thika');
    // Still in its place among the three (the file's order), and its own page follows.
    expect(shown.indexOf('Logistics Warehouse, Athi River')).toBeLessThan(shown.indexOf('Dairy Line, Thika (Phase 2)'));
    expect(shown.indexOf('Dairy Line, Thika (Phase 2)')).toBeLessThan(
      shown.indexOf('Mall Atrium Staircase, Westlands'),
    );
    expect((await t.request('GET', `/projects/${slug}`)).text).toContain('Dairy Line, Thika (Phase 2)');
  });

  it('a page staff published with a hand list keeps it: their words are unchanged', async () => {
    const page = (await call('GET', `/api/admin/page?path=${encodeURIComponent(INTERIORS)}`)).json;
    const doc = structuredClone(page.published);
    const grid = doc.blocks.find((b: { type: string }) => b.type === 'portfolio-grid');
    grid.props.groups = [
      {
        items: [
          {
            media: '/uploads/interiors/main/recent-projects/interiors-main-recent-projects-image-1.jpg',
            alt: 'A',
            caption: 'Our Own Hand-Listed Office',
          },
        ],
      },
    ];
    const draft = await call('PUT', `/api/admin/page/draft?path=${encodeURIComponent(INTERIORS)}`, {
      page: doc,
      baseVersion: page.version,
    });
    expect(draft.status, draft.text).toBe(200);
    const published = await call('POST', `/api/admin/page/publish?path=${encodeURIComponent(INTERIORS)}`, {
      baseVersion: draft.json.version,
    });
    expect(published.status, published.text).toBe(200);
    const shown = (await t.request('GET', INTERIORS)).text;
    expect(shown).toContain('Our Own Hand-Listed Office');
    expect(shown).not.toContain('Furniture showroom, Mombasa Road');
  });
});
