import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testEngine } from '../../tests/support/database';
import { NO_VIDEO_TOOLS, SITE, libraryUpload, mediaCall, mediaTestApp, testImage } from '../../tests/support/media';
import { createSession } from '../auth/sessions';

type App = Awaited<ReturnType<typeof mediaTestApp>>;
let t: App;

beforeEach(async () => {
  t = await mediaTestApp(undefined, { videoTools: NO_VIDEO_TOOLS });
});
afterEach(async () => {
  await t.close();
});

const call = (method: string, path: string, body?: unknown, cookie = t.cookie) =>
  mediaCall(t, method, path, body, cookie);

async function uploadPhoto(name: string) {
  const uploaded = await libraryUpload(t, await testImage('jpeg'), name);
  expect(uploaded.status).toBe(201);
  return uploaded.json;
}

/** A new page whose hero shows `url`, published. */
async function publishPage(path: string, url: string) {
  const created = await call('POST', `/api/admin/page?path=${path}`, { title: 'Kitchens' });
  expect(created.status).toBe(201);
  const page = structuredClone((await call('GET', `/api/admin/page?path=${path}`)).json.draft);
  page.blocks[0].props.slides = [{ media: url, alt: 'A kitchen' }];
  const saved = await call('PUT', `/api/admin/page/draft?path=${path}`, { page, baseVersion: created.json.version });
  expect(saved.json.issues).toEqual([]);
  expect((await call('POST', `/api/admin/page/publish?path=${path}`, { baseVersion: saved.json.version })).status).toBe(
    200,
  );
}

/** Where the live page crops the picture (its object-position) and the sharing picture it names. */
async function shown(path: string) {
  const html = await (await t.app.request(`${SITE}${path}`)).text();
  const position = /object-position:\s*([\d.]+% [\d.]+%)/.exec(html)?.[1];
  const og = /<meta property="og:image" content="([^"]*)">/.exec(html)?.[1];
  return { position, og };
}

const picture = (id: string) => `/api/admin/picture?id=${id}`;
const at = (route: string, id: string) => `/api/admin/picture/${route}?id=${id}`;

async function saveDraft(id: string, focus: { x: number; y: number }, cookie = t.cookie) {
  const { version } = (await call('GET', picture(id), undefined, cookie)).json;
  const saved = await call('PUT', at('draft', id), { picture: { focus, edit: null }, baseVersion: version }, cookie);
  expect(saved).toMatchObject({ status: 200, json: { issues: [] } });
  return saved.json.version as number;
}

