import { rmSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testEngine } from '../../tests/support/database';
import { MP4_BYTES, NO_VIDEO_TOOLS, PDF_BYTES, SITE, mediaTestApp, testImage } from '../../tests/support/media';

type App = Awaited<ReturnType<typeof mediaTestApp>>;
let t: App;

beforeEach(async () => {
  t = await mediaTestApp(undefined, { videoTools: NO_VIDEO_TOOLS });
});
afterEach(async () => {
  await t.close();
});

const headers = () => ({ cookie: t.cookie, origin: SITE });

async function call(method: string, path: string, body?: unknown, extra: Record<string, string> = {}) {
  const init: RequestInit = { method, headers: { ...headers(), ...extra } };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const res = await t.app.request(`${SITE}${path}`, init);
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined };
}

async function uploadAsset(file: Uint8Array, name: string, alt?: string, extra: Record<string, string> = {}) {
  const fd = new FormData();
  if (alt !== undefined) fd.append('alt', alt);
  fd.append('file', new Blob([file as BlobPart]), name);
  const res = await t.app.request(`${SITE}/api/admin/media`, {
    method: 'POST',
    body: fd,
    headers: { ...headers(), ...extra },
  });
  return { status: res.status, json: await res.json() };
}

/** A new admin page whose hero shows `url`, saved as a draft (and published when asked). */
async function pageShowing(path: string, url: string, publish = false) {
  const created = await call('POST', `/api/admin/page?path=${path}`, { title: 'Kitchens' });
  expect(created.status).toBe(201);
  const detail = await call('GET', `/api/admin/page?path=${path}`);
  const page = structuredClone(detail.json.draft);
  page.blocks[0].props.slides = [{ media: url, alt: 'A kitchen' }];
  const saved = await call('PUT', `/api/admin/page/draft?path=${path}`, { page, baseVersion: created.json.version });
  expect(saved.json.issues).toEqual([]);
  if (publish) {
    const pub = await call('POST', `/api/admin/page/publish?path=${path}`, { baseVersion: saved.json.version });
    expect(pub.status).toBe(200);
  }
  return saved.json.version as number;
}

