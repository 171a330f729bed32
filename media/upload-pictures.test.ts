import { readFileSync } from 'node:fs';
import sharp, { type Metadata } from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PHOTO_AUTHOR, jpegSegment, photoWithMetadata, spliceJpeg } from './test-images';
import {
  NO_VIDEO_TOOLS,
  SITE,
  mediaTestApp,
  testImage,
  GALLERY_TARGETS,
  GALLERY_IMAGE_SLOT,
  sha256,
} from '../tests/support/media';
import { MAX_STORED_EDGE, variantWidths } from './variants';

/**
 * What the upload route makes of a picture: stored at most MAX_STORED_EDGE
 * on its long side, and the original and every variant served upright, in
 * sRGB and without EXIF, XMP, IPTC, comments or a colour profile. This is
 * sharp's work on the files, the same whichever engine holds the record, so
 * this file runs on SQLite only (ENGINE_INDEPENDENT in vitest.config.ts);
 * media/upload.test.ts stores and reads the records on both.
 */
const { image: IMG } = GALLERY_TARGETS;
const imgSlot = GALLERY_IMAGE_SLOT;
const sha = sha256;

let t: Awaited<ReturnType<typeof mediaTestApp>>;
beforeEach(async () => {
  t = await mediaTestApp(undefined, { videoTools: NO_VIDEO_TOOLS });
});
afterEach(async () => {
  await t.close();
});

describe('stored pictures', () => {
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
