import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import sharp, { type Metadata } from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gallery } from '../site-config/media';
import { sniff } from './storage';
import { MAX_IMAGE_PIXELS } from '../contracts/media';
import {
  PHOTO_AUTHOR,
  jpegClaiming,
  jpegSegment,
  photoWithMetadata,
  pngBomb,
  spliceJpeg,
  webpClaiming,
} from './test-images';
import { pageAssets } from './assets';
import { MP4_BYTES, NO_VIDEO_TOOLS, PDF_BYTES, SITE, mediaTestApp, testImage } from '../tests/support/media';
import { MAX_STORED_EDGE, tooManyPixels, variantWidths } from './variants';

const IMG = {
  targetPath: 'Gallery/product-images/prefab-units',
  fileName: 'gallery-product-images-prefab-units-image-1.jpg',
};
const VIDEO = {
  targetPath: 'Gallery/project-videos/prefab-units',
  fileName: 'gallery-project-videos-prefab-units-video-1.mp4',
};
const PDF = {
  targetPath: 'Gallery/pdf-catalogs/prefab-units',
  fileName: 'gallery-pdf-catalogs-prefab-units-catalog-catalog-1.pdf',
};
const imgSlot = gallery.productImage('prefab-units', 1);
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

let t: Awaited<ReturnType<typeof mediaTestApp>>;
beforeEach(async () => {
  t = await mediaTestApp(undefined, { videoTools: NO_VIDEO_TOOLS });
});
afterEach(async () => {
  await t.close();
});

describe('POST /api/admin/upload-file: refusals write nothing', () => {
  it('401 without a session, 403 cross-origin', async () => {
    const jpeg = await testImage('jpeg');
    expect((await t.upload({ ...IMG, file: jpeg }, { origin: SITE })).status).toBe(401);
    const cross = await t.upload({ ...IMG, file: jpeg }, { cookie: t.cookie, origin: 'https://evil.example' });
    expect(cross.status).toBe(403);
    expect(t.files()).toEqual([]);
  });

  it.each([
    ['a parent-directory path', { targetPath: 'Gallery/product-images/../../..', fileName: IMG.fileName }],
    ['an absolute path', { targetPath: '/etc', fileName: 'passwd' }],
    [
      'a name that is not a target',
      { targetPath: IMG.targetPath, fileName: 'gallery-product-images-prefab-units-image-999.jpg' },
    ],
    ['another extension', { targetPath: IMG.targetPath, fileName: 'gallery-product-images-prefab-units-image-1.png' }],
    ['a traversal in the file name', { targetPath: 'Gallery/product-images', fileName: 'prefab-units/../../x.jpg' }],
  ])('400 for %s (allow-list)', async (_, target) => {
    const res = await t.upload({ ...target, file: await testImage('jpeg') });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'error', message: expect.stringContaining('not an upload target') });
    expect(t.files()).toEqual([]);
  });

  it('400 without targetPath, fileName or file', async () => {
    expect((await t.upload({ fileName: IMG.fileName, file: await testImage('jpeg') })).status).toBe(400);
    expect((await t.upload({ ...IMG })).body.message).toMatch(/No file/);
    const res = await t.app.request(`${SITE}/api/admin/upload-file`, {
      method: 'POST',
      body: 'x',
      headers: { cookie: t.cookie, 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(400);
    expect(t.files()).toEqual([]);
  });

  it('415 when the real type does not match the target, with a clear message', async () => {
    const fake = Buffer.from('<?php echo "not an image"; ?>'.padEnd(64, ' '));
    const text = await t.upload({ ...IMG, file: fake });
    expect(text.status).toBe(415);
    expect(text.body.message).toBe(
      'gallery-product-images-prefab-units-image-1.jpg needs a JPEG, PNG or WebP image; the file sent is not one of the accepted types.',
    );
    expect((await t.upload({ ...IMG, file: PDF_BYTES })).body.message).toMatch(
      /needs a JPEG, PNG or WebP image; the file sent is a PDF file/,
    );
    expect((await t.upload({ ...VIDEO, file: await testImage('jpeg') })).body.message).toMatch(
      /needs an MP4 or MOV video; the file sent is a JPEG file/,
    );
    expect((await t.upload({ ...PDF, file: MP4_BYTES })).status).toBe(415);
    // A JPEG header over garbage is not an image either.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4096, 1)]);
    expect((await t.upload({ ...IMG, file: broken })).status).toBe(415);
    expect(t.files()).toEqual([]);
  });

  it('413 over the kind limit (image 15 MB), and for a declared body over the largest limit', async () => {
    const big = Buffer.concat([await testImage('jpeg', 64, 64), Buffer.alloc(15 * 1024 * 1024)]);
    const res = await t.upload({ ...IMG, file: big });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/15 MB/);
    const declared = await t.app.request(`${SITE}/api/admin/upload-file`, {
      method: 'POST',
      body: 'x',
      headers: {
        cookie: t.cookie,
        origin: SITE,
        'content-type': 'multipart/form-data; boundary=abc',
        'content-length': String(400 * 1024 * 1024),
      },
    });
    expect(declared.status).toBe(413);
    expect(t.files()).toEqual([]);
  });
});

