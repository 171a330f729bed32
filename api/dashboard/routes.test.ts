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
    body: (await res.json()) as {
      inquiries: { new: number };
      media: { stored: number; total: number };
      library: { files: number };
    },
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
    expect(empty.body).toEqual({
      inquiries: { new: 0 },
      media: { stored: 0, total: t.store.manifest!.total },
      library: { files: 0 },
      reviews: { required: false, waiting: 0, sentBack: 0 },
    });
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

  it('counts the files in the media library, for its card', async () => {
    // Two different pictures: the library keeps one file for identical bytes.
    const add = async (name: string, color: string) => {
      const fd = new FormData();
      fd.append('file', new Blob([(await testImage('jpeg', 400, 300, color)) as BlobPart]), name);
      const res = await t.app.request(`${SITE}/api/admin/media`, {
        method: 'POST',
        body: fd,
        headers: { cookie: t.cookie, origin: SITE },
      });
      expect(res.status).toBe(201);
    };
    await add('kitchen-karen.jpg', '#2f6f4f');
    await add('office-westlands.jpg', '#8a5a2b');
    expect((await summary()).body.library).toEqual({ files: 2 });
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
