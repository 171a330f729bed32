import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testEngine } from '../../tests/support/database';
import { MP4_BYTES, NO_VIDEO_TOOLS, SITE, libraryUpload, mediaCall, mediaTestApp } from '../../tests/support/media';
import { createSession } from '../auth/sessions';
import { editTag, taggedStem, type PictureEdit } from '../../media/picture-edit';

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

async function uploadAsset(file: Uint8Array, name: string) {
  const uploaded = await libraryUpload(t, file, name);
  expect(uploaded.status).toBe(201);
  return uploaded.json;
}

/**
 * A phone photo taken sideways, 1200 × 800: its left half blue, its right half red. Turned a quarter to the
 * right, the blue half is on top.
 */
function sidewaysPhoto() {
  const half = (color: string) =>
    sharp({ create: { width: 600, height: 800, channels: 3, background: color } })
      .png()
      .toBuffer();
  return Promise.all([half('#0000ff'), half('#ff0000')]).then(([left, right]) =>
    sharp({ create: { width: 1200, height: 800, channels: 3, background: '#000000' } })
      .composite([
        { input: left, top: 0, left: 0 },
        { input: right, top: 0, left: 600 },
      ])
      .jpeg()
      .toBuffer(),
  );
}

/** A new page whose hero shows `url`, published. */
async function publishPage(path: string, url: string) {
  const created = await call('POST', `/api/admin/page?path=${path}`, { title: 'Kitchens' });
  expect(created.status).toBe(201);
  const page = structuredClone((await call('GET', `/api/admin/page?path=${path}`)).json.draft);
  page.blocks[0].props.slides = [{ media: url, alt: 'A kitchen' }];
  const saved = await call('PUT', `/api/admin/page/draft?path=${path}`, { page, baseVersion: created.json.version });
  expect(saved.json.issues).toEqual([]);
  const pub = await call('POST', `/api/admin/page/publish?path=${path}`, { baseVersion: saved.json.version });
  expect(pub.status).toBe(200);
}

/** The variant addresses (of the original, or of a crop's own sizes) and the og:image a public page names for `url`'s picture. */
async function pictureOnPage(path: string, url: string, edit?: PictureEdit | null) {
  const html = await (await t.app.request(`${SITE}${path}`)).text();
  const stem = taggedStem(url.slice('/uploads/_assets/'.length).replace(/\.jpg$/, ''), editTag(edit));
  const variants = [
    ...html.matchAll(new RegExp(`/uploads/_variants/_assets/${stem}-\\d+w\\.webp\\?v=[^ "]+`, 'g')),
  ].map((m) => m[0]);
  const og = /<meta property="og:image" content="([^"]*)">/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  return { variants, og };
}

const colourOf = async (bytes: Buffer) => {
  const [r, , b] = (await sharp(bytes).stats()).channels;
  return r.mean > 200 && b.mean < 50 ? 'red' : b.mean > 200 && r.mean < 50 ? 'blue' : 'mixed';
};

const sizePath = (url: string, width: number, ext: string, edit?: PictureEdit | null) =>
  join(t.store.root, t.store.variantKey(url, width, ext, editTag(edit)));

/** The picture's settings document: its version and the crop pages show. */
const settingsOf = async (id: string) => (await call('GET', `/api/admin/picture?id=${id}`)).json;

