import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jpegClaiming, pngBomb, webpClaiming } from './test-images';
import { MAX_IMAGE_PIXELS } from '../contracts/media';
import {
  MP4_BYTES,
  PDF_BYTES,
  NO_VIDEO_TOOLS,
  SITE,
  mediaTestApp,
  testImage,
  GALLERY_TARGETS,
} from '../tests/support/media';
import { tooManyPixels } from './variants';

/**
 * What the upload route refuses, and that a refusal writes no file: no
 * session or another origin, a name or path that is not an upload target, a
 * file of the wrong type or over its size, a malformed multipart body, and a
 * picture with more pixels than the site decodes, from its header alone.
 * Each is answered before anything is stored, the same on either engine, so
 * this file runs on SQLite only (ENGINE_INDEPENDENT in vitest.config.ts); the
 * session the refusals read is the auth tests' on both. One app serves the
 * file: nothing a refusal leaves behind can hide, since every test checks
 * that no file is left in the whole store, after every refusal before it too.
 */
const { image: IMG, video: VIDEO, pdf: PDF } = GALLERY_TARGETS;

let t: Awaited<ReturnType<typeof mediaTestApp>>;
beforeAll(async () => {
  t = await mediaTestApp(undefined, { videoTools: NO_VIDEO_TOOLS });
});
afterAll(async () => {
  await t?.close();
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

describe('POST /api/admin/upload-file: a video tool that answers with nothing', () => {
  // ffprobe ends without error yet prints nothing: a broken or replaced program on the server. It answered 500
  // (JSON.parse's SyntaxError) before; the clip is not at fault, so it is not refused as "not a video" either.
  let broken: Awaited<ReturnType<typeof mediaTestApp>> | undefined;
  let bin: string;
  beforeAll(async () => {
    bin = mkdtempSync(join(tmpdir(), 'silent-ffprobe-'));
    const ffprobe = join(bin, 'ffprobe');
    writeFileSync(ffprobe, '#!/bin/sh\nexit 0\n', { mode: 0o755 });
    broken = await mediaTestApp(undefined, { videoTools: { ffprobe, missing: [] } });
  });
  afterAll(async () => {
    await broken?.close();
    rmSync(bin, { recursive: true, force: true });
  });

  it('503 with what to do and when to try again, the detail in the log, nothing stored', async () => {
    const app = broken!;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let res: Awaited<ReturnType<typeof app.upload>>;
    try {
      res = await app.upload({ ...VIDEO, file: MP4_BYTES });
      expect(logged.mock.calls.flat().join(' ')).toContain('ffprobe printed no JSON');
    } finally {
      logged.mockRestore();
    }
    expect(res.status).toBe(503);
    expect(res.retryAfter).toBe('60');
    expect(res.body).toMatchObject({ status: 'error' });
    expect(res.body.message).toMatch(/video tools gave no readable answer about this file, so it was not stored/);
    expect(res.body.message).toMatch(/Try again in a minute/);
    expect(app.files()).toEqual([]);
  });
});