describe(`a live picture's focal point goes through publish, with undo (${testEngine()})`, () => {
  it('a draft leaves the live page alone; publish re-crops it; restoring the earlier version brings it back', async () => {
    const photo = await uploadPhoto('site-visit.jpg');
    await publishPage('/kitchens', photo.url);
    const before = await shown('/kitchens');
    // The centre is the default: the page writes no object-position for it.
    expect(before.position).toBeUndefined();
    expect(before.og).toBeTruthy();

    // The library's direct save is refused for a live picture's focal point: it would skip publish.
    const direct = await call('PATCH', `/api/admin/media/${photo.id}`, { focus: { x: 0.1, y: 0.9 } });
    expect(direct.status).toBe(409);
    expect(direct.json.error).toMatch(/is on live pages: save its focal point as a draft and publish it/);
    expect(await shown('/kitchens')).toEqual(before);

    const first = (await call('GET', picture(photo.id))).json;
    expect(first).toMatchObject({ url: photo.url, published: { focus: { x: 0.5, y: 0.5 } }, draft: null });

    const version = await saveDraft(photo.id, { x: 0.1, y: 0.9 });
    const drafted = (await call('GET', picture(photo.id))).json;
    expect(drafted).toMatchObject({ draft: { focus: { x: 0.1, y: 0.9 } }, published: { focus: { x: 0.5, y: 0.5 } } });
    // Nothing visitors see has changed: the page, its sharing picture, and the library's own answer.
    expect(await shown('/kitchens')).toEqual(before);
    expect((await call('GET', `/api/admin/media/${photo.id}`)).json.focus).toEqual({ x: 0.5, y: 0.5 });
    // The library says a change waits, in the list and for the one file, so nobody loses sight of it.
    const listed = (await call('GET', '/api/admin/media')).json.items as { id: string; unpublishedChange?: boolean }[];
    expect(listed.find((a) => a.id === photo.id)?.unpublishedChange).toBe(true);
    expect((await call('GET', `/api/admin/media/${photo.id}`)).json.unpublishedChange).toBe(true);

    // Compare names the fields as the focal point panel does, not by their keys.
    const compared = await call('GET', `${at('compare', photo.id)}&from=live&to=draft`);
    expect(compared.json.changes.map((c: { where: string[] }) => c.where.join(' › '))).toEqual([
      'Focal point › From the left (0 to 1)',
      'Focal point › From the top (0 to 1)',
    ]);

    const preview = await call('POST', '/api/admin/picture/preview', {
      id: photo.id,
      url: photo.url,
      picture: { focus: { x: 0.1, y: 0.9 }, edit: null },
    });
    expect(preview.status).toBe(200);
    expect(preview.text).toContain('object-position:10% 90%');

    expect((await call('POST', at('publish', photo.id), { baseVersion: version })).status).toBe(200);
    await expect.poll(async () => (await shown('/kitchens')).position, { timeout: 5_000 }).toBe('10% 90%');
    expect((await call('GET', `/api/admin/media/${photo.id}`)).json.unpublishedChange).toBeUndefined();
    const after = await shown('/kitchens');
    expect(after.og).not.toBe(before.og);
    expect((await call('GET', `/api/admin/media/${photo.id}`)).json.focus).toEqual({ x: 0.1, y: 0.9 });

    // Undo: History's earlier version (how the picture was before any change) becomes the draft, then goes live.
    const history = (await call('GET', at('revisions', photo.id))).json.items as { version: number; number: number }[];
    expect(history.map((h) => h.number)).toEqual([2, 1]);
    const { version: current } = (await call('GET', picture(photo.id))).json;
    const restored = await call('POST', at('restore', photo.id), { version: history[1].version, baseVersion: current });
    expect(restored.status).toBe(200);
    expect(await shown('/kitchens')).toEqual(after);
    expect((await call('POST', at('publish', photo.id), { baseVersion: restored.json.version })).status).toBe(200);
    await expect.poll(async () => (await shown('/kitchens')).position, { timeout: 5_000 }).toBeUndefined();
    expect((await shown('/kitchens')).og).toBe(before.og);
  });

  it('with review before publish on, an editor’s change is a draft submitted for review; it goes live when an admin publishes it', async () => {
    const photo = await uploadPhoto('office.jpg');
    await publishPage('/offices', photo.url);
    const created = await call('POST', '/api/admin/users', {
      username: 'akinyi',
      password: 'editor-pass-1',
      role: 'editor',
    });
    expect(created.status).toBe(201);
    const editor = `sid=${(await createSession(t.db, created.json.user.id)).id}`;
    expect((await call('PUT', '/api/admin/settings', { reviewBeforePublish: true })).status).toBe(200);
    const before = await shown('/offices');

    const version = await saveDraft(photo.id, { x: 0.2, y: 0.3 }, editor);
    expect((await call('POST', at('publish', photo.id), { baseVersion: version }, editor)).status).toBe(403);
    const submitted = await call('POST', at('review', photo.id), { baseVersion: version }, editor);
    expect(submitted.status).toBe(200);
    const queue = (await call('GET', '/api/admin/reviews')).json;
    // The queue links to the library with this picture opened, not to the whole library.
    expect(queue.items).toMatchObject([{ kind: 'picture', key: photo.id, editAt: `/admin/media?file=${photo.id}` }]);
    expect(await shown('/offices')).toEqual(before);

    expect((await call('POST', at('publish', photo.id), { baseVersion: version })).status).toBe(200);
    await expect.poll(async () => (await shown('/offices')).position, { timeout: 5_000 }).toBe('20% 30%');
  });

  it('deleting a picture takes its History, schedule and waiting review with it: no review names a file that is gone', async () => {
    const photo = await uploadPhoto('old-yard.jpg');
    await publishPage('/yards', photo.url);
    expect((await call('PUT', '/api/admin/settings', { reviewBeforePublish: true })).status).toBe(200);
    const version = await saveDraft(photo.id, { x: 0.25, y: 0.75 });
    expect((await call('POST', at('review', photo.id), { baseVersion: version })).status).toBe(200);
    expect(JSON.stringify((await call('GET', '/api/admin/reviews')).json)).toContain(photo.id);
    // The page lets the file go first (its hero shows no picture), then the file is deleted.
    const page = structuredClone((await call('GET', '/api/admin/page?path=/yards')).json);
    page.draft = page.draft ?? page.published;
    page.draft.blocks[0].props.slides = [];
    const saved = await call('PUT', '/api/admin/page/draft?path=/yards', {
      page: page.draft,
      baseVersion: page.version,
    });
    expect(
      (await call('POST', '/api/admin/page/publish?path=/yards', { baseVersion: saved.json.version })).status,
    ).toBe(200);
    // An earlier version of the page in History still shows it: staff confirm the delete.
    expect((await call('DELETE', `/api/admin/media/${photo.id}`)).status).toBe(409);
    expect((await call('DELETE', `/api/admin/media/${photo.id}?confirm=1`)).status).toBe(204);

    expect(JSON.stringify((await call('GET', '/api/admin/reviews')).json)).not.toContain(photo.id);
    expect((await call('GET', picture(photo.id))).status).toBe(404);
    expect((await call('GET', at('revisions', photo.id))).status).toBe(404);
  });

  it('a picture no live page shows is saved at once, and once it has a History the save is its newest version', async () => {
    const photo = await uploadPhoto('spare.jpg');
    const saved = await call('PATCH', `/api/admin/media/${photo.id}`, { focus: { x: 0.3, y: 0.4 } });
    expect(saved).toMatchObject({ status: 200, json: { focus: { x: 0.3, y: 0.4 } } });
    // Its History starts from what the library saved.
    expect((await call('GET', picture(photo.id))).json.published).toEqual({ focus: { x: 0.3, y: 0.4 }, edit: null });
    const again = await call('PATCH', `/api/admin/media/${photo.id}`, { focus: { x: 0.7, y: 0.6 }, alt: 'A spare' });
    expect(again).toMatchObject({ status: 200, json: { focus: { x: 0.7, y: 0.6 }, alt: 'A spare' } });
    const history = (await call('GET', at('revisions', photo.id))).json.items as { version: number }[];
    expect(history).toHaveLength(2);
    const newest = await call('GET', `/api/admin/picture/revision?id=${photo.id}&version=${history[0].version}`);
    expect(newest.json.picture).toEqual({ focus: { x: 0.7, y: 0.6 }, edit: null });
  });

  it('answers bad input with 400 and a missing picture with 404, never 500', async () => {
    const photo = await uploadPhoto('yard.jpg');
    expect((await call('GET', '/api/admin/picture?id=nope')).status).toBe(400);
    expect((await call('GET', `/api/admin/picture?id=${'0'.repeat(32)}`)).status).toBe(404);
    const { version } = (await call('GET', picture(photo.id))).json;
    // A draft with a problem is kept, its problem listed; it cannot be published.
    const bad = await call('PUT', at('draft', photo.id), {
      picture: { focus: { x: 1.5, y: 0.2 }, edit: null },
      baseVersion: version,
    });
    expect(bad.status).toBe(200);
    expect(bad.json.issues[0]).toMatchObject({ path: ['focus', 'x'] });
    const refused = await call('POST', at('publish', photo.id), { baseVersion: bad.json.version });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatch(/The picture change cannot be published/);
    expect((await call('PUT', at('draft', photo.id), { picture: 'x', baseVersion: version })).status).toBe(400);
    const wrongUrl = await call('POST', '/api/admin/picture/preview', {
      id: photo.id,
      url: '/uploads/_assets/x.jpg"><script>',
      picture: { focus: { x: 0.5, y: 0.5 }, edit: null },
    });
    expect(wrongUrl.status).toBe(400);
  });
});
