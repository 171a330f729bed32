import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaStore } from '../../media/store';
import { NO_VIDEO_TOOLS, mediaTestApp, testImage } from '../../tests/support/media';
import type { AppEnv } from '../deps';
import { servedUploads } from './uploads-route';

/**
 * Two instances on one database and one DATA_DIR. One of them (`late`) never
 * polls the change feed by itself within the test, as an instance whose next
 * poll is still to come: after an upload through the other, a page from that
 * one names the slot's file and its variants, and `late` is asked for them.
 * It answers with the new bytes, never a 404 a browser or a CDN could keep.
 */
const IMG = {
  targetPath: 'Gallery/product-images/prefab-units',
  fileName: 'gallery-product-images-prefab-units-image-1.jpg',
};
const SLOT = `/uploads/${IMG.targetPath}/${IMG.fileName}`;

let writer: Awaited<ReturnType<typeof mediaTestApp>>;
let late: Awaited<ReturnType<typeof mediaTestApp>>;
beforeAll(async () => {
  writer = await mediaTestApp(undefined, { videoTools: NO_VIDEO_TOOLS });
  late = await mediaTestApp(undefined, {
    videoTools: NO_VIDEO_TOOLS,
    sameDataAs: writer,
    contentPollMs: 3_600_000,
  });
}, 60_000);
afterAll(async () => {
  await late?.close();
  await writer?.close();
});

/** The test photo's width in pixels: a served variant is as wide or narrower. A size, not a time. */
const PHOTO_WIDTH_PX = 800;
/** The served image's width in pixels, read from its bytes. */
const pixelWidthOf = async (res: Response) => (await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width;

describe('/uploads/* on an instance that has not yet heard of a new file', () => {
  it('serves the slot’s new file and each of its variants, from the change feed read on the miss', async () => {
    const up = await writer.upload({ ...IMG, file: await testImage('jpeg', PHOTO_WIDTH_PX, 500) });
    expect(up.status, up.body.message).toBe(200);
    const named = writer.store.resolve(SLOT);
    const variants = (named.sources ?? []).flatMap((s) => s.srcSet.split(', ').map((c) => c.split(' ')[0]!));
    expect(variants.length, 'the upload made variants').toBeGreaterThan(1);
    expect(late.store.getRecord(SLOT)?.assetUrl, 'the late instance has not heard yet').toBeUndefined();

    // A variant first: a browser asks for the <source> it picks, not for the slot's own file.
    for (const address of [...variants, named.src]) {
      const res = await late.app.request(address);
      expect(res.status, address).toBe(200);
      expect(res.headers.get('cache-control'), address).toBe('public, max-age=31536000, immutable');
      expect(await pixelWidthOf(res), address).toBeLessThanOrEqual(PHOTO_WIDTH_PX);
    }
    expect(await pixelWidthOf(await late.app.request(named.src))).toBe(PHOTO_WIDTH_PX);
  });

  it('serves the new file when the poll itself lands between the miss and the catch-up', async () => {
    await late.changes.catchUp();
    const heard = late.store.getRecord(SLOT);
    expect(heard?.assetUrl).toBeTruthy();
    // As just before the poll applied it; the poll then lands while the request looks in the old place.
    late.store.setRecord(SLOT, undefined);
    let landed = false;
    const media: MediaStore = Object.create(late.store, {
      storedKey: {
        value: (key: string) => {
          const stored = late.store.storedKey(key);
          if (!landed && key.endsWith(IMG.fileName)) {
            landed = true;
            queueMicrotask(() => late.store.setRecord(SLOT, heard));
          }
          return stored;
        },
      },
    });
    const app = new Hono<AppEnv>().route('/', servedUploads(media, late.changes));
    const res = await app.request(SLOT);
    expect(landed).toBe(true);
    expect(res.status).toBe(200);
    expect(await pixelWidthOf(res)).toBe(PHOTO_WIDTH_PX);
  });

  it('still answers 404 for a file no instance has', async () => {
    const res = await late.app.request('/uploads/Gallery/product-images/prefab-units/no-such-file.jpg');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: string }).error).toContain('No file at');
  });
});
