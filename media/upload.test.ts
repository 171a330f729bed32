import { existsSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gallery } from '../site-config/media';
import { sniff } from './storage';
import { pageAssets } from './assets';
import {
  MP4_BYTES,
  NO_VIDEO_TOOLS,
  PDF_BYTES,
  SITE,
  mediaTestApp,
  testImage,
  GALLERY_TARGETS,
  GALLERY_IMAGE_SLOT,
  sha256,
} from '../tests/support/media';

/**
 * The upload route storing a file: the file, its variants, its record and its
 * version, and writes that stay whole when a body is cut or races another
 * (SQLite here, PostgreSQL in the "postgres" project). What the route refuses
 * is media/upload-refusals.test.ts's, and what it makes of a picture's
 * metadata, orientation, colour and size media/upload-pictures.test.ts's: the
 * same whichever engine holds the records, so they run once.
 */
const { image: IMG, video: VIDEO, pdf: PDF } = GALLERY_TARGETS;
const imgSlot = GALLERY_IMAGE_SLOT;
const sha = sha256;

let t: Awaited<ReturnType<typeof mediaTestApp>>;
beforeEach(async () => {
  t = await mediaTestApp(undefined, { videoTools: NO_VIDEO_TOOLS });
});
afterEach(async () => {
  await t.close();
});

describe('POST /api/admin/upload-file: success', () => {
  it('stores a JPEG under the target name with AVIF/WebP variants and a record', async () => {
    const jpeg = await testImage('jpeg', 2000, 1250);
    const res = await t.upload({ ...IMG, file: jpeg });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', message: `${IMG.fileName} uploaded to ${IMG.targetPath}.` });
    expect(sha(readFileSync(t.store.filePath(imgSlot)))).toBe(sha(jpeg));
    for (const w of [480, 800, 960, 1600])
      for (const ext of ['avif', 'webp']) expect(existsSync(t.store.variantPath(imgSlot, w, ext))).toBe(true);
    const m = t.store.resolve(imgSlot);
    expect(m).toMatchObject({ exists: true, width: 2000, height: 1250 });
    expect(m.src).toMatch(new RegExp(`^${imgSlot}\\?v=[a-z0-9]+$`));
    expect(res.body.url).toBe(m.src);
    // The file went into the media library, and the slot names it.
    const assets = await pageAssets(t.db, { limit: 10 });
    expect(assets.map((a) => a.fileName)).toEqual([IMG.fileName]);
    expect(t.store.getRecord(imgSlot)?.assetUrl).toBe(assets[0].url);
    // The slot's own address answers with the same file, in place.
    const bySlot = await t.app.request(`${SITE}${imgSlot}`);
    expect(bySlot.status).toBe(200);
    expect(sha(Buffer.from(await bySlot.arrayBuffer()))).toBe(sha(jpeg));
    expect(m.sources?.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    expect(m.sources?.[1].srcSet).toMatch(
      /-480w\.webp\?v=\w+ 480w, .*-800w\.webp\?v=\w+ 800w, .*-960w\.webp\?v=\w+ 960w, .*-1600w\.webp\?v=\w+ 1600w$/,
    );
    const row = (await t.db
      .selectFrom('media' as never)
      .selectAll()
      .executeTakeFirstOrThrow()) as Record<string, unknown>;
    expect(row).toMatchObject({
      url: imgSlot,
      category: 'Gallery',
      section: 'product-images',
      subCategory: 'prefab-units',
      mediaType: 'image',
      position: 1,
      isVisible: 1,
      contentHash: sha(jpeg),
      size: jpeg.length,
      width: 2000,
      height: 1250,
    });
    expect(t.files().filter((f) => f.includes('upload-tmp'))).toEqual([]);
  });

  it('a new upload changes the version at once', async () => {
    await t.upload({ ...IMG, file: await testImage('jpeg', 800, 500, '#aa0000') });
    const first = t.store.resolve(imgSlot).src;
    const gen = t.store.generation;
    // No pause between the uploads: the version is the file's mtime and size, and the two pictures differ in size,
    // so it changes even when both land in the same millisecond.
    await t.upload({ ...IMG, file: await testImage('jpeg', 640, 400, '#0000aa') });
    expect(t.store.resolve(imgSlot).src).not.toBe(first);
    expect(t.store.generation).toBeGreaterThan(gen);
    expect(t.store.resolve(imgSlot)).toMatchObject({ width: 640, height: 400 });
    // Variants of the old, wider image are gone; only widths of the new one remain.
    expect(existsSync(t.store.variantPath(imgSlot, 960, 'webp'))).toBe(false);
    expect(existsSync(t.store.variantPath(imgSlot, 640, 'webp'))).toBe(true);
  });

  it('a PNG or WebP sent to a .jpg target is stored as a JPEG', async () => {
    expect((await t.upload({ ...IMG, file: await testImage('png', 300, 200) })).status).toBe(200);
    expect(sniff(readFileSync(t.store.filePath(imgSlot)))).toBe('jpeg');
    expect((await t.upload({ ...IMG, file: await testImage('webp', 300, 200) })).status).toBe(200);
    expect(sniff(readFileSync(t.store.filePath(imgSlot)))).toBe('jpeg');
    expect((await sharp(t.store.filePath(imgSlot)).metadata()).format).toBe('jpeg');
  });

  it('without ffmpeg, stores an MP4 and a PDF as sent', async () => {
    expect((await t.upload({ ...VIDEO, file: MP4_BYTES })).status).toBe(200);
    expect((await t.upload({ ...PDF, file: PDF_BYTES })).status).toBe(200);
    expect(readFileSync(t.store.filePath(gallery.projectVideo('prefab-units', 1)))).toEqual(MP4_BYTES);
    expect(readFileSync(t.store.filePath(gallery.catalog('prefab-units')))).toEqual(PDF_BYTES);
  });
});

/** A multipart body whose file part is fed by hand, to interrupt it or interleave it with others. */
function controlledUpload(target: { targetPath: string; fileName: string }) {
  const boundary = `----media${Math.random().toString(16).slice(2)}`;
  const enc = new TextEncoder();
  let ctrl!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (ctrl = c) });
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="targetPath"\r\n\r\n${target.targetPath}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="fileName"\r\n\r\n${target.fileName}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  ctrl.enqueue(enc.encode(head));
  return {
    send: (b: Uint8Array) => ctrl.enqueue(b),
    end: () => {
      ctrl.enqueue(enc.encode(`\r\n--${boundary}--\r\n`));
      ctrl.close();
    },
    fail: () => ctrl.error(new Error('connection reset')),
    /** Resolves once the server has read every byte sent so far (the queue is back to empty). */
    read: () =>
      vi.waitFor(
        () => {
          if ((ctrl.desiredSize ?? 1) < 1) throw new Error('the server has not read every byte sent so far');
        },
        { timeout: 10_000, interval: 5 },
      ),
    close: () => ctrl.close(),
    request: (app: { request: (url: string, init: RequestInit) => Response | Promise<Response> }, cookie: string) =>
      Promise.resolve(
        app.request(`${SITE}/api/admin/upload-file`, {
          method: 'POST',
          body,
          headers: { cookie, origin: SITE, 'content-type': `multipart/form-data; boundary=${boundary}` },
          duplex: 'half',
        } as RequestInit),
      ),
  };
}

