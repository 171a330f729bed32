import { readFileSync, rmSync } from 'node:fs';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testEngine } from '../../tests/support/database';
import { MP4_BYTES, NO_VIDEO_TOOLS, SITE, libraryUpload, mediaCall, mediaTestApp } from '../../tests/support/media';
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

/** The variant addresses and the og:image a public page names for `url`'s picture. */
async function pictureOnPage(path: string, url: string) {
  const html = await (await t.app.request(`${SITE}${path}`)).text();
  const stem = url.slice('/uploads/_assets/'.length).replace(/\.jpg$/, '');
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

describe(`crop and rotate in the media library (${testEngine()})`, () => {
  it('turns and crops a picture without touching the original; its sizes, page and sharing picture follow; Reset brings the original back', async () => {
    const photo = await uploadAsset(await sidewaysPhoto(), 'IMG_2041.jpg');
    const original = readFileSync(t.store.filePath(photo.url));
    await publishPage('/kitchens', photo.url);
    const before = await pictureOnPage('/kitchens', photo.url);
    expect(before.variants.length).toBeGreaterThan(0);

    // A quarter turn to the right makes it 800 × 1200 with blue on top; the crop keeps the top half: blue only.
    const edit = { turns: 1, crop: { x: 0, y: 0, width: 1, height: 0.5 } };
    const saved = await call('PATCH', `/api/admin/media/${photo.id}`, { edit });
    expect(saved).toMatchObject({
      status: 200,
      json: { width: 800, height: 600, edit: { ...edit, original: { width: 1200, height: 800 } } },
    });
    expect(readFileSync(t.store.filePath(photo.url)).equals(original)).toBe(true);
    const widest = await sharp(t.store.variantPath(photo.url, 800, 'webp')).metadata();
    expect(widest).toMatchObject({ width: 800, height: 600 });
    expect(await colourOf(readFileSync(t.store.variantPath(photo.url, 800, 'webp')))).toBe('blue');
    expect(await colourOf(readFileSync(t.store.variantPath(photo.url, 480, 'avif')))).toBe('blue');

    // The page names new addresses (no browser keeps the old picture), with the cropped picture's shape.
    await expect.poll(async () => (await pictureOnPage('/kitchens', photo.url)).variants).not.toEqual(before.variants);
    const html = await (await t.app.request(`${SITE}/kitchens`)).text();
    expect(html).toMatch(/width="800" height="600"/);
    const after = await pictureOnPage('/kitchens', photo.url);
    expect(after.og).toBeTruthy();
    expect(after.og).not.toBe(before.og);
    const share = Buffer.from(await (await t.app.request(after.og!)).arrayBuffer());
    expect(await colourOf(share)).toBe('blue');

    // Reset: the original's shape and both halves again, under addresses other than the crop's.
    const reset = await call('PATCH', `/api/admin/media/${photo.id}`, { edit: null });
    expect(reset).toMatchObject({ status: 200, json: { width: 1200, height: 800, edit: null } });
    expect(await sharp(t.store.variantPath(photo.url, 960, 'webp')).metadata()).toMatchObject({
      width: 960,
      height: 640,
    });
    expect(await colourOf(readFileSync(t.store.variantPath(photo.url, 960, 'webp')))).toBe('mixed');
    await expect.poll(async () => (await pictureOnPage('/kitchens', photo.url)).variants).not.toEqual(after.variants);
    const back = await pictureOnPage('/kitchens', photo.url);
    expect(await colourOf(Buffer.from(await (await t.app.request(back.og!)).arrayBuffer()))).toBe('mixed');
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

  it('with review before publish on, an editor cannot crop or turn a live picture; an admin can', async () => {
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
    const refused = await call('PATCH', `/api/admin/media/${photo.id}`, { edit }, editor);
    expect(refused.status).toBe(403);
    expect(refused.json.error).toMatch(/Review before publish is on: cropping or turning .* an admin does it/);
    const reset = await call('PATCH', `/api/admin/media/${photo.id}`, { edit: null }, editor);
    expect(reset.status).toBe(403);
    expect((await call('GET', `/api/admin/media/${photo.id}`)).json.edit).toBeNull();
    expect((await call('PATCH', `/api/admin/media/${photo.id}`, { edit })).json).toMatchObject({
      width: 800,
      height: 1200,
      edit: { turns: 3 },
    });
  });

  it('a crop saved on one instance is what the other renders: its size and its new variant addresses', async () => {
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
    } finally {
      await b.close();
      await a.close();
      rmSync(a.dataDir, { recursive: true, force: true });
    }
  });
});
