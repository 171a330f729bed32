import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gallery } from '../site-config/media';
import type { TargetsView } from './targets-view';
import { SITE, mediaTestApp, testImage } from '../tests/support/media';

const IMG = {
  targetPath: 'Gallery/product-images/prefab-units',
  fileName: 'gallery-product-images-prefab-units-image-2.jpg',
};
const slot = gallery.productImage('prefab-units', 2);

let t: Awaited<ReturnType<typeof mediaTestApp>>;
beforeEach(async () => {
  t = await mediaTestApp();
});
afterEach(async () => {
  await t.close();
});

const patch = (body: unknown, headers: Record<string, string> = { cookie: t.cookie, origin: SITE }) =>
  t.app.request(`${SITE}/api/admin/media/records`, {
    method: 'PATCH',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });
const targets = async () =>
  (await (
    await t.app.request(`${SITE}/api/admin/media/targets`, { headers: { cookie: t.cookie } })
  ).json()) as TargetsView;

describe('media records: alt text, product name, hidden', () => {
  it('GET /api/admin/media/targets lists the tree with the total, defaults and what is stored', async () => {
    const view = await targets();
    expect(view.total).toBe(5);
    expect(view.stored).toBe(0);
    expect(view.groups.map((g) => g.label)).toEqual([
      'Home',
      'Gallery › Product images › prefab-units',
      'Gallery › Project videos › prefab-units',
      'Gallery › PDF catalogs › prefab-units',
    ]);
    const tile = view.groups[1].targets[1];
    expect(tile).toMatchObject({
      fileName: IMG.fileName,
      kind: 'image',
      exists: false,
      hidden: false,
      alt: null,
      defaultAlt: 'Prefab unit 2',
      defaultProductName: 'Prefab Product 2',
    });
    await t.upload({ ...IMG, file: await testImage('jpeg', 1000, 600) });
    const after = (await targets()).groups[1].targets[1];
    expect(after).toMatchObject({
      exists: true,
      url: expect.stringMatching(/\?v=/),
      thumb: expect.stringMatching(/-480w\.webp\?v=/),
    });
    expect((await targets()).stored).toBe(1);
  });

  it('PATCH sets alt text, product name and hides a target; the store shows it at once', async () => {
    const gen = t.store.generation;
    const res = await patch({
      ...IMG,
      alt: 'Two-classroom prefab block in Machakos',
      productName: 'Classroom Block',
      isVisible: false,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'success',
      record: {
        url: slot,
        alt: 'Two-classroom prefab block in Machakos',
        productName: 'Classroom Block',
        isVisible: false,
        position: 2,
      },
    });
    expect(t.store.resolve(slot)).toMatchObject({
      alt: 'Two-classroom prefab block in Machakos',
      title: 'Classroom Block',
      hidden: true,
      exists: false,
    });
    expect(t.store.generation).toBeGreaterThan(gen);
    // An upload keeps the admin's edits.
    await t.upload({ ...IMG, file: await testImage('jpeg', 800, 500) });
    expect(t.store.resolve(slot)).toMatchObject({
      alt: 'Two-classroom prefab block in Machakos',
      hidden: true,
      exists: true,
    });
    // null clears back to the page's default; showing again.
    await patch({ ...IMG, alt: null, isVisible: true });
    const m = t.store.resolve(slot);
    expect(m.alt).toBeUndefined();
    expect(m.hidden).toBeUndefined();
    expect(m.title).toBe('Classroom Block');
  });

  it('refuses an empty alt (400), a non-target (404), no session (401), cross-origin (403)', async () => {
    expect((await patch({ ...IMG, alt: '   ' })).status).toBe(400);
    expect((await patch({ targetPath: '../x', fileName: 'y.jpg', alt: 'z' })).status).toBe(404);
    expect((await patch({ ...IMG, alt: 'x' }, { origin: SITE })).status).toBe(401);
    expect((await patch({ ...IMG, alt: 'x' }, { cookie: t.cookie, origin: 'https://evil.example' })).status).toBe(403);
    expect((await t.app.request(`${SITE}/api/admin/media/targets`)).status).toBe(401);
  });
});

describe('GET /api/admin/media/records: the stored records, paged like every admin list', () => {
  const list = async (query = '', headers: Record<string, string> = { cookie: t.cookie }) => {
    const res = await t.app.request(`${SITE}/api/admin/media/records${query}`, { headers });
    return {
      status: res.status,
      body: (await res.json()) as {
        items: { url: string; alt: string | null }[];
        nextCursor: string | null;
        error?: string;
      },
    };
  };

  it('answers { items, nextCursor }, newest first, 50 by default and at most 200', async () => {
    expect((await list()).body).toEqual({ items: [], nextCursor: null });
    const gallerySlots = [1, 2].map((n) => ({
      targetPath: 'Gallery/product-images/prefab-units',
      fileName: `gallery-product-images-prefab-units-image-${n}.jpg`,
    }));
    for (const [i, target] of gallerySlots.entries())
      expect((await patch({ ...target, alt: `Prefab photo ${i + 1}` })).status).toBe(200);
    expect(
      (
        await patch({
          targetPath: 'Gallery/pdf-catalogs/prefab-units',
          fileName: 'gallery-pdf-catalogs-prefab-units-catalog-catalog-1.pdf',
          alt: 'Prefab catalogue',
        })
      ).status,
    ).toBe(200);

    const first = await list('?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.items.map((r) => r.alt)).toEqual(['Prefab catalogue', 'Prefab photo 2']);
    expect(first.body.nextCursor).toMatch(/^\d+$/);
    const second = await list(`?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.items.map((r) => r.alt)).toEqual(['Prefab photo 1']);
    expect(second.body.nextCursor).toBeNull();
    expect((await list()).body.items).toHaveLength(3);
  });

  it('refuses a bad limit or cursor with the field and rule, and answers 401 without a session', async () => {
    for (const q of ['?limit=0', '?limit=201', '?limit=ten', '?cursor=abc']) {
      const res = await list(q);
      expect(res.status, q).toBe(400);
      expect(res.body.error, q).toMatch(/limit|cursor/);
    }
    expect((await list('', {})).status).toBe(401);
  });
});
