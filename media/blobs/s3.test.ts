import { serve, type ServerType } from '@hono/node-server';
import { writeFileSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { startS3, type TestS3 } from '../../tests/support/s3';
import { MP4_BYTES, NO_VIDEO_TOOLS, SITE, mediaTestApp, testImage } from '../../tests/support/media';
import { openBlobStore } from '../../app/blob-store';
import { loadConfig, type S3Config } from '../../api/config';
import { gallery } from '../../site-config/media';
import { s3BlobStore, s3Client } from './s3';
import { posterSlotOf, smallVideoSlotOf } from '../folders';
import { inspectVideo, testVideo } from '../../tests/support/test-videos';
import { TRANSCODE_TEST_MS, testVideoTools } from '../../tests/support/ffmpeg';

/**
 * MEDIA_STORE=s3 against a real S3-protocol server (s3rver, started here on a
 * free port): uploads, image variants and serving go to and come from the
 * bucket through the AWS SDK, exactly as with AWS or another S3-compatible store.
 */
let s3: TestS3;
let settings: S3Config;
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

const keys = async () =>
  ((await s3Client(settings).send(new ListObjectsV2Command({ Bucket: settings.bucket }))).Contents ?? [])
    .map((o) => o.Key!)
    .sort();
/** The key each stored copy is for (objects are named `<key>~<stamp>`). */
const logical = (objects: string[]) => objects.map((o) => o.slice(0, o.lastIndexOf('~')));

beforeAll(async () => {
  s3 = await startS3();
  // Credentials reach the SDK the usual way, through the environment.
  vi.stubEnv('AWS_ACCESS_KEY_ID', s3.env.AWS_ACCESS_KEY_ID);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', s3.env.AWS_SECRET_ACCESS_KEY);
  settings = loadConfig({ ...s3.env }).s3!;
  t = await mediaTestApp(undefined, { s3: settings, videoTools: NO_VIDEO_TOOLS });
  await new Promise<void>((ok) => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => ok());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  // The variables stubbed above go back to what the next file in this worker expects.
  vi.unstubAllEnvs();
  if (server) await new Promise((ok) => server.close(ok));
  await t?.close();
  await s3?.stop();
});

describe('media in an S3 bucket', () => {
  it('an image upload puts the file and its AVIF/WebP variants in the bucket, and nothing in DATA_DIR/uploads', async () => {
    const res = await t.upload({ ...IMG, file: await testImage('jpeg', 1200, 750) });
    expect(res.status).toBe(200);
    const stored = logical(await keys());
    // The slot names a library file: the bytes are stored once, under the file's own address.
    const key = t.store.key(image);
    expect(key).toMatch(/^_assets\/[0-9a-f]{32}\.jpg$/);
    expect(stored).toContain(key);
    const stem = key.slice('_assets/'.length, -'.jpg'.length);
    expect(stored.filter((k) => k!.startsWith(`_variants/_assets/${stem}-`)).length).toBeGreaterThanOrEqual(4);
    expect(t.files().filter((f) => f.startsWith(t.store.root))).toEqual([]);
    const resolved = t.store.resolve(image);
    expect(resolved.exists).toBe(true);
    expect(resolved.src).toMatch(/\?v=\w+$/);
    expect(resolved.sources?.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    // Every variant URL the page would print is served from the bucket.
    for (const src of resolved.sources!.flatMap((s) => s.srcSet.split(', ').map((e) => e.split(' ')[0]))) {
      const r = await fetch(base + src);
      expect(r.status, src).toBe(200);
      expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      await r.arrayBuffer();
    }
  });

  it('serves a video with Range (206, exact bytes), 416 beyond the end, 404 for a missing key, and HEAD', async () => {
    expect((await t.upload({ ...VIDEO, file: MP4_BYTES })).status).toBe(200);
    const src = t.store.resolve(video).src;
    const part = await fetch(base + src, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(part.headers.get('accept-ranges')).toBe('bytes');
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${MP4_BYTES.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(MP4_BYTES.subarray(100, 200));
    const whole = await fetch(base + src);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(MP4_BYTES);
    expect((await fetch(base + src, { headers: { range: `bytes=${MP4_BYTES.length + 10}-` } })).status).toBe(416);
    const missing = await fetch(`${base}/uploads/gallery/nothing-here.jpg`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: string }).error).toMatch(/No file/);
    expect((await fetch(`${base}/uploads/%2e%2e/secret`)).status).toBe(404);
    const head = await fetch(base + src, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(MP4_BYTES.length));
  });

  it('a replacement is atomic: readers during the overwrite get the old bytes or the new ones, never a mix', async () => {
    const a = Buffer.concat([MP4_BYTES, Buffer.alloc(200_000, 1)]);
    const b = Buffer.concat([MP4_BYTES, Buffer.alloc(300_000, 2)]);
    expect((await t.upload({ ...VIDEO, file: a })).status).toBe(200);
    const reads: Promise<Buffer>[] = [];
    const writing = t.upload({ ...VIDEO, file: b });
    for (let i = 0; i < 20; i++)
      reads.push(fetch(`${base}${video}`).then(async (r) => Buffer.from(await r.arrayBuffer())));
    expect((await writing).status).toBe(200);
    for (const got of await Promise.all(reads)) expect(got.equals(a) || got.equals(b)).toBe(true);
    expect(Buffer.from(await (await fetch(`${base}${video}`)).arrayBuffer()).equals(b)).toBe(true);
    // The replaced copy is gone: one object per key.
    const videos = (await keys()).filter((k) => k.startsWith(t.store.key(video)));
    expect(videos).toHaveLength(1);
  });

  it('another instance on the same bucket sees an upload after its refresh (what a content-version change triggers)', async () => {
    const other = s3BlobStore(settings);
    await other.refresh();
    expect(other.info(t.store.key(image))?.version).toBe(t.store.blobs.info(t.store.key(image))?.version);
    const dir = mkdtempSync(join(tmpdir(), 's3-commit-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(join(dir, 'x.pdf'), '%PDF-1.4 from elsewhere');
    await other.commit('docs/x.pdf', join(dir, 'x.pdf'));
    expect(t.store.blobs.info('docs/x.pdf')).toBeUndefined();
    await t.store.blobs.refresh();
    expect(t.store.blobs.info('docs/x.pdf')?.size).toBe(23);
    await other.remove('docs/x.pdf');
  });

  it('/api/ready reports the bucket; a missing bucket or a bad setting stops the start with one line naming the variable', async () => {
    const ready = await fetch(`${base}/api/ready`);
    expect(await ready.json()).toEqual({
      ok: true,
      database: 'ok',
      media: 'ok',
      changes: 'ok',
      disk: 'ok',
      documents: 'ok',
      clock: 'ok',
      clockSkewMs: expect.any(Number),
    });
    await expect(openBlobStore({ dataDir: tmpdir(), s3: { ...settings, bucket: 'no-such-bucket' } })).rejects.toThrow(
      /^S3_BUCKET: cannot use s3:\/\/no-such-bucket .*the bucket does not exist$/,
    );
    expect(() => loadConfig({ MEDIA_STORE: 'bucket' })).toThrow(/^MEDIA_STORE must be "file" .* or "s3"/);
    expect(() => loadConfig({ MEDIA_STORE: 's3' })).toThrow(/^S3_BUCKET must name the bucket/);
    expect(() => loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'media', S3_ENDPOINT: 'not a url' })).toThrow(
      /^S3_ENDPOINT must be an http\(s\) URL/,
    );
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('a bucket that answers a server error or cannot be reached at the start is asked again until it answers', async () => {
    // s3rver answers a listing with 500 when an entry of its folder vanishes
    // while it walks it (another instance deleting); a dangling link does that
    // for as long as it is there.
    const vanishing = join(s3.directory, settings.bucket, 'vanishing');
    symlinkSync(join(s3.directory, 'nothing-here'), vanishing);
    onTestFinished(() => rmSync(vanishing, { force: true }));
    const retries: string[] = [];
    const opening = openBlobStore({ dataDir: tmpdir(), s3: settings }, { onRetry: (why) => retries.push(why) });
    await vi.waitFor(() => expect(retries, 'the failed listing was tried again').not.toHaveLength(0), {
      timeout: 15_000,
    });
    expect(retries[0]).toMatch(/^the bucket's server answered 500/);
    rmSync(vanishing);
    expect((await opening).info(t.store.key(image))?.version).toBe(t.store.blobs.info(t.store.key(image))?.version);

    // Unreachable (the port closed, as in a restart), then back.
    await s3.halt();
    onTestFinished(() => s3.resume());
    retries.length = 0;
    const reopening = openBlobStore({ dataDir: tmpdir(), s3: settings }, { onRetry: (why) => retries.push(why) });
    await vi.waitFor(() => expect(retries, 'the refused connection was tried again').not.toHaveLength(0), {
      timeout: 15_000,
    });
    await s3.resume();
    expect((await reopening).info(t.store.key(image))).toBeDefined();
  });

  it('a server error that outlasts the patience stops the start, saying so; a missing bucket is not asked again', async () => {
    const vanishing = join(s3.directory, settings.bucket, 'vanishing');
    symlinkSync(join(s3.directory, 'nothing-here'), vanishing);
    onTestFinished(() => rmSync(vanishing, { force: true }));
    await expect(openBlobStore({ dataDir: tmpdir(), s3: settings }, { patienceMs: 1_000 })).rejects.toThrow(
      /^S3_BUCKET: cannot use s3:\/\/site-media .*: the bucket's server answered 500.* \(still so after 1 s of trying again\)$/i,
    );
    const retries: string[] = [];
    await expect(
      openBlobStore(
        { dataDir: tmpdir(), s3: { ...settings, bucket: 'no-such-bucket' } },
        { onRetry: (why) => retries.push(why) },
      ),
    ).rejects.toThrow(/the bucket does not exist$/);
    expect(retries).toEqual([]);
  });

  it('the site page HTML points at the bucket-served URL', async () => {
    const res = await t.app.request(`${SITE}/uploads/${t.store.key(image)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
  });
});

describe.runIf(testVideoTools())('videos in a bucket', () => {
  it('the pipeline reads the upload from the bucket and commits the web version, its poster and phone rendition there', {
    timeout: TRANSCODE_TEST_MS,
  }, async () => {
    const v = await mediaTestApp(undefined, { s3: settings, video: { paused: true } });
    try {
      // 720p with sound, not 4K: what this proves is where the files go; the 1080p bound is proved in web-ready.test.ts,
      // and this test on the 4K clip took over a minute on a loaded machine.
      expect((await v.upload({ ...VIDEO, file: await testVideo('hd-landscape') })).status).toBe(200);
      expect(await v.videos.drain()).toBe(1);
      const stored = logical(await keys());
      expect(stored).toContain(v.store.key(video));
      expect(stored).toContain(v.store.key(posterSlotOf(video)));
      expect(stored).toContain(v.store.key(smallVideoSlotOf(video)));
      const res = await v.app.request(`${SITE}${v.store.resolve(video).src}`);
      expect(res.headers.get('content-type')).toBe('video/mp4');
      const videoDir = mkdtempSync(join(tmpdir(), 's3-video-'));
      onTestFinished(() => rmSync(videoDir, { recursive: true, force: true }));
      const file = join(videoDir, 'v.mp4');
      writeFileSync(file, Buffer.from(await res.arrayBuffer()));
      expect((await inspectVideo(file)).info).toMatchObject({
        codec: 'h264',
        width: 1280,
        height: 720,
        hasAudio: false,
      });
      expect((await v.app.request(`${SITE}${v.store.resolve(video).poster}`)).headers.get('content-type')).toBe(
        'image/jpeg',
      );
      const small = await v.app.request(`${SITE}${v.store.resolve(video).smallSrc}`);
      expect(small.headers.get('content-type')).toBe('video/mp4');
      writeFileSync(file, Buffer.from(await small.arrayBuffer()));
      expect((await inspectVideo(file)).info).toMatchObject({ codec: 'h264', width: 640, height: 360 });
    } finally {
      await v.close();
    }
  });
  it('the media library keeps its files in the bucket: an upload is served, a deletion removes them all', async () => {
    const fd = new FormData();
    fd.append('file', new Blob([new Uint8Array(await testImage('png', 900, 600, '#335577'))]), 'Bucket test.png');
    const res = await t.app.request(`${SITE}/api/admin/media`, {
      method: 'POST',
      body: fd,
      headers: { cookie: t.cookie, origin: SITE },
    });
    expect(res.status).toBe(201);
    const asset = (await res.json()) as { id: string; url: string };
    const stored = logical(await keys()).filter((k) => k.includes(asset.id));
    expect(stored).toContain(`_assets/${asset.id}.png`);
    expect(stored.filter((k) => k.startsWith('_variants/_assets/')).length).toBeGreaterThanOrEqual(4);
    expect((await fetch(`${base}${asset.url}`)).status).toBe(200);
    const del = await t.app.request(`${SITE}/api/admin/media/${asset.id}`, {
      method: 'DELETE',
      headers: { cookie: t.cookie, origin: SITE },
    });
    expect(del.status).toBe(204);
    expect((await fetch(`${base}${asset.url}`)).status).toBe(404);
    expect(logical(await keys()).filter((k) => k.includes(asset.id))).toEqual([]);
  });
});