describe(`crop and rotate in the media library (${testEngine()})`, () => {
  it('turns and crops a picture no live page shows at once, without touching the original; Reset brings the original back; a page shows the crop', async () => {
    const photo = await uploadAsset(await sidewaysPhoto(), 'IMG_2041.jpg');
    const original = readFileSync(t.store.filePath(photo.url));

    // A quarter turn to the right makes it 800 × 1200 with blue on top; the crop keeps the top half: blue only.
    const edit = { turns: 1, crop: { x: 0, y: 0, width: 1, height: 0.5 } };
    const saved = await call('PATCH', `/api/admin/media/${photo.id}`, { edit });
    expect(saved).toMatchObject({
      status: 200,
      json: { width: 800, height: 600, edit: { ...edit, original: { width: 1200, height: 800 } } },
    });
    expect(readFileSync(t.store.filePath(photo.url)).equals(original)).toBe(true);
    expect(await sharp(sizePath(photo.url, 800, 'webp', edit)).metadata()).toMatchObject({ width: 800, height: 600 });
    expect(await colourOf(readFileSync(sizePath(photo.url, 800, 'webp', edit)))).toBe('blue');
    expect(await colourOf(readFileSync(sizePath(photo.url, 480, 'avif', edit)))).toBe('blue');
    // The original's sizes stay as they were.
    expect(await colourOf(readFileSync(sizePath(photo.url, 960, 'webp')))).toBe('mixed');

    // Reset: the original's shape again, and the crop's sizes, which nothing names now, are removed.
    const reset = await call('PATCH', `/api/admin/media/${photo.id}`, { edit: null });
    expect(reset).toMatchObject({ status: 200, json: { width: 1200, height: 800, edit: null } });
    expect(existsSync(sizePath(photo.url, 800, 'webp', edit))).toBe(false);
    expect((await call('PATCH', `/api/admin/media/${photo.id}`, { edit })).status).toBe(200);

    await publishPage('/kitchens', photo.url);
    const page = await pictureOnPage('/kitchens', photo.url, edit);
    expect(page.variants.length).toBeGreaterThan(0);
    expect(await (await t.app.request(`${SITE}/kitchens`)).text()).toMatch(/width="800" height="600"/);
    expect(await colourOf(Buffer.from(await (await t.app.request(page.og!)).arrayBuffer()))).toBe('blue');

    // On a live page the library's Save refuses: the crop is a draft to publish.
    const live = await call('PATCH', `/api/admin/media/${photo.id}`, { edit: null });
    expect(live.status).toBe(409);
    expect(live.json.error).toMatch(/is on live pages: save its crop as a draft and publish it/);
  });

  it('a crop of a live picture is a draft: the live page keeps its sizes until publish, then names the crop’s; restoring the earlier version brings them back', async () => {
    const photo = await uploadAsset(await sidewaysPhoto(), 'IMG_2044.jpg');
    await publishPage('/kitchens', photo.url);
    const html = async () => (await t.app.request(`${SITE}/kitchens`)).text();
    const before = await html();
    const shownBefore = await pictureOnPage('/kitchens', photo.url);
    expect(shownBefore.variants.length).toBeGreaterThan(0);

    const edit = { turns: 1, crop: { x: 0, y: 0, width: 1, height: 0.5 } };
    const opened = await settingsOf(photo.id);
    expect(opened).toMatchObject({ published: { edit: null }, draft: null, original: { width: 1200, height: 800 } });
    const draft = await call('PUT', `/api/admin/picture/draft?id=${photo.id}`, {
      picture: { focus: { x: 0.5, y: 0.5 }, edit },
      baseVersion: opened.version,
    });
    expect(draft).toMatchObject({ status: 200, json: { issues: [] } });
    // The draft crop's sizes are made beside the live ones; the preview shows them; the live page is unchanged.
    expect(await colourOf(readFileSync(sizePath(photo.url, 800, 'webp', edit)))).toBe('blue');
    const drafted = await settingsOf(photo.id);
    expect(drafted.draftSrc).toMatch(
      new RegExp(`/uploads/_variants/_assets/${photo.id}\\.${editTag(edit)}-800w\\.webp`),
    );
    const preview = await call('POST', '/api/admin/picture/preview', {
      id: photo.id,
      url: photo.url,
      picture: { focus: { x: 0.5, y: 0.5 }, edit },
    });
    expect(preview.text).toContain(drafted.draftSrc);
    expect(await html()).toBe(before);
    expect((await call('GET', `/api/admin/media/${photo.id}`)).json).toMatchObject({ edit: null, width: 1200 });

    const published = await call('POST', `/api/admin/picture/publish?id=${photo.id}`, {
      baseVersion: draft.json.version,
    });
    expect(published.status).toBe(200);
    await expect
      .poll(async () => (await pictureOnPage('/kitchens', photo.url, edit)).variants.length, {
        timeout: 10_000,
        message: 'the page never named the sizes of the published edit',
      })
      .toBeGreaterThan(0);
    expect(await html()).toMatch(/width="800" height="600"/);
    expect((await pictureOnPage('/kitchens', photo.url)).variants).toEqual([]);
    const shownAfter = await pictureOnPage('/kitchens', photo.url, edit);
    expect(await colourOf(Buffer.from(await (await t.app.request(shownAfter.og!)).arrayBuffer()))).toBe('blue');

    // Undo: version 1 (as uploaded) becomes the draft and goes live; the page names the original's sizes again.
    const history = (await call('GET', `/api/admin/picture/revisions?id=${photo.id}`)).json.items as {
      version: number;
    }[];
    const first = history[history.length - 1].version;
    const restored = await call('POST', `/api/admin/picture/restore?id=${photo.id}`, {
      version: first,
      baseVersion: published.json.version,
    });
    expect(restored.status).toBe(200);
    const again = await call('POST', `/api/admin/picture/publish?id=${photo.id}`, {
      baseVersion: restored.json.version,
    });
    expect(again.status).toBe(200);
    await expect
      .poll(async () => (await pictureOnPage('/kitchens', photo.url)).variants, {
        timeout: 10_000,
        message: "the page never named the original's sizes again after the restore",
      })
      .toEqual(shownBefore.variants);
    expect(await html()).toMatch(/width="1200" height="800"/);
  });

  it('refuses a crop outside the picture, one of no size, a turn that is not a quarter, and a video, in words to act on', async () => {
    const photo = await uploadAsset(await sidewaysPhoto(), 'IMG_2042.jpg');
    const tries = {
      past: { turns: 0, crop: { x: 0.8, y: 0, width: 0.5, height: 1 } },
      negative: { turns: 0, crop: { x: -0.1, y: 0, width: 0.5, height: 1 } },
      empty: { turns: 0, crop: { x: 0.2, y: 0.2, width: 0, height: 0.5 } },
      half: { turns: 0.5, crop: null },
      degrees: { turns: 90, crop: null },
    };
    const answers: Record<string, Awaited<ReturnType<typeof call>>> = {};
    for (const [k, edit] of Object.entries(tries))
      answers[k] = await call('PATCH', `/api/admin/media/${photo.id}`, { edit });
    for (const a of Object.values(answers)) expect(a.status).toBe(400);
    expect(answers.past.json.error).toMatch(/past the right edge/);
    expect(answers.negative.json.error).toMatch(/at least 0/);
    expect(answers.empty.json.error).toMatch(/crop needs a size/);
    expect(answers.half.json.error).toMatch(/whole number of quarter turns/);
    expect(answers.degrees.json.error).toMatch(/0, 1, 2 or 3 quarter turns/);

    const video = await uploadAsset(MP4_BYTES, 'walk-through.mp4');
    const v = await call('PATCH', `/api/admin/media/${video.id}`, { edit: { turns: 1, crop: null } });
    expect(v.status).toBe(400);
    expect(v.json.error).toMatch(/walk-through.mp4 is a video: only pictures can be cropped or turned/);
    // Nothing was saved by the refusals.
    expect((await call('GET', `/api/admin/media/${photo.id}`)).json).toMatchObject({ edit: null, width: 1200 });
  });

  it('with review before publish on, an editor’s crop of a live picture is a draft that only an admin publishes', async () => {
    const photo = await uploadAsset(await sidewaysPhoto(), 'IMG_2043.jpg');
    await publishPage('/offices', photo.url);
    const created = await call('POST', '/api/admin/users', {
      username: 'akinyi',
      password: 'editor-pass-1',
      role: 'editor',
    });
    expect(created.status).toBe(201);
    const editor = `sid=${(await createSession(t.db, created.json.user.id)).id}`;
    expect((await call('PUT', '/api/admin/settings', { reviewBeforePublish: true })).status).toBe(200);
    const edit = { turns: 3, crop: null };
    expect((await call('PATCH', `/api/admin/media/${photo.id}`, { edit }, editor)).status).toBe(409);
    const { version } = await settingsOf(photo.id);
    const draft = await call(
      'PUT',
      `/api/admin/picture/draft?id=${photo.id}`,
      { picture: { focus: { x: 0.5, y: 0.5 }, edit }, baseVersion: version },
      editor,
    );
    expect(draft.status).toBe(200);
    const refused = await call(
      'POST',
      `/api/admin/picture/publish?id=${photo.id}`,
      { baseVersion: draft.json.version },
      editor,
    );
    expect(refused.status).toBe(403);
    expect((await call('GET', `/api/admin/media/${photo.id}`)).json.edit).toBeNull();
    expect(
      (await call('POST', `/api/admin/picture/publish?id=${photo.id}`, { baseVersion: draft.json.version })).status,
    ).toBe(200);
    expect((await call('GET', `/api/admin/media/${photo.id}`)).json).toMatchObject({
      width: 800,
      height: 1200,
      edit: { turns: 3 },
    });
  });

  it('a crop saved or published on one instance is what the other renders: its size and its new variant addresses', async () => {
    const a = await mediaTestApp(undefined, { videoTools: NO_VIDEO_TOOLS, contentPollMs: 50, keepData: true });
    const b = await mediaTestApp(undefined, {
      videoTools: NO_VIDEO_TOOLS,
      contentPollMs: 50,
      sameDataAs: { config: a.config },
    });
    try {
      const fd = new FormData();
      fd.append('file', new Blob([new Uint8Array(await sidewaysPhoto())]), 'shared.jpg');
      const up = await a.app.request(`${SITE}/api/admin/media`, {
        method: 'POST',
        body: fd,
        headers: { cookie: a.cookie, origin: SITE },
      });
      const asset = (await up.json()) as { id: string; url: string };
      await expect.poll(() => b.store.hasAsset(asset.url), { timeout: 5_000 }).toBe(true);
      const before = b.store.resolve(asset.url).sources;
      const cropped = await a.app.request(`${SITE}/api/admin/media/${asset.id}`, {
        method: 'PATCH',
        headers: { cookie: a.cookie, origin: SITE, 'content-type': 'application/json' },
        body: JSON.stringify({ edit: { turns: 1, crop: { x: 0, y: 0.5, width: 1, height: 0.5 } } }),
      });
      expect(cropped.status).toBe(200);
      await expect
        .poll(() => ({ width: b.store.resolve(asset.url).width, height: b.store.resolve(asset.url).height }), {
          timeout: 5_000,
        })
        .toEqual({ width: 800, height: 600 });
      expect(b.store.resolve(asset.url).sources).not.toEqual(before);
      // B's page picture falls back to a made size, never to the uncropped original.
      expect(b.store.resolve(asset.url).src).toMatch(/_variants\/_assets\/.*-800w\.webp\?v=/);

      // A crop published through the picture's draft on A: B renders it once the publish is in the feed, and the
      // sizes it names were stored before that (A made them when the draft was saved).
      const headers = { cookie: a.cookie, origin: SITE, 'content-type': 'application/json' };
      const settings = await (await a.app.request(`${SITE}/api/admin/picture?id=${asset.id}`, { headers })).json();
      const edit = { turns: 0, crop: { x: 0, y: 0, width: 0.5, height: 1 } };
      const draft = await a.app.request(`${SITE}/api/admin/picture/draft?id=${asset.id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ picture: { focus: { x: 0.5, y: 0.5 }, edit }, baseVersion: settings.version }),
      });
      expect(draft.status).toBe(200);
      expect(b.store.resolve(asset.url).width).toBe(800);
      const published = await a.app.request(`${SITE}/api/admin/picture/publish?id=${asset.id}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ baseVersion: ((await draft.json()) as { version: number }).version }),
      });
      expect(published.status).toBe(200);
      await expect.poll(() => b.store.resolve(asset.url).width, { timeout: 5_000 }).toBe(600);
      const webp = b.store.resolve(asset.url).sources!.find((s) => s.type === 'image/webp')!.srcSet;
      expect(webp).toContain(`${asset.id}.${editTag(edit)}-`);
      const smallest = webp.split(',')[0]!.trim().split(/\s+/)[0]!;
      expect((await b.app.request(`${SITE}${smallest}`)).status).toBe(200);
    } finally {
      await b.close();
      await a.close();
      rmSync(a.dataDir, { recursive: true, force: true });
    }
  });
});