describe(`media library API (${testEngine()})`, () => {
  it('stores an upload once under a content address, with its size, and lists it newest first', async () => {
    const jpeg = await testImage('jpeg', 1200, 800);
    const first = await uploadAsset(jpeg, 'Kitchen Island.JPG', 'A kitchen island');
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({
      kind: 'image',
      fileName: 'Kitchen Island.JPG',
      alt: 'A kitchen island',
      width: 1200,
      height: 800,
      bytes: jpeg.length,
      createdBy: 'admin',
      usedBy: [],
    });
    expect(first.json.url).toMatch(/^\/uploads\/_assets\/[0-9a-f]{32}\.jpg$/);
    expect(first.json.thumb).toMatch(/-480w\.webp/);
    // The same bytes again: the same asset, stored once.
    const again = await uploadAsset(jpeg, 'copy.jpg');
    expect(again.json.id).toBe(first.json.id);
    const pdf = await uploadAsset(PDF_BYTES, 'brochure.pdf');
    const video = await uploadAsset(MP4_BYTES, 'site.mp4');
    expect([pdf.json.kind, video.json.kind]).toEqual(['pdf', 'video']);

    const all = await call('GET', '/api/admin/media');
    expect(all.json.items.map((a: { fileName: string }) => a.fileName)).toEqual([
      'site.mp4',
      'brochure.pdf',
      'Kitchen Island.JPG',
    ]);
    const served = await t.app.request(`${SITE}${first.json.url}`);
    expect(served.status).toBe(200);

    // Paged, filtered, searched.
    const page1 = await call('GET', '/api/admin/media?limit=2');
    expect(page1.json.items).toHaveLength(2);
    const page2 = await call('GET', `/api/admin/media?limit=2&cursor=${page1.json.nextCursor}`);
    expect(page2.json).toMatchObject({ items: [{ fileName: 'Kitchen Island.JPG' }], nextCursor: null });
    expect((await call('GET', '/api/admin/media?kind=pdf')).json.items).toHaveLength(1);
    expect((await call('GET', '/api/admin/media?q=island')).json.items).toHaveLength(1);
    expect((await call('GET', '/api/admin/media?q=100%25')).json.items).toHaveLength(0);
  });

  it('answers one file by its id (the name a media field shows for its address), 404 for a gone or bad id', async () => {
    const jpeg = await testImage('jpeg', 40, 30);
    const up = await uploadAsset(jpeg, 'Kitchen Island.JPG', 'A kitchen island');
    const one = await call('GET', `/api/admin/media/${up.json.id}`);
    expect(one.status).toBe(200);
    expect(one.json).toMatchObject({ id: up.json.id, url: up.json.url, fileName: 'Kitchen Island.JPG', usedBy: [] });
    const gone = await call('GET', `/api/admin/media/${'0'.repeat(32)}`);
    expect(gone.status).toBe(404);
    expect(gone.json.error).toMatch(/no file .* in the media library/);
    expect((await call('GET', '/api/admin/media/not-an-id')).status).toBe(404);
  });

  it('answers bad input with an error naming it, never a 500', async () => {
    const bad = [
      await call('GET', '/api/admin/media?kind=gif'),
      await call('GET', '/api/admin/media?limit=0'),
      await call('GET', '/api/admin/media?cursor=abc'),
      await call('GET', '/api/admin/media?unused=yes'),
    ];
    expect(bad.map((r) => r.status)).toEqual([400, 400, 400, 400]);
    expect(JSON.stringify(bad[0].json)).toContain('kind');
    const text = await uploadAsset(new TextEncoder().encode('just some words, not a picture'), 'notes.txt');
    expect(text.status).toBe(415);
    expect(text.json.error).toMatch(/notes\.txt is not a JPEG, PNG or WebP image/);
    const empty = await uploadAsset(new Uint8Array(), 'empty.jpg');
    expect(empty.status).toBe(400);
    const noFile = await t.app.request(`${SITE}/api/admin/media`, {
      method: 'POST',
      headers: { ...headers(), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(noFile.status).toBe(400);
    const long = await uploadAsset(await testImage('png', 20, 20), 'x.png', 'a'.repeat(300));
    expect(long.status).toBe(400);
    expect((await call('PATCH', '/api/admin/media/not-an-id', { alt: 'x' })).status).toBe(404);
    expect((await call('DELETE', `/api/admin/media/${'0'.repeat(32)}`)).status).toBe(404);
    const asset = await uploadAsset(await testImage('png', 20, 20), 'x.png');
    const patchBad = await call('PATCH', `/api/admin/media/${asset.json.id}`, { alt: 5 });
    expect(patchBad.status).toBe(400);
    // The upload manager's record route still answers on its own path.
    const records = await call('GET', '/api/admin/media/records');
    expect(records.status).toBe(200);
  });

  it('needs a session and a same-origin request', async () => {
    const png = await testImage('png', 20, 20);
    expect((await t.app.request(`${SITE}/api/admin/media`)).status).toBe(401);
    const cross = await uploadAsset(png, 'x.png', undefined, { origin: 'https://evil.example' });
    expect(cross.status).toBe(403);
    expect((await call('GET', '/api/admin/media')).json.items).toEqual([]);
  });

  it('edits the default alt text', async () => {
    const asset = await uploadAsset(await testImage('webp', 40, 30), 'shelf.webp');
    const edited = await call('PATCH', `/api/admin/media/${asset.json.id}`, { alt: '  Oak shelf  ' });
    expect(edited).toMatchObject({ status: 200, json: { alt: 'Oak shelf' } });
    const cleared = await call('PATCH', `/api/admin/media/${asset.json.id}`, { alt: '' });
    expect(cleared.json.alt).toBeNull();
  });

  it('finds a file when every word of the search is in its name, its alt text or a page using it', async () => {
    const mall = await uploadAsset(
      await testImage('jpeg', 60, 40, '#336699'),
      'shopping-mall.jpg',
      'Garden City centres',
    );
    await uploadAsset(await testImage('jpeg', 60, 40, '#996633'), 'centres.jpg', 'Offices');
    const island = await uploadAsset(await testImage('jpeg', 60, 40, '#669933'), 'oak-island.jpg');
    await pageShowing('/kitchens', island.json.url);
    const found = async (q: string) =>
      (await call('GET', `/api/admin/media?q=${encodeURIComponent(q)}`)).json.items.map((a: { id: string }) => a.id);
    expect(await found('shopping centres')).toEqual([mall.json.id]);
    expect(await found('  Centres   SHOPPING ')).toEqual([mall.json.id]);
    expect(await found('island kitchens')).toEqual([island.json.id]);
    expect(await found('shopping kitchens')).toEqual([]);
  });

  it('sets a focal point, which pages show as the picture’s object-position', async () => {
    const photo = await uploadAsset(await testImage('jpeg', 300, 600, '#445566'), 'phone-photo.jpg');
    expect(photo.json.focus).toEqual({ x: 0.5, y: 0.5 });
    const set = await call('PATCH', `/api/admin/media/${photo.json.id}`, { focus: { x: 0.25, y: 0.8 } });
    expect(set).toMatchObject({ status: 200, json: { focus: { x: 0.25, y: 0.8 }, alt: null } });
    // The alt text and the focal point are edited apart: one does not reset the other.
    const alt = await call('PATCH', `/api/admin/media/${photo.json.id}`, { alt: 'Site foreman' });
    expect(alt.json).toMatchObject({ focus: { x: 0.25, y: 0.8 }, alt: 'Site foreman' });
    // Below what PostgreSQL's real holds (about 1.2e-38): kept at a ten-thousandth, never a 500.
    const tiny = await call('PATCH', `/api/admin/media/${photo.json.id}`, { focus: { x: 1e-40, y: 0.123456 } });
    expect(tiny).toMatchObject({ status: 200, json: { focus: { x: 0, y: 0.1235 } } });
    await call('PATCH', `/api/admin/media/${photo.json.id}`, { focus: { x: 0.25, y: 0.8 } });
    const bad = await call('PATCH', `/api/admin/media/${photo.json.id}`, { focus: { x: 1.5, y: 0.2 } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toMatch(/at most 1/);
    expect((await call('PATCH', `/api/admin/media/${photo.json.id}`, {})).status).toBe(400);
    await pageShowing('/foreman', photo.json.url, true);
    const html = await (await t.app.request(`${SITE}/foreman`)).text();
    expect(html).toMatch(/<img[^>]*style="object-position:25% 80%"/);
  });

  it('uses the file’s default alt text where a page leaves the alt empty', async () => {
    const chair = await uploadAsset(await testImage('jpeg', 80, 80, '#aa7744'), 'chair.jpg', 'Walnut lounge chair');
    const created = await call('POST', '/api/admin/page?path=/chairs', { title: 'Chairs' });
    const detail = await call('GET', '/api/admin/page?path=/chairs');
    const page = structuredClone(detail.json.draft);
    page.blocks.push({
      type: 'product-grid',
      props: { heading: 'Chairs', items: [{ media: chair.json.url, name: 'Lounge' }] },
    });
    const saved = await call('PUT', '/api/admin/page/draft?path=/chairs', { page, baseVersion: created.json.version });
    expect(saved.json.issues).toEqual([]);
    const pub = await call('POST', '/api/admin/page/publish?path=/chairs', { baseVersion: saved.json.version });
    expect(pub.status).toBe(200);
    const html = await (await t.app.request(`${SITE}/chairs`)).text();
    expect(html).toContain('alt="Walnut lounge chair"');
  });

  it('a page that leaves a picture’s alt empty says the file’s alt text, in every block with alt text; a file with none is refused at publish', async () => {
    const desk = await uploadAsset(await testImage('jpeg', 80, 60, '#335577'), 'desk.jpg', 'Oak reception desk');
    const bare = await uploadAsset(await testImage('jpeg', 80, 60, '#775533'), 'bare.jpg');
    const created = await call('POST', '/api/admin/page?path=/desks', { title: 'Desks' });
    const detail = await call('GET', '/api/admin/page?path=/desks');
    const page = structuredClone(detail.json.draft);
    const url = desk.json.url;
    page.blocks[0].props.slides = [{ media: url, alt: '' }];
    page.blocks.push(
      { type: 'portfolio-grid', props: { heading: 'Work', groups: [{ items: [{ media: url, alt: '' }] }] } },
      { type: 'media-showcase', props: { heading: 'Showroom', images: [{ media: url, alt: '' }] } },
      {
        type: 'recent-projects',
        props: {
          heading: 'Recent',
          projects: [{ title: 'HQ', description: 'A head office', specs: ['40 desks'], media: url, alt: '' }],
        },
      },
      {
        type: 'gallery',
        props: {
          categories: [{ id: 'desks', label: 'Desks', items: [{ media: url, title: 'Desk', alt: '' }] }],
          defaultCategory: 'desks',
          catalogs: [],
        },
      },
    );
    const saved = await call('PUT', '/api/admin/page/draft?path=/desks', { page, baseVersion: created.json.version });
    expect(saved.json.issues).toEqual([]);
    const pub = await call('POST', '/api/admin/page/publish?path=/desks', { baseVersion: saved.json.version });
    expect(pub.status).toBe(200);
    const html = await (await t.app.request(`${SITE}/desks`)).text();
    const alts = [...html.matchAll(/<img[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => tag.includes('/uploads/_assets/'))
      .map((tag) => /alt="([^"]*)"/.exec(tag)?.[1]);
    expect(alts.length).toBeGreaterThanOrEqual(5);
    expect(new Set(alts)).toEqual(new Set(['Oak reception desk']));

    // A file with no alt text of its own: the page must describe it, or the file be given one.
    page.blocks[0].props.slides = [{ media: bare.json.url, alt: '' }];
    const again = await call('PUT', '/api/admin/page/draft?path=/desks', { page, baseVersion: pub.json.version });
    const refused = await call('POST', '/api/admin/page/publish?path=/desks', { baseVersion: again.json.version });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.json)).toMatch(/blocks\.0\.props\.slides\.0\.alt/);
    expect(JSON.stringify(refused.json)).toContain('no alt text in the media library');
  });

  it('refuses to delete a file a draft or a published page uses, naming the page; deletes an unused one', async () => {
    const used = await uploadAsset(await testImage('jpeg', 300, 200, '#884422'), 'hero.jpg');
    const unused = await uploadAsset(await testImage('jpeg', 300, 200, '#224488'), 'spare.jpg');
    await pageShowing('/kitchens', used.json.url);
    const inDraft = await call('DELETE', `/api/admin/media/${used.json.id}`);
    expect(inDraft.status).toBe(409);
    expect(inDraft.json.usedBy).toEqual([{ path: '/kitchens', state: 'draft' }]);
    expect(inDraft.json.error).toContain('/kitchens (draft)');

    const listed = await call('GET', '/api/admin/media?unused=1');
    expect(listed.json.items.map((a: { id: string }) => a.id)).toEqual([unused.json.id]);
    expect((await call('GET', '/api/admin/media?q=kitchens')).json.items[0].id).toBe(used.json.id);

    const gone = await call('DELETE', `/api/admin/media/${unused.json.id}`);
    expect(gone.status).toBe(204);
    expect((await t.app.request(`${SITE}${unused.json.url}`)).status).toBe(404);
    expect(t.files().some((f) => f.includes(unused.json.id))).toBe(false);
    expect((await call('DELETE', `/api/admin/media/${unused.json.id}`)).status).toBe(404);
    const activity = await call('GET', '/api/admin/pages/activity?limit=5');
    expect(activity.json.items[0]).toMatchObject({ action: 'media-del', path: unused.json.url, detail: 'spare.jpg' });

    // A draft cannot point at the deleted file: the field is named.
    const detail = await call('GET', '/api/admin/page?path=/kitchens');
    const page = structuredClone(detail.json.draft);
    page.blocks[0].props.slides = [{ media: unused.json.url, alt: 'Gone' }];
    const saved = await call('PUT', '/api/admin/page/draft?path=/kitchens', { page, baseVersion: detail.json.version });
    expect(saved.json.issues).toEqual([
      { path: ['blocks', 0, 'props', 'slides', 0, 'media'], message: expect.stringContaining('not a file in') },
    ]);
  });

  it('counts a published page as a use, and a file not in the library is refused by page validation', async () => {
    const asset = await uploadAsset(await testImage('jpeg', 300, 200), 'hero.jpg');
    await pageShowing('/kitchens', asset.json.url, true);
    const refused = await call('DELETE', `/api/admin/media/${asset.json.id}`);
    expect(refused.json.usedBy).toEqual([{ path: '/kitchens', state: 'published' }]);
    const live = await t.app.request(`${SITE}/kitchens`);
    expect(await live.text()).toContain(asset.json.url);

    const detail = await call('GET', '/api/admin/page?path=/kitchens');
    const page = structuredClone(detail.json.published);
    page.blocks[0].props.slides = [{ media: `/uploads/_assets/${'a'.repeat(32)}.jpg`, alt: 'Not ours' }];
    const saved = await call('PUT', '/api/admin/page/draft?path=/kitchens', { page, baseVersion: detail.json.version });
    expect(saved.json.issues[0].path).toEqual(['blocks', 0, 'props', 'slides', 0, 'media']);
    const pub = await call('POST', '/api/admin/page/publish?path=/kitchens', { baseVersion: saved.json.version });
    expect(pub.status).toBe(400);
  });

  it('counts the trash and earlier versions as uses: a delete asks first, and a page restored without its file comes back as a draft', async () => {
    const photo = await uploadAsset(await testImage('jpeg', 300, 200, '#668844'), 'kitchen.jpg');
    await pageShowing('/kitchens', photo.json.url, true);
    expect((await call('DELETE', '/api/admin/page?path=/kitchens', { gone: true })).status).toBe(200);
    // Only the trash keeps it now: the delete asks for a confirmation and names the page.
    const asked = await call('DELETE', `/api/admin/media/${photo.json.id}`);
    expect(asked.status).toBe(409);
    expect(asked.json).toMatchObject({ confirm: true, usedBy: [{ path: '/kitchens', state: 'trash' }] });
    expect(asked.json.error).toContain('/kitchens (in the Trash)');
    expect(t.store.hasAsset(photo.json.url)).toBe(true);
    expect((await call('DELETE', `/api/admin/media/${photo.json.id}?confirm=1`)).status).toBe(204);
    // The page comes back, but not live with a hole: as a draft, the field named.
    const trash = await call('GET', '/api/admin/pages/trash');
    const restored = await call('POST', '/api/admin/pages/trash/restore', { id: trash.json.items[0].id });
    expect(restored.status).toBe(200);
    expect(restored.json).toMatchObject({ restored: '/kitchens', asDraft: true });
    expect(restored.json.problems[0].path).toEqual(['blocks', 0, 'props', 'slides', 0, 'media']);
    expect((await t.app.request(`${SITE}/kitchens`)).status).toBe(404);
    const detail = await call('GET', '/api/admin/page?path=/kitchens');
    expect(detail.json.issues[0].path).toEqual(['blocks', 0, 'props', 'slides', 0, 'media']);
  });

  it('counts an earlier published version as a use, asked about before it is deleted', async () => {
    const first = await uploadAsset(await testImage('jpeg', 300, 200, '#112233'), 'first.jpg');
    const second = await uploadAsset(await testImage('jpeg', 300, 200, '#332211'), 'second.jpg');
    await pageShowing('/kitchens', first.json.url, true);
    const detail = await call('GET', '/api/admin/page?path=/kitchens');
    const page = structuredClone(detail.json.published);
    page.blocks[0].props.slides = [{ media: second.json.url, alt: 'Another kitchen' }];
    const saved = await call('PUT', '/api/admin/page/draft?path=/kitchens', { page, baseVersion: detail.json.version });
    expect(
      (await call('POST', '/api/admin/page/publish?path=/kitchens', { baseVersion: saved.json.version })).status,
    ).toBe(200);
    const asked = await call('DELETE', `/api/admin/media/${first.json.id}`);
    expect(asked.status).toBe(409);
    expect(asked.json).toMatchObject({ confirm: true, usedBy: [{ path: '/kitchens', state: 'revision' }] });
  });

  it('copies of pages start without the original page’s named slots', async () => {
    const copy = await call('POST', '/api/admin/page?path=/home-copy', { title: 'Copy', copyFrom: '/' });
    expect(copy.status).toBe(201);
    const detail = await call('GET', '/api/admin/page?path=/home-copy');
    const slots = JSON.stringify(detail.json.draft).match(/\/uploads\/[^"]+/g) ?? [];
    expect(slots.filter((s) => s !== '/uploads/placeholder.jpg' && !s.endsWith('.pdf'))).toEqual([]);
  });
});

describe(`media library on two instances (${testEngine()})`, () => {
  it('a publish on an instance that has not heard of a delete yet is refused, naming the field', async () => {
    // B follows the feed only once a minute: it still believes the file exists when it is asked to publish.
    const a = await mediaTestApp(undefined, { videoTools: NO_VIDEO_TOOLS, contentPollMs: 50, keepData: true });
    const b = await mediaTestApp(undefined, {
      videoTools: NO_VIDEO_TOOLS,
      contentPollMs: 60_000,
      sameDataAs: { config: a.config },
    });
    try {
      const req = async (app: typeof a, method: string, path: string, body?: unknown) => {
        const res = await app.app.request(`${SITE}${path}`, {
          method,
          headers: { cookie: app.cookie, origin: SITE, 'content-type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        const text = await res.text();
        return { status: res.status, json: text ? JSON.parse(text) : undefined };
      };
      const fd = new FormData();
      fd.append('file', new Blob([new Uint8Array(await testImage('jpeg', 300, 200, '#446688'))]), 'shared.jpg');
      const up = await a.app.request(`${SITE}/api/admin/media`, {
        method: 'POST',
        body: fd,
        headers: { cookie: a.cookie, origin: SITE },
      });
      const asset = (await up.json()) as { id: string; url: string };
      // A deletes the unused file.
      const del = await req(a, 'DELETE', `/api/admin/media/${asset.id}`);
      expect(del.status, JSON.stringify(del.json)).toBe(204);
      const created = await req(b, 'POST', '/api/admin/page?path=/race', { title: 'Race' });
      // B has not heard of the delete (as an instance half a second behind): its own check still takes the file.
      b.store.setAsset(asset.url, { width: 300, height: 200 });
      const detail = await req(b, 'GET', '/api/admin/page?path=/race');
      const page = structuredClone(detail.json.draft);
      page.blocks[0].props.slides = [{ media: asset.url, alt: 'A kitchen' }];
      const saved = await req(b, 'PUT', '/api/admin/page/draft?path=/race', {
        page,
        baseVersion: created.json.version,
      });
      expect(saved.json.issues).toEqual([]);
      const pub = await req(b, 'POST', '/api/admin/page/publish?path=/race', { baseVersion: saved.json.version });
      expect(pub.status).toBe(400);
      expect(pub.json.issues[0].path).toEqual(['blocks', 0, 'props', 'slides', 0, 'media']);
    } finally {
      await b.close();
      await a.close();
      rmSync(a.dataDir, { recursive: true, force: true });
    }
  });

  it('a file added on one is accepted in drafts on the other, and after a delete answers 404 on both', async () => {
    const a = await mediaTestApp(undefined, { videoTools: NO_VIDEO_TOOLS, contentPollMs: 50, keepData: true });
    const b = await mediaTestApp(undefined, {
      videoTools: NO_VIDEO_TOOLS,
      contentPollMs: 50,
      sameDataAs: { config: a.config },
    });
    try {
      const fd = new FormData();
      fd.append('file', new Blob([new Uint8Array(await testImage('jpeg', 300, 200, '#446688'))]), 'shared.jpg');
      const up = await a.app.request(`${SITE}/api/admin/media`, {
        method: 'POST',
        body: fd,
        headers: { cookie: a.cookie, origin: SITE },
      });
      const asset = (await up.json()) as { id: string; url: string };
      await expect.poll(() => b.store.hasAsset(asset.url), { timeout: 5_000 }).toBe(true);
      // A focal point set on A reaches B's pages through the change feed.
      const focused = await a.app.request(`${SITE}/api/admin/media/${asset.id}`, {
        method: 'PATCH',
        headers: { cookie: a.cookie, origin: SITE, 'content-type': 'application/json' },
        body: JSON.stringify({ focus: { x: 0.1, y: 0.9 } }),
      });
      expect(focused.status).toBe(200);
      await expect.poll(() => b.store.resolve(asset.url).focus, { timeout: 5_000 }).toEqual({ x: 10, y: 90 });
      expect((await b.app.request(`${SITE}${asset.url}`)).status).toBe(200);
      const del = await a.app.request(`${SITE}/api/admin/media/${asset.id}`, {
        method: 'DELETE',
        headers: { cookie: a.cookie, origin: SITE },
      });
      expect(del.status).toBe(204);
      await expect.poll(() => b.store.hasAsset(asset.url), { timeout: 5_000 }).toBe(false);
      expect((await a.app.request(`${SITE}${asset.url}`)).status).toBe(404);
      expect((await b.app.request(`${SITE}${asset.url}`)).status).toBe(404);
    } finally {
      await b.close();
      await a.close();
      rmSync(a.dataDir, { recursive: true, force: true });
    }
  });
});