describe('POST /api/admin/upload-file: a malformed multipart boundary', () => {
  // A space, a quote left open, a boundary of 71 characters: each is a client mistake (400), never a server failure (500).
  it.each([
    'multipart/form-data; boundary="a b"',
    'multipart/form-data; boundary="a b "',
    'multipart/form-data; boundary="abc',
    `multipart/form-data; boundary=${'x'.repeat(71)}`,
    'multipart/form-data; boundary=a\u00e9b',
    'multipart/form-data; boundary=""',
  ])('400 for %s', async (type) => {
    const res = await t.app.request(`${SITE}/api/admin/upload-file`, {
      method: 'POST',
      body: '--a b\r\nContent-Disposition: form-data; name="x"\r\n\r\ny\r\n--a b--\r\n',
      headers: { cookie: t.cookie, origin: SITE, 'content-type': type },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string };
    expect(body.message).toMatch(/multipart\/form-data/);
    expect(t.files()).toEqual([]);
  });
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

  it('stores an image larger than the site can show at MAX_STORED_EDGE on its long side, upright', async () => {
    const res = await t.upload({
      ...IMG,
      file: await photoWithMetadata('jpeg', { width: 6000, height: 4000, orientation: 6 }),
    });
    expect(res.status).toBe(200);
    const meta = await sharp(t.store.filePath(imgSlot)).metadata();
    expect([meta.width, meta.height]).toEqual([Math.round((MAX_STORED_EDGE * 4000) / 6000), MAX_STORED_EDGE]);
    expect(t.store.resolve(imgSlot)).toMatchObject({ width: meta.width, height: meta.height });
    const wide = await t.upload({ ...IMG, file: await testImage('jpeg', 5000, 1000) });
    expect(wide.status).toBe(200);
    expect(t.store.resolve(imgSlot)).toMatchObject({
      width: MAX_STORED_EDGE,
      height: Math.round((MAX_STORED_EDGE * 1000) / 5000),
    });
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

/** Every file served for the image slot: the original and each variant, as a browser would fetch them. */
async function served(slot: string) {
  const m = t.store.resolve(slot);
  const urls = [m.src, ...(m.sources ?? []).flatMap((s) => s.srcSet.split(', ').map((e) => e.split(' ')[0]))];
  expect(urls.length).toBeGreaterThan(1);
  return Promise.all(
    urls.map(async (url) => {
      const res = await t.app.request(`${SITE}${url}`);
      expect(res.status, url).toBe(200);
      return { url, bytes: Buffer.from(await res.arrayBuffer()) };
    }),
  );
}

function expectNoMetadata(url: string, bytes: Buffer, meta: Metadata) {
  expect(meta.exif, `${url}: EXIF`).toBeUndefined();
  expect(meta.xmp, `${url}: XMP`).toBeUndefined();
  expect(meta.iptc, `${url}: IPTC`).toBeUndefined();
  expect(meta.icc, `${url}: ICC profile`).toBeUndefined();
  expect(meta.comments ?? [], `${url}: comments`).toEqual([]);
  expect(meta.orientation ?? 1, `${url}: orientation`).toBe(1);
  expect(meta.space, `${url}: colour space`).toBe('srgb');
  expect(meta.channels, `${url}: channels`).toBe(3);
  for (const needle of [
    PHOTO_AUTHOR,
    'Canon',
    'EOS R5',
    'Exif\0\0',
    'http://ns.adobe.com/xap',
    'adobe:ns:meta',
    'Photoshop 3.0',
    'ICC_PROFILE',
    'MPF\0',
  ]) {
    expect(bytes.includes(Buffer.from(needle, 'latin1')), `${url} contains ${JSON.stringify(needle)}`).toBe(false);
  }
}

describe('served images carry no metadata', () => {
  const iptc = jpegSegment(
    0xed,
    `Photoshop 3.0\u00008BIM\u0004\u0004\u0000\u0000\u0000\u0000\u0000\u0017\u001c\u0002P\u0000\u0012${PHOTO_AUTHOR.slice(0, 18)}\u0000`,
  );
  const comment = jpegSegment(0xfe, `Taken by ${PHOTO_AUTHOR} at the client's house`);
  // A second picture after the end of the first, as multi-picture (MPF) files carry, with its own EXIF.
  const trailer = async () => Buffer.concat([Buffer.from(await photoWithMetadata('jpeg', { width: 64, height: 48 }))]);

  it.each([
    ['a JPEG with EXIF (camera, author, GPS) and XMP', () => photoWithMetadata('jpeg'), [1200, 800]],
    ['a JPEG turned by EXIF orientation 6', () => photoWithMetadata('jpeg', { orientation: 6 }), [800, 1200]],
    ['a JPEG in Display P3', () => photoWithMetadata('jpeg', { profile: 'p3' }), [1200, 800]],
    ['a CMYK JPEG', () => photoWithMetadata('jpeg', { profile: 'cmyk' }), [1200, 800]],
    [
      'a JPEG with IPTC, a comment and a second picture appended',
      async () => spliceJpeg(Buffer.from(await photoWithMetadata('jpeg')), [iptc, comment], await trailer()),
      [1200, 800],
    ],
    ['a PNG with EXIF and XMP', () => photoWithMetadata('png'), [1200, 800]],
    [
      'a PNG in Display P3, turned by orientation 8',
      () => photoWithMetadata('png', { profile: 'p3', orientation: 8 }),
      [800, 1200],
    ],
    ['a WebP with EXIF, XMP and orientation 6', () => photoWithMetadata('webp', { orientation: 6 }), [800, 1200]],
  ] as const)('%s: the original and every variant are stripped, upright and sRGB', async (_, make, [width, height]) => {
    const file = await make();
    expect(Buffer.from(file).includes(Buffer.from(PHOTO_AUTHOR))).toBe(true);
    const res = await t.upload({ ...IMG, file });
    expect(res.status, res.body.message).toBe(200);
    const files = await served(imgSlot);
    expect(files).toHaveLength(1 + variantWidths(width).length * 2);
    for (const { url, bytes } of files) {
      const meta = await sharp(bytes).metadata();
      expectNoMetadata(url, bytes, meta);
      // Upright: every file has the proportions of the photo as it was seen, not as the sensor stored it.
      expect(Math.sign(meta.width! - meta.height!), `${url}: ${meta.width}×${meta.height}`).toBe(
        Math.sign(width - height),
      );
    }
    expect(t.store.resolve(imgSlot)).toMatchObject({ width, height });
    // The colour survives: converted to sRGB (as a colour-managed viewer shows the upload), not just relabelled.
    const seen = await sharp(file).raw().toBuffer();
    const got = await sharp(files[0].bytes).raw().toBuffer();
    for (let c = 0; c < 3; c++)
      expect(
        Math.abs(got[c] - seen[c]),
        `pixel ${[...got.subarray(0, 3)]}, upload shows ${[...seen.subarray(0, 3)]}`,
      ).toBeLessThanOrEqual(6);
  });

  it('a clean JPEG keeps its compressed data: only the metadata segments go', async () => {
    const file = Buffer.from(await photoWithMetadata('jpeg', { width: 900, height: 600 }));
    expect((await t.upload({ ...IMG, file })).status).toBe(200);
    const stored = readFileSync(t.store.filePath(imgSlot));
    expect(stored.length).toBeLessThan(file.length);
    const before = await sharp(file).raw().toBuffer();
    const after = await sharp(stored).raw().toBuffer();
    expect(sha(after)).toBe(sha(before));
  });
});

describe('decompression bombs and the pixel limit', () => {
  it('the limit lets real photos through and refuses the rest', () => {
    for (const [w, h] of [
      [4032, 3024],
      [8000, 6000],
      [8160, 6144],
      [9504, 6336],
      [16000, 4000],
    ])
      expect(tooManyPixels(w, h), `${w}×${h}`).toBeUndefined();
    for (const [w, h] of [
      [16000, 16000],
      [11648, 8736],
      [12000, 9000],
      [16320, 12240],
      [MAX_IMAGE_PIXELS + 1, 1],
    ])
      expect(tooManyPixels(w, h), `${w}×${h}`).toBeDefined();
  });

  it.each([
    ['a 16000 × 16000 PNG bomb', () => pngBomb(16000, 16000), '16000 × 16000 pixels (256 megapixels)'],
    [
      'a JPEG whose header claims 20000 × 20000',
      () => jpegClaiming(20000, 20000),
      '20000 × 20000 pixels (400 megapixels)',
    ],
    [
      'a WebP whose header claims 16383 × 16383',
      () => webpClaiming(16383, 16383),
      '16383 × 16383 pixels (268.4 megapixels)',
    ],
    ['a PNG of 8001 × 8001', () => pngBomb(8001, 8001), '8001 × 8001 pixels (64.02 megapixels)'],
  ])('413 for %s, naming the limit, from the header alone', async (_, make, size) => {
    const file = await make();
    expect(file.length).toBeLessThan(2 * 1024 * 1024);
    const res = await t.upload({ ...IMG, file });
    // 413, not 415: refused from the header, before a decoder ever saw the (missing) pixel data.
    expect(res.status).toBe(413);
    expect(res.body.message).toContain(size);
    expect(res.body.message).toContain(`the largest accepted is ${MAX_IMAGE_PIXELS / 1e6} megapixels`);
    expect(t.files()).toEqual([]);
  });
});
