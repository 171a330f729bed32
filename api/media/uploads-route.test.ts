import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaStore } from '../../media/store';
import { NO_VIDEO_TOOLS, mediaTestApp, testImage } from '../../tests/support/media';
import type { AppEnv } from '../deps';
import { servedUploads } from './uploads-route';

/**
 * Another instance pointed a slot at a new file, and this one has not heard
 * yet. Its content poll can land at any moment of the request, also between
 * the miss and the database read the route makes on a miss: the answer is the
 * new file either way, never a 404 a browser or a CDN could keep.
 */
const IMG = {
  targetPath: 'Gallery/product-images/prefab-units',
  fileName: 'gallery-product-images-prefab-units-image-1.jpg',
};
const SLOT = `/uploads/${IMG.targetPath}/${IMG.fileName}`;

let t: Awaited<ReturnType<typeof mediaTestApp>>;
beforeAll(async () => {
  t = await mediaTestApp(undefined, { videoTools: NO_VIDEO_TOOLS });
  const up = await t.upload({ ...IMG, file: await testImage('jpeg', 800, 500) }, undefined);
  expect(up.status, up.body.message).toBe(200);
});
afterAll(() => t?.close());

/** The uploads route on `t`'s store, as an instance that has not yet heard of the slot's file; `during` runs mid-request. */
function lateInstance(during: (store: MediaStore) => void) {
  const store = t.store;
  const heard = store.getRecord(SLOT);
  expect(heard?.assetUrl).toBeTruthy();
  store.setRecord(SLOT, undefined);
  let first = true;
  const media: MediaStore = Object.create(store, {
    storedKey: {
      value: (key: string) => {
        const stored = store.storedKey(key);
        if (first) {
          first = false;
          during(store);
        }
        return stored;
      },
    },
  });
  return { app: new Hono<AppEnv>().route('/', servedUploads(t.db, media)), heard };
}

describe('/uploads/* for a slot another instance has just pointed at a new file', () => {
  it('learns the file from the database on a miss', async () => {
    const { app, heard } = lateInstance(() => {});
    const res = await app.request(SLOT);
    expect(res.status).toBe(200);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(800);
    expect(t.store.getRecord(SLOT)?.assetUrl).toBe(heard!.assetUrl);
  });

  it('serves the new file when the content poll lands between the miss and the database read', async () => {
    const { app, heard } = lateInstance((store) => store.setRecord(SLOT, heard));
    const res = await app.request(SLOT);
    expect(res.status).toBe(200);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(800);
  });
});
