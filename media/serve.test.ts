import { serve, type ServerType } from '@hono/node-server';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gallery } from '../site-config/media';
import { MP4_BYTES, NO_VIDEO_TOOLS, SITE, mediaTestApp, testImage } from '../tests/support/media';

/** Over a real socket: what browsers see (Range for video seeking, caching headers, early refusals). */
let t: Awaited<ReturnType<typeof mediaTestApp>>;
let server: ServerType;
let base: string;
const video = gallery.projectVideo('prefab-units', 1);
const image = gallery.productImage('prefab-units', 1);
const VIDEO = {
  targetPath: 'Gallery/project-videos/prefab-units',
  fileName: 'gallery-project-videos-prefab-units-video-1.mp4',
};
const IMG = {
  targetPath: 'Gallery/product-images/prefab-units',
  fileName: 'gallery-product-images-prefab-units-image-1.jpg',
};
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

beforeAll(async () => {
  t = await mediaTestApp(undefined, { videoTools: NO_VIDEO_TOOLS });
  await new Promise<void>((ok) => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => ok());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  expect((await t.upload({ ...VIDEO, file: MP4_BYTES })).status).toBe(200);
});
afterAll(async () => {
  await new Promise((ok) => server.close(ok));
  await t.close();
});

describe('/uploads serving', () => {
  it('answers a Range request with 206 and the exact bytes, so video seeks (and Safari plays)', async () => {
    const src = t.store.resolve(video).src;
    const res = await fetch(base + src, { headers: { range: 'bytes=100-199' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-range')).toBe(`bytes 100-199/${MP4_BYTES.length}`);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(MP4_BYTES.subarray(100, 200));
    // Safari's first probe.
    const probe = await fetch(base + src, { headers: { range: 'bytes=0-1' } });
    expect(probe.status).toBe(206);
    expect((await probe.arrayBuffer()).byteLength).toBe(2);
    const beyond = await fetch(base + src, { headers: { range: `bytes=${MP4_BYTES.length + 10}-` } });
    expect(beyond.status).toBe(416);
  });

  it('versioned URLs are immutable for a year; unversioned ones revalidate', async () => {
    const src = t.store.resolve(video).src;
    expect(src).toMatch(/\?v=\w+$/);
    const versioned = await fetch(base + src);
    expect(versioned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await versioned.arrayBuffer())).toEqual(MP4_BYTES);
    const plain = await fetch(base + video);
    expect(plain.headers.get('cache-control')).toBe('no-cache');
    await plain.arrayBuffer();
  });

  it('404 for a file that does not exist; the placeholder is always there', async () => {
    const missing = await fetch(`${base}${image}?v=abc`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: expect.stringContaining('No file') });
    const dots = await fetch(`${base}/uploads/%2e%2e/site.db`);
    expect(dots.status).toBe(404);
    await dots.arrayBuffer();
    const placeholder = await fetch(`${base}/uploads/placeholder.jpg`);
    expect(placeholder.status).toBe(200);
    expect(placeholder.headers.get('content-type')).toBe('image/jpeg');
    await placeholder.arrayBuffer();
  });

  it('an image and its variants are served with their types', async () => {
    expect((await t.upload({ ...IMG, file: await testImage('jpeg', 1000, 600) })).status).toBe(200);
    const m = t.store.resolve(image);
    const jpg = await fetch(base + m.src);
    expect(jpg.headers.get('content-type')).toBe('image/jpeg');
    await jpg.arrayBuffer();
    for (const s of m.sources ?? []) {
      const url = s.srcSet.split(' ')[0];
      const res = await fetch(base + url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(s.type);
      expect(res.headers.get('cache-control')).toContain('immutable');
      await res.arrayBuffer();
    }
  });
});

describe('uploads over a real socket', () => {
  it('a too-large image gets a 413 answer, not a reset connection, and nothing is written', async () => {
    const before = t.files();
    const fd = t.form({
      ...IMG,
      file: Buffer.concat([await testImage('jpeg', 64, 64), Buffer.alloc(16 * 1024 * 1024)]),
    });
    const res = await fetch(`${base}/api/admin/upload-file`, {
      method: 'POST',
      body: fd,
      headers: { cookie: t.cookie, origin: SITE },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ status: 'error', message: expect.stringMatching(/15 MB/) });
    expect(t.files()).toEqual(before);
  });

  it('a client that disconnects mid-upload leaves the old file whole and no temp file', async () => {
    expect((await t.upload({ ...IMG, file: await testImage('jpeg', 300, 200) })).status).toBe(200);
    const old = readFileSync(t.store.filePath(image));
    const boundary = 'xYzBoundary';
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="targetPath"\r\n\r\n${IMG.targetPath}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="fileName"\r\n\r\n${IMG.fileName}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n`;
    const next = await testImage('jpeg', 1500, 900, '#123456');
    await new Promise<void>((done, fail) => {
      const req = httpRequest(`${base}/api/admin/upload-file`, {
        method: 'POST',
        headers: {
          cookie: t.cookie,
          origin: SITE,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + next.length + 100),
        },
      });
      req.on('error', () => {}); // the reset we cause
      req.write(head);
      req.write(next.subarray(0, next.length >> 1));
      // Cut off once the server is writing the file, not after a guess at how long that takes.
      vi.waitFor(
        () => {
          if (!t.files().some((f) => f.includes('upload-tmp'))) throw new Error('the server has not begun the file');
        },
        { timeout: 10_000, interval: 10 },
      ).then(() => {
        req.destroy();
        done();
      }, fail);
    });
    await expect.poll(() => t.files().filter((f) => f.includes('upload-tmp')), { timeout: 3000 }).toEqual([]);
    expect(sha(readFileSync(t.store.filePath(image)))).toBe(sha(old));
  });
});
