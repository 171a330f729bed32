import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testEngine } from '../../tests/support/database';
import { NO_VIDEO_TOOLS, SITE, mediaCall, mediaTestApp, testImage } from '../../tests/support/media';
import { gallery } from '../../site-config/media';
import { createSession } from '../auth/sessions';

/**
 * One upload pipeline behind three addresses: a form to the slot route
 * (/api/admin/upload-file), a form to the library (/api/admin/media) and a
 * resumable upload (/api/admin/uploads). Each makes a library file; each
 * points a slot at it only when the upload names one, and then under the
 * same rules (the review rule for a live slot, the activity of its page).
 */
type App = Awaited<ReturnType<typeof mediaTestApp>>;
let t: App;
beforeEach(async () => {
  t = await mediaTestApp(undefined, { videoTools: NO_VIDEO_TOOLS });
});
afterEach(async () => {
  await t.close();
});

const IMG = {
  targetPath: 'Gallery/product-images/prefab-units',
  fileName: 'gallery-product-images-prefab-units-image-1.jpg',
};
const slot = gallery.productImage('prefab-units', 1);
const b64 = (s: string) => Buffer.from(s).toString('base64');
const meta = (m: Record<string, string>) =>
  Object.entries(m)
    .map(([k, v]) => `${k} ${b64(v)}`)
    .join(',');

/** A resumable upload in one piece: create, then one PATCH with every byte. */
async function resumable(file: Uint8Array, metadata: Record<string, string>, cookie = t.cookie) {
  const headers = { cookie, origin: SITE, 'tus-resumable': '1.0.0' };
  const created = await t.app.request(`${SITE}/api/admin/uploads`, {
    method: 'POST',
    headers: { ...headers, 'upload-length': String(file.length), 'upload-metadata': meta(metadata) },
  });
  if (created.status !== 201) return { status: created.status, json: await created.json() };
  const sent = await t.app.request(`${SITE}${created.headers.get('location')}`, {
    method: 'PATCH',
    headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: file as BodyInit,
  });
  const text = await sent.text();
  return { status: sent.status, json: text ? JSON.parse(text) : undefined };
}

/** A form to the library route, naming a slot when `target` is given. */
async function libraryForm(file: Uint8Array, name: string, target?: typeof IMG, cookie = t.cookie) {
  const fd = new FormData();
  if (target) {
    fd.append('targetPath', target.targetPath);
    fd.append('fileName', target.fileName);
  }
  fd.append('file', new Blob([file as BlobPart]), name);
  const encoded = new Request(`${SITE}/`, { method: 'POST', body: fd });
  const res = await t.app.request(`${SITE}/api/admin/media`, {
    method: 'POST',
    body: await encoded.arrayBuffer(),
    headers: { cookie, origin: SITE, 'content-type': encoded.headers.get('content-type')! },
  });
  return { status: res.status, json: await res.json() };
}

describe(`one upload pipeline (${testEngine()})`, () => {
  it('a resumable upload without a slot becomes a library file, answered with the file as the library lists it', async () => {
    const photo = await testImage('jpeg', 640, 400, '#335577');
    const sent = await resumable(photo, { fileName: 'Site office.jpg', filetype: 'image/jpeg' });
    expect(sent.status).toBe(200);
    const list = await mediaCall(t, 'GET', '/api/admin/media');
    expect(list.json.items).toHaveLength(1);
    expect(list.json.items[0]).toMatchObject({ fileName: 'Site office.jpg', kind: 'image', width: 640, usedBy: [] });
    // The same bytes through the form: the same library file, stored once.
    const again = await libraryForm(photo, 'copy.jpg');
    expect(again.status).toBe(201);
    expect(again.json.url).toBe(list.json.items[0].url);
    // No slot was named: no slot changed.
    expect(t.store.getRecord(slot)).toBeUndefined();
  });

  it('a form to the library naming a slot points the slot at the new file and records it on the page', async () => {
    const photo = await testImage('jpeg', 600, 400, '#aa3300');
    const sent = await libraryForm(photo, 'prefab.jpg', IMG);
    expect(sent.status).toBe(201);
    expect(t.store.getRecord(slot)?.assetUrl).toBe(sent.json.url);
    expect(sent.json.usedBy).toEqual([{ path: '/gallery', state: 'published' }]);
    const activity = await mediaCall(t, 'GET', '/api/admin/pages/activity?limit=1');
    expect(activity.json.items[0]).toMatchObject({ path: '/gallery', action: 'upload' });
    // A slot that does not exist is refused, and nothing is stored.
    const wrong = await libraryForm(photo, 'x.jpg', { ...IMG, fileName: 'no-such-slot.jpg' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toMatch(/is not an upload target/);
  });

  it('with review before publish on, an editor may add to the library by any route but not replace a live slot', async () => {
    const created = await mediaCall(t, 'POST', '/api/admin/users', {
      username: 'wanjiru',
      password: 'editor-pass-1',
      role: 'editor',
    });
    expect(created.status).toBe(201);
    const editor = `sid=${(await createSession(t.db, created.json.user.id)).id}`;
    expect((await mediaCall(t, 'PUT', '/api/admin/settings', { reviewBeforePublish: true })).status).toBe(200);
    const photo = await testImage('jpeg', 600, 400, '#117744');

    const tries = [
      await resumable(photo, { ...IMG, filetype: 'image/jpeg' }, editor),
      await libraryForm(photo, 'p.jpg', IMG, editor),
    ];
    expect(tries.map((r) => r.status)).toEqual([403, 403]);
    for (const r of tries)
      expect(r.json.error ?? r.json.message).toMatch(/Review before publish is on: .* an admin does it/);
    expect(t.store.getRecord(slot)).toBeUndefined();

    expect((await libraryForm(photo, 'p.jpg', undefined, editor)).status).toBe(201);
    expect((await resumable(await testImage('png', 300, 200), { fileName: 'q.png' }, editor)).status).toBe(200);
  });
});
