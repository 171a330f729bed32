import { serve, type ServerType } from '@hono/node-server';
import { statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MP4_BYTES, NO_VIDEO_TOOLS, SITE, mediaTestApp, testImage } from '../../tests/support/media';
import { gallery } from '../../site-config/media';

/**
 * Resumable uploads (tus) over a real socket: a connection cut halfway
 * through resumes from where the server stopped, the committed file is
 * whole, and a partial upload is never served.
 */
let t: Awaited<ReturnType<typeof mediaTestApp>>;
let server: ServerType;
let base: string;
const VIDEO = {
  targetPath: 'Gallery/project-videos/prefab-units',
  fileName: 'gallery-project-videos-prefab-units-video-1.mp4',
};
const IMG = {
  targetPath: 'Gallery/product-images/prefab-units',
  fileName: 'gallery-product-images-prefab-units-image-2.jpg',
};
const b64 = (s: string) => Buffer.from(s).toString('base64');
const meta = (m: Record<string, string>) =>
  Object.entries(m)
    .map(([k, v]) => `${k} ${b64(v)}`)
    .join(',');

beforeAll(async () => {
  t = await mediaTestApp(undefined, { videoTools: NO_VIDEO_TOOLS });
  await new Promise<void>((ok) => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => ok());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((ok) => server.close(ok));
  await t.close();
});

const headers = (extra: Record<string, string> = {}) => ({
  cookie: t.cookie,
  origin: SITE,
  'tus-resumable': '1.0.0',
  ...extra,
});
async function create(
  target: { targetPath: string; fileName: string },
  length: number,
  extra: Record<string, string> = {},
) {
  return fetch(`${base}/api/admin/uploads`, {
    method: 'POST',
    headers: headers({ 'upload-length': String(length), 'upload-metadata': meta(target), ...extra }),
  });
}
const offsetOf = async (location: string) =>
  Number((await fetch(base + location, { method: 'HEAD', headers: headers() })).headers.get('upload-offset'));
const patch = (location: string, offset: number, body: Uint8Array) =>
  fetch(base + location, {
    method: 'PATCH',
    headers: headers({ 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }),
    body: body as BodyInit,
  });

/** Bytes of an upload the server has written to its partial file so far (0 before the first arrives). */
const partialBytes = (location: string) => {
  try {
    return statSync(join(t.dataDir, 'resumable', location.split('/').pop()!)).size;
  } catch {
    return 0;
  }
};

/**
 * Sends the first `sendBytes` of a PATCH and then cuts the connection, as a
 * dropped mobile link does. The cut waits until the server has written some of
 * those bytes, not for a fixed time: on a busy machine it may not have read any yet.
 */
async function cutPatch(location: string, body: Buffer, sendBytes: number) {
  const url = new URL(base + location);
  const req = httpRequest({
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    method: 'PATCH',
    headers: {
      ...headers({ 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }),
      'content-length': String(body.length),
    },
  });
  const closed = new Promise<void>((done) => {
    req.on('error', () => done());
    req.on('close', () => done());
  });
  req.write(body.subarray(0, sendBytes));
  await vi.waitFor(() => expect(partialBytes(location)).toBeGreaterThan(0), { timeout: 10_000, interval: 20 });
  req.destroy();
  await closed;
}

describe('resumable uploads (tus)', () => {
  it('a connection cut halfway resumes at the server offset; the committed file is whole and the partial is never served', async () => {
    const video = Buffer.concat([MP4_BYTES, Buffer.alloc(3 * 1024 * 1024, 9)]);
    const created = await create(VIDEO, video.length);
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/api\/admin\/uploads\/[0-9a-f]{32}$/);

    await cutPatch(location, video, Math.floor(video.length / 2));
    const offset = await offsetOf(location);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(video.length);
    // Half an upload is not a file: the slot still shows nothing, and the partial cannot be fetched.
    expect(t.store.resolve(gallery.projectVideo('prefab-units', 1)).exists).toBe(false);
    expect((await fetch(`${base}/uploads/Gallery/project-videos/prefab-units/${VIDEO.fileName}`)).status).toBe(404);
    expect((await fetch(base + location, { headers: headers() })).status).toBe(405);

    const rest = await patch(location, offset, video.subarray(offset));
    expect(rest.status).toBe(200);
    expect(await rest.json()).toMatchObject({
      status: 'success',
      message: `${VIDEO.fileName} uploaded to ${VIDEO.targetPath}.`,
    });
    const served = await fetch(base + t.store.resolve(gallery.projectVideo('prefab-units', 1)).src);
    expect(Buffer.from(await served.arrayBuffer()).equals(video)).toBe(true);
    // Nothing of the upload is left behind.
    expect(t.files().filter((f) => f.includes('/resumable/'))).toEqual([]);
  });

  it('an image resumed in two parts gets variants like any upload', async () => {
    const jpeg = await testImage('jpeg', 1000, 640);
    const location = (await create(IMG, jpeg.length)).headers.get('location')!;
    const half = Math.floor(jpeg.length / 2);
    expect((await patch(location, 0, jpeg.subarray(0, half))).status).toBe(204);
    expect(await offsetOf(location)).toBe(half);
    expect((await patch(location, half, jpeg.subarray(half))).status).toBe(200);
    const resolved = t.store.resolve(gallery.productImage('prefab-units', 2));
    expect(resolved.sources?.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
  });

  it('refuses what the multipart endpoint refuses, before storing a byte where it can', async () => {
    const bad = await create({ targetPath: 'Gallery/nowhere', fileName: 'x.jpg' }, 100);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/is not an upload target/);
    const huge = await create(VIDEO, 301 * 1024 * 1024);
    expect(huge.status).toBe(413);
    expect((await create(IMG, 20 * 1024 * 1024)).status).toBe(413);
    expect(
      (
        await fetch(`${base}/api/admin/uploads`, {
          method: 'POST',
          headers: { origin: SITE, 'tus-resumable': '1.0.0', 'upload-length': '10', 'upload-metadata': meta(IMG) },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await fetch(`${base}/api/admin/uploads`, {
          method: 'POST',
          headers: headers({ origin: 'https://evil.example', 'upload-length': '10', 'upload-metadata': meta(IMG) }),
        })
      ).status,
    ).toBe(403);
    // The wrong kind of bytes is found when the upload completes: refused, and nothing is stored.
    const text = Buffer.from('this is not a video at all, just text pretending'.repeat(10));
    const location = (await create(VIDEO, text.length)).headers.get('location')!;
    const done = await patch(location, 0, text);
    expect(done.status).toBe(415);
    expect(((await done.json()) as { message: string }).message).toMatch(/needs an MP4 or MOV video/);
    expect(t.files().filter((f) => f.includes('/resumable/') || f.includes('video-1.mp4.'))).toEqual([]);
  });
});
