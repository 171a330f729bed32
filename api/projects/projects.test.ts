import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProjectDetail, ProjectListItem, ServicePage } from '../../contracts/project-requests';
import type { ProjectInput } from '../../contracts/projects';
import { createTestApp, TEST_SITE, type TestApp } from '../../tests/support/api';
import { testEngine } from '../../tests/support/database';
import { testImage } from '../../tests/support/media';
import { projectFiles } from '../../site-config/projects';

/**
 * Projects are documents of the core (kind 'project', keyed by slug): made
 * with a slug, saved as drafts with their problems, published now or at a
 * time, kept in History to compare and restore, put in the trash and brought
 * back. The API's own rules: services are the site's service pages, media
 * pass the media rules and library files exist, a slug is never given twice.
 */
let t: TestApp;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterEach(() => t.close());

const call = (method: string, path: string, body?: unknown, as = cookie) =>
  t.request(method, path, { cookie: as, ...(body !== undefined ? { body } : {}) });
const at = (route: string, slug: string) => `/api/admin/project${route}?slug=${slug}`;
const detail = async (slug: string) => (await call('GET', at('', slug))).json as ProjectDetail;
/** The projects these tests made: the project files that ship with the site are listed too, and left out here. */
const FILE_SLUGS = new Set(projectFiles.map((f) => f.slug));
const list = async (query = '') =>
  ((await call('GET', `/api/admin/projects${query}`)).json.items as ProjectListItem[]).filter(
    (p) => !FILE_SLUGS.has(p.slug),
  );
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

