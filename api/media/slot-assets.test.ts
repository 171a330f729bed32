import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testEngine } from '../../tests/support/database';
import { NO_VIDEO_TOOLS, SITE, mediaTestApp, testImage } from '../../tests/support/media';
import { gallery } from '../../site-config/media';
import { createSession } from '../auth/sessions';

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

async function call(method: string, path: string, body?: unknown, cookie = t.cookie) {
  const res = await t.app.request(`${SITE}${path}`, {
    method,
    headers: { cookie, origin: SITE, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined };
}

describe(`upload manager slots and the library (${testEngine()})`, () => {
  it('an upload into a slot makes a library file, recorded in the page’s activity; pointing back undoes it', async () => {
    const a = await testImage('jpeg', 600, 400, '#aa3300');
    const b = await testImage('jpeg', 600, 400, '#0033aa');
    expect((await t.upload({ ...IMG, file: a })).status).toBe(200);
    const first = t.store.getRecord(slot)!.assetUrl!;
    expect((await t.upload({ ...IMG, file: b })).status).toBe(200);
    const second = t.store.getRecord(slot)!.assetUrl!;
    expect(second).not.toBe(first);

    const activity = await call('GET', '/api/admin/pages/activity?limit=5');
    expect(activity.json.items[0]).toMatchObject({ path: '/gallery', action: 'upload', by: 'admin' });
    expect(activity.json.items[0].detail).toBe(`${IMG.fileName}: now ${second}, was ${first}`);

    // The library holds both; the slot's file is in use by the page declaring it, the earlier one is not.
    const list = await call('GET', '/api/admin/media');
    const byUrl = new Map(list.json.items.map((i: { url: string }) => [i.url, i]));
    expect(byUrl.get(second)).toMatchObject({ usedBy: [{ path: '/gallery', state: 'published' }] });
    expect(byUrl.get(first)).toMatchObject({ usedBy: [] });
    const refused = await call('DELETE', `/api/admin/media/${(byUrl.get(second) as { id: string }).id}`);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toContain('/gallery');

    // The slot names the library file it shows, so the admin reads the file through the library.
    const slotOf = async () =>
      (await call('GET', '/api/admin/media/targets?page=/gallery')).json.groups
        .flatMap((g: { targets: { fileName: string }[] }) => g.targets)
        .find((x: { fileName: string }) => x.fileName === IMG.fileName);
    expect((await slotOf()).fileId).toBe((byUrl.get(second) as { id: string }).id);

    // Undo: the slot shows the earlier file again, live at once.
    const firstId = (byUrl.get(first) as { id: string }).id;
    const back = await call('PUT', '/api/admin/media/targets/file', { ...IMG, assetId: firstId });
    expect(back).toMatchObject({ status: 200, json: { status: 'success' } });
    expect(t.store.getRecord(slot)?.assetUrl).toBe(first);
    expect((await slotOf()).fileId).toBe(firstId);
    expect((await call('GET', '/api/admin/pages/activity?limit=1')).json.items[0].detail).toContain(`was ${second}`);
    const html = await (await t.app.request(`${SITE}${slot}`)).arrayBuffer();
    expect(Buffer.from(html).equals(a)).toBe(true);
  });

  it('refuses to point a slot at a file of another kind, a deleted file, or a target that does not exist', async () => {
    const fd = new FormData();
    fd.append('file', new Blob([new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF\n'))]), 'brochure.pdf');
    const pdf = await (
      await t.app.request(`${SITE}/api/admin/media`, {
        method: 'POST',
        body: fd,
        headers: { cookie: t.cookie, origin: SITE },
      })
    ).json();
    const wrongKind = await call('PUT', '/api/admin/media/targets/file', { ...IMG, assetId: pdf.id });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.json.error).toMatch(/shows a image; brochure\.pdf is a pdf/);
    const gone = await call('PUT', '/api/admin/media/targets/file', { ...IMG, assetId: '0'.repeat(32) });
    expect(gone.status).toBe(404);
    const noTarget = await call('PUT', '/api/admin/media/targets/file', {
      ...IMG,
      fileName: 'nope.jpg',
      assetId: pdf.id,
    });
    expect(noTarget.status).toBe(404);
    const badId = await call('PUT', '/api/admin/media/targets/file', { ...IMG, assetId: '../x' });
    expect(badId.status).toBe(400);
  });

  it('answers the targets of one page or one group when asked', async () => {
    const all = await call('GET', '/api/admin/media/targets');
    const gallery = await call('GET', '/api/admin/media/targets?page=/gallery');
    expect(gallery.json.groups.every((g: { page: string }) => g.page === '/gallery')).toBe(true);
    expect(gallery.json.total).toBeLessThan(all.json.total);
    const id = gallery.json.groups[0].id;
    const one = await call('GET', `/api/admin/media/targets?group=${encodeURIComponent(id)}`);
    expect(one.json.groups.map((g: { id: string }) => g.id)).toEqual([id]);
    expect((await call('GET', '/api/admin/media/targets?page=/nowhere')).status).toBe(404);
    expect((await call('GET', '/api/admin/media/targets?pages=/gallery')).status).toBe(400);
  });

  it('with review before publish on, an editor cannot change a live picture around the review', async () => {
    // Before: an editor changed live pictures through the upload manager (an upload or "From library"),
    // and a live picture's alt text in the library, with review on.
    const photo = await testImage('jpeg', 600, 400, '#aa3300');
    expect((await t.upload({ ...IMG, file: photo })).status).toBe(200);
    const created = await call('POST', '/api/admin/users', {
      username: 'akinyi',
      password: 'editor-pass-1',
      role: 'editor',
    });
    expect(created.status).toBe(201);
    const editor = `sid=${(await createSession(t.db, created.json.user.id)).id}`;
    const list = await call('GET', '/api/admin/media');
    const live = list.json.items.find((i: { usedBy: { state: string }[] }) =>
      i.usedBy.some((u) => u.state === 'published'),
    ) as { id: string };
    expect(live).toBeTruthy();
    expect((await call('PUT', '/api/admin/settings', { reviewBeforePublish: true })).status).toBe(200);

    const tries = [
      await t.upload({ ...IMG, file: photo }, { cookie: editor, origin: SITE }).then((r) => ({
        status: r.status,
        json: { error: r.body.message ?? (r.body as unknown as { error: string }).error },
      })),
      await call('PUT', '/api/admin/media/targets/file', { ...IMG, assetId: live.id }, editor),
      await call('PATCH', '/api/admin/media/records', { ...IMG, alt: 'A changed alt text' }, editor),
      await call('PATCH', `/api/admin/media/${live.id}`, { alt: 'A changed alt text' }, editor),
    ];
    expect(tries.map((r) => r.status)).toEqual([403, 403, 403, 403]);
    for (const r of tries) expect(r.json.error).toMatch(/Review before publish is on: .* an admin does it/);
    // A live picture's focal point is not saved straight onto the pages by anyone: it is a draft to publish or submit.
    const focus = await call('PATCH', `/api/admin/media/${live.id}`, { focus: { x: 0.1, y: 0.1 } }, editor);
    expect(focus.status).toBe(409);
    expect(focus.json.error).toMatch(/save its focal point as a draft and publish it/);
    // An admin still does it; with review off, so does an editor.
    expect((await call('PATCH', `/api/admin/media/${live.id}`, { alt: 'Set by an admin' })).status).toBe(200);
    expect((await call('PUT', '/api/admin/settings', { reviewBeforePublish: false })).status).toBe(200);
    expect((await call('PATCH', `/api/admin/media/${live.id}`, { alt: 'Set by the editor' }, editor)).status).toBe(200);
  });
});