describe('atomic writes', () => {
  it('an interrupted upload leaves the old file whole and no temp file', async () => {
    const old = await testImage('jpeg', 400, 250, '#00aa00');
    await t.upload({ ...IMG, file: old });
    const next = await testImage('jpeg', 1400, 900, '#aa00aa');
    const u = controlledUpload(IMG);
    const pending = u.request(t.app, t.cookie);
    u.send(next.subarray(0, next.length >> 1));
    await u.read();
    u.fail();
    const res = await pending;
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(sha(readFileSync(t.store.filePath(imgSlot)))).toBe(sha(old));
    expect(t.files().filter((f) => f.includes('upload-tmp'))).toEqual([]);
  });

  it('a body cut short (no closing boundary) is refused and leaves the old file', async () => {
    const old = await testImage('jpeg', 400, 250);
    await t.upload({ ...IMG, file: old });
    const u = controlledUpload(IMG);
    const pending = u.request(t.app, t.cookie);
    u.send((await testImage('jpeg', 500, 300)).subarray(0, 500));
    await u.read();
    // The client stops sending without a final boundary.
    u.close();
    expect((await pending).status).toBe(400);
    expect(sha(readFileSync(t.store.filePath(imgSlot)))).toBe(sha(old));
  });

  it('concurrent uploads to one target: the file is one of them whole, with matching variants', async () => {
    const a = await testImage('jpeg', 1000, 600, '#ff0000');
    const b = await testImage('jpeg', 1000, 600, '#0000ff');
    const results = await Promise.all([
      t.upload({ ...IMG, file: a }),
      t.upload({ ...IMG, file: b }),
      t.upload({ ...IMG, file: a }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const stored = sha(readFileSync(t.store.filePath(imgSlot)));
    expect([sha(a), sha(b)]).toContain(stored);
    const { data } = await sharp(t.store.variantPath(imgSlot, 480, 'webp'))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const redVariant = data[0] > data[2];
    expect(redVariant).toBe(stored === sha(a));
  });

  it('a slow upload finishing after a fast one wins whole; the file is never a mix', async () => {
    const slow = await testImage('jpeg', 900, 600, '#ff8800');
    const fast = await testImage('jpeg', 900, 600, '#0088ff');
    const u = controlledUpload(IMG);
    const pending = u.request(t.app, t.cookie);
    u.send(slow.subarray(0, 1000));
    await u.read();
    expect((await t.upload({ ...IMG, file: fast })).status).toBe(200);
    expect(sha(readFileSync(t.store.filePath(imgSlot)))).toBe(sha(fast));
    u.send(slow.subarray(1000));
    u.end();
    expect((await pending).status).toBe(200);
    expect(sha(readFileSync(t.store.filePath(imgSlot)))).toBe(sha(slow));
  });
});