/** A picture in the media library (the library keeps one file per content: a colour of its own); answers its address. */
async function libraryPicture(name: string, color = '#2f6f4f'): Promise<string> {
  const fd = new FormData();
  fd.append('file', new Blob([(await testImage('jpeg', 1200, 750, color)) as BlobPart]), name);
  const res = await t.app.request(`${TEST_SITE}/api/admin/media`, {
    method: 'POST',
    body: fd,
    headers: { cookie, origin: TEST_SITE },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

async function aServicePage(): Promise<string> {
  const services = (await call('GET', '/api/admin/projects/services')).json.items as ServicePage[];
  expect(services.length).toBeGreaterThan(0);
  expect(services.every((s) => /^\/(services|engineering-services)\//.test(s.path) && s.title)).toBe(true);
  return services[0].path;
}

const aProject = (picture: string, service: string, over: Partial<ProjectInput> = {}): ProjectInput => ({
  title: 'Kilimani office fit-out',
  sector: 'Offices',
  place: 'Kilimani, Nairobi',
  completed: '2026-10-30',
  services: [service],
  media: [{ media: picture, alt: 'The open-plan floor' }],
  cover: picture,
  summary: 'Forty desks, two meeting rooms and a kitchen, handed over in six weeks.',
  description: 'We planned the floor in 3D and built it at night so the tenant could keep working.',
  facts: ['40 desks', 'Handed over in 6 weeks'],
  featured: true,
  ...over,
});

async function create(slug: string, title = 'Kilimani office fit-out') {
  const made = await call('POST', '/api/admin/projects', { slug, title });
  expect(made.status, made.text).toBe(201);
  return made.json.version as number;
}

/** Saves the project as the draft; answers the save's answer. */
async function saveDraft(slug: string, project: unknown) {
  const { version } = await detail(slug);
  return call('PUT', at('/draft', slug), { project, baseVersion: version });
}

async function publishNow(slug: string) {
  const { version } = await detail(slug);
  const res = await call('POST', at('/publish', slug), { baseVersion: version });
  expect(res.status, res.text).toBe(200);
}

describe(`projects are documents of the core (${testEngine()})`, () => {
  it('is made with a slug as a draft with its problems, published, compared and restored from History', async () => {
    await create('kilimani-office', 'Kilimani office');
    const first = await detail('kilimani-office');
    expect(first).toMatchObject({
      slug: 'kilimani-office',
      source: 'admin',
      live: null,
      draft: { title: 'Kilimani office' },
    });
    // The new project is saved with what is still to fill in, each at its field.
    expect(first.issues.map((i) => i.path.join('.'))).toEqual(expect.arrayContaining(['media', 'summary']));
    expect(await list()).toMatchObject([{ slug: 'kilimani-office', state: 'draft', title: 'Kilimani office' }]);

    const picture = await libraryPicture('kilimani.jpg');
    const service = await aServicePage();
    const saved = await saveDraft('kilimani-office', aProject(picture, service));
    expect(saved.json.issues, saved.text).toEqual([]);
    const preview = await call('POST', at('/preview', 'kilimani-office'), {
      slug: 'kilimani-office',
      project: aProject(picture, service),
    });
    expect(preview.status).toBe(200);
    expect(preview.text).toContain('Kilimani office fit-out');
    await publishNow('kilimani-office');
    expect(await detail('kilimani-office')).toMatchObject({ live: { title: 'Kilimani office fit-out' }, draft: null });
    expect(await list()).toMatchObject([{ state: 'live', services: [service], featured: true, hasDraft: false }]);

    expect((await saveDraft('kilimani-office', aProject(picture, service, { title: 'Kilimani HQ' }))).status).toBe(200);
    await publishNow('kilimani-office');
    const revisions = (await call('GET', at('/revisions', 'kilimani-office'))).json.items;
    expect(revisions.map((r: { number: number }) => r.number)).toEqual([2, 1]);
    const compared = await call('GET', `${at('/compare', 'kilimani-office')}&from=${revisions[1].version}&to=live`);
    expect(compared.json.changes).toEqual([
      expect.objectContaining({ path: ['title'], before: 'Kilimani office fit-out', after: 'Kilimani HQ' }),
    ]);
    const restored = await call('POST', at('/restore', 'kilimani-office'), {
      version: revisions[1].version,
      baseVersion: (await detail('kilimani-office')).version,
    });
    expect(restored.status, restored.text).toBe(200);
    expect(await detail('kilimani-office')).toMatchObject({
      live: { title: 'Kilimani HQ' },
      draft: { title: 'Kilimani office fit-out' },
    });
    // A project made in the admin has no project file to reset to.
    const reset = await call('POST', at('/restore', 'kilimani-office'), {
      source: 'file',
      baseVersion: (await detail('kilimani-office')).version,
    });
    expect(reset.status).toBe(409);
    expect(reset.json.error).toMatch(/has no project file to reset to/);
  });

  it('publishes at a time through the scheduler, not before', async () => {
    await create('westlands-clinic');
    const saved = await saveDraft(
      'westlands-clinic',
      aProject(await libraryPicture('clinic.jpg'), await aServicePage()),
    );
    const when = inMinutes(5);
    const scheduled = await call('POST', at('/publish', 'westlands-clinic'), {
      baseVersion: saved.json.version,
      at: when,
    });
    expect(scheduled.status, scheduled.text).toBe(202);
    expect(await detail('westlands-clinic')).toMatchObject({ scheduledAt: when, live: null });
    expect(await list('?state=scheduled')).toMatchObject([{ slug: 'westlands-clinic' }]);
    expect(await t.server.scheduler.publishDue(Date.now() + 4 * 60_000)).toEqual([]);
    expect(await t.server.scheduler.publishDue(Date.now() + 6 * 60_000)).toEqual(['westlands-clinic']);
    expect(await detail('westlands-clinic')).toMatchObject({
      scheduledAt: null,
      live: { title: 'Kilimani office fit-out' },
    });
    expect(await list('?state=live')).toMatchObject([{ slug: 'westlands-clinic' }]);
  });

  it('goes to the trash (cancelling its schedule, leaving every listing) and comes back as it was', async () => {
    const picture = await libraryPicture('karen.jpg');
    const service = await aServicePage();
    await create('karen-kitchen');
    await saveDraft('karen-kitchen', aProject(picture, service));
    await publishNow('karen-kitchen');
    const again = await saveDraft('karen-kitchen', aProject(picture, service, { title: 'Karen kitchen' }));
    const when = inMinutes(60);
    expect(
      (await call('POST', at('/publish', 'karen-kitchen'), { baseVersion: again.json.version, at: when })).status,
    ).toBe(202);

    const trashed = await call('DELETE', '/api/admin/projects?slug=karen-kitchen');
    expect(trashed.status, trashed.text).toBe(200);
    expect(trashed.json).toEqual({ trashed: 'karen-kitchen', cancelledSchedule: when });
    expect(await list('?state=live')).toEqual([]);
    expect(await list('?state=trashed')).toMatchObject([{ slug: 'karen-kitchen', state: 'trashed' }]);
    const gone = await call('GET', at('', 'karen-kitchen'));
    expect(gone.status).toBe(404);
    expect(gone.json.error).toMatch(/is in the trash/);
    // Nothing publishes a trashed project at the time it had.
    expect(await t.server.scheduler.publishDue(Date.now() + 61 * 60_000)).toEqual([]);

    const restored = await call('POST', '/api/admin/projects/restore?slug=karen-kitchen');
    expect(restored.status, restored.text).toBe(200);
    expect(restored.json).toEqual({ restored: 'karen-kitchen' });
    expect(await detail('karen-kitchen')).toMatchObject({
      live: { title: 'Kilimani office fit-out' },
      draft: { title: 'Karen kitchen' },
      scheduledAt: null,
    });
    expect((await call('POST', '/api/admin/projects/restore?slug=karen-kitchen')).status).toBe(404);
  });

  it('lists by service and by state', async () => {
    const picture = await libraryPicture('list.jpg');
    const services = ((await call('GET', '/api/admin/projects/services')).json.items as ServicePage[]).map(
      (s) => s.path,
    );
    expect(services.length).toBeGreaterThan(1);
    await create('runda-house');
    await saveDraft('runda-house', aProject(picture, services[0]));
    await publishNow('runda-house');
    await create('thika-warehouse');
    await saveDraft('thika-warehouse', aProject(picture, services[1]));
    const slugs = async (query: string) => (await list(query)).map((p) => p.slug).sort();
    expect(await slugs('')).toEqual(['runda-house', 'thika-warehouse']);
    expect(await slugs(`?service=${encodeURIComponent(services[0])}`)).toEqual(['runda-house']);
    expect(await slugs(`?service=${encodeURIComponent(services[1])}&state=draft`)).toEqual(['thika-warehouse']);
    expect(await slugs('?state=live')).toEqual(['runda-house']);
    const bad = await call('GET', '/api/admin/projects?state=finished');
    expect(bad.status).toBe(400);
    expect(bad.text).toMatch(/must be one of: trashed, scheduled, in-review, live, draft/);
  });

  it('refuses a slug that is taken, by a live project or by one in the trash, naming it', async () => {
    await create('lavington-villa');
    const twice = await call('POST', '/api/admin/projects', { slug: 'lavington-villa', title: 'Again' });
    expect(twice.status).toBe(409);
    expect(twice.json.error).toMatch(/lavington-villa is taken by another project/);
    expect((await call('DELETE', '/api/admin/projects?slug=lavington-villa')).status).toBe(200);
    const trashed = await call('POST', '/api/admin/projects', { slug: 'lavington-villa', title: 'Again' });
    expect(trashed.status).toBe(409);
    expect(trashed.json.error).toMatch(/lavington-villa is taken by a project in the trash/);
    const malformed = await call('POST', '/api/admin/projects', { slug: 'Lavington Villa', title: 'Again' });
    expect(malformed.status).toBe(400);
  });

  it('names a service that is not a service page, a cover not among the media and a file not in the library', async () => {
    await create('upper-hill-bank');
    const picture = await libraryPicture('bank.jpg');
    const other = await libraryPicture('other.jpg', '#a0522d');
    const service = await aServicePage();
    const project = aProject(picture, service, {
      services: [service, '/about'],
      cover: other,
      media: [
        { media: picture, alt: 'The banking hall' },
        { media: '/uploads/_assets/0123456789abcdef0123456789abcdef.jpg', alt: 'Gone' },
        { media: '/uploads/a..b/x.jpg', alt: 'Bad' },
      ],
    });
    const saved = await saveDraft('upper-hill-bank', project);
    expect(saved.status).toBe(200);
    const where = (path: string) => saved.json.issues.find((i: { path: unknown[] }) => i.path.join('.') === path);
    expect(where('services.1')?.message).toMatch(/\/about is not one of the site's service pages/);
    expect(where('cover')?.message).toMatch(/must be one of the project's pictures/);
    expect(where('media.1.media')?.message).toMatch(/not a file in this site's media library/);
    expect(where('media.2.media')?.message).toMatch(/must not contain "\.\." or "\/\/"/);
    const refused = await call('POST', at('/publish', 'upper-hill-bank'), { baseVersion: saved.json.version });
    expect(refused.status).toBe(400);
    expect(refused.json.issues.map((i: { field: string }) => i.field)).toEqual(
      expect.arrayContaining(['services.1', 'cover', 'media.1.media']),
    );
  });

  it('says where it shows: the pages whose listings select it, live and once the draft is published', async () => {
    const picture = await libraryPicture('where.jpg');
    const service = await aServicePage();
    // A page whose listing follows the collection: the service's projects.
    const made = await call('POST', '/api/admin/page?path=/our-work', { title: 'Our work' });
    expect(made.status).toBe(201);
    const page = structuredClone((await call('GET', '/api/admin/page?path=/our-work')).json.draft);
    page.blocks.splice(1, 0, { type: 'recent-projects', props: { heading: 'Recent work', source: { service } } });
    const saved = await call('PUT', '/api/admin/page/draft?path=/our-work', { page, baseVersion: made.json.version });
    expect(saved.json.issues).toEqual([]);
    expect(
      (await call('POST', '/api/admin/page/publish?path=/our-work', { baseVersion: saved.json.version })).status,
    ).toBe(200);

    await create('gigiri-residence');
    await saveDraft('gigiri-residence', aProject(picture, service));
    expect((await detail('gigiri-residence')).shownOn).toEqual({ live: [], draft: ['/our-work'] });
    await publishNow('gigiri-residence');
    expect((await detail('gigiri-residence')).shownOn).toEqual({ live: ['/our-work'], draft: null });
    // A draft without the service would leave the listing once published.
    await saveDraft('gigiri-residence', aProject(picture, service, { services: [] }));
    expect((await detail('gigiri-residence')).shownOn).toEqual({ live: ['/our-work'], draft: [] });
  });

  it("an editor's publish waits for review, and trashing is an admin's while review is on", async () => {
    const made = await call('POST', '/api/admin/users', {
      username: 'akinyi',
      password: 'editor-pass-1',
      role: 'editor',
    });
    expect(made.status).toBe(201);
    const editor = await t.login('akinyi', 'editor-pass-1');
    expect((await call('PUT', '/api/admin/settings', { reviewBeforePublish: true })).status).toBe(200);
    const picture = await libraryPicture('review.jpg');
    const service = await aServicePage();
    expect((await call('POST', '/api/admin/projects', { slug: 'kileleshwa-flat', title: 'Flat' }, editor)).status).toBe(
      201,
    );
    const { version } = (await call('GET', at('', 'kileleshwa-flat'), undefined, editor)).json;
    const saved = await call(
      'PUT',
      at('/draft', 'kileleshwa-flat'),
      { project: aProject(picture, service), baseVersion: version },
      editor,
    );
    const refused = await call('POST', at('/publish', 'kileleshwa-flat'), { baseVersion: saved.json.version }, editor);
    expect(refused.status).toBe(403);
    const submitted = await call('POST', at('/review', 'kileleshwa-flat'), { baseVersion: saved.json.version }, editor);
    expect(submitted.status, submitted.text).toBe(200);
    expect(await list('?state=in-review')).toMatchObject([{ slug: 'kileleshwa-flat' }]);
    const trash = await call('DELETE', '/api/admin/projects?slug=kileleshwa-flat', undefined, editor);
    expect(trash.status).toBe(403);
    expect(trash.json.error).toMatch(/ask an admin to delete this project/);
    await publishNow('kileleshwa-flat');
    expect(await list('?state=live')).toMatchObject([{ slug: 'kileleshwa-flat' }]);
  });
});
