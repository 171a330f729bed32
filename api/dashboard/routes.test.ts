import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_VIDEO_TOOLS, SITE, mediaTestApp, testImage } from '../../tests/support/media';

let t: Awaited<ReturnType<typeof mediaTestApp>>;
beforeEach(async () => {
  t = await mediaTestApp();
});
afterEach(async () => {
  await t.close();
});

const summary = async (headers: Record<string, string> = { cookie: t.cookie }) => {
  const res = await t.app.request(`${SITE}/api/admin/summary`, { headers });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as { inquiries: { new: number }; media: { stored: number; total: number } },
  };
};

const inquiry = (name: string, status: 'new' | 'replied') =>
  t.db
    .insertInto('contactInquiries')
    .values({
      name,
      email: `${name.toLowerCase()}@example.co.ke`,
      message: 'A prefab office for our site team, please.',
      status,
      createdAt: new Date().toISOString(),
    })
    .execute();

describe('GET /api/admin/summary', () => {
  it('answers 401 without a session', async () => {
    const res = await summary({});
    expect(res.status).toBe(401);
  });

  it('counts the new inquiries and the media slots stored out of all targets', async () => {
    const empty = await summary();
    expect(empty.status).toBe(200);
    expect(empty.headers.get('cache-control')).toBe('no-store');
    expect(empty.body).toEqual({ inquiries: { new: 0 }, media: { stored: 0, total: t.store.manifest!.total } });
    expect(empty.body.media.total).toBeGreaterThan(1);

    await inquiry('Wanjiku', 'new');
    await inquiry('Otieno', 'new');
    await inquiry('Achieng', 'replied');
    const up = await t.upload({
      targetPath: 'Gallery/product-images/prefab-units',
      fileName: 'gallery-product-images-prefab-units-image-1.jpg',
      file: await testImage('jpeg'),
    });
    expect(up.status).toBe(200);

    const after = await summary();
    expect(after.body.inquiries).toEqual({ new: 2 });
    expect(after.body.media).toEqual({ stored: 1, total: t.store.manifest!.total });
  });

  it('says what the server is missing when videos cannot be processed (no ffmpeg)', async () => {
    const without = await mediaTestApp(undefined, { videoTools: NO_VIDEO_TOOLS });
    try {
      const res = await without.app.request(`${SITE}/api/admin/summary`, { headers: { cookie: without.cookie } });
      expect(((await res.json()) as { videos?: { missing: string[] } }).videos).toEqual({
        missing: NO_VIDEO_TOOLS.missing,
      });
    } finally {
      await without.close();
    }
  });
});
