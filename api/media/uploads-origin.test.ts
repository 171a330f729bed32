import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { startS3, type TestS3 } from '../../tests/support/s3';
import { NO_VIDEO_TOOLS, PDF_BYTES, SITE, mediaTestApp, testImage } from '../../tests/support/media';

/**
 * /uploads/* is served from the site's own origin, so a file there runs with
 * staff's cookies if a browser treats it as a page. Whatever reaches the store
 * (a restored backup, a bucket another tool writes to, a future bug), only the
 * media the site makes is served, under its own type, sandboxed and unsniffed.
 * Both stores: a folder, and a bucket on a real S3-protocol server.
 */
const HTML = '<!doctype html><script>fetch("/api/admin/me").then(r=>r.text()).then(alert)</script>';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';

let s3: TestS3 | undefined;
const scratch = mkdtempSync(join(tmpdir(), 'uploads-origin-'));
beforeAll(async () => {
  s3 = await startS3();
  vi.stubEnv('AWS_ACCESS_KEY_ID', s3.env.AWS_ACCESS_KEY_ID);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', s3.env.AWS_SECRET_ACCESS_KEY);
}, 60_000);
afterAll(async () => {
  // The variables stubbed above go back to what the next file in this worker expects.
  vi.unstubAllEnvs();
  await s3?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

describe.each(['folder', 'bucket'] as const)('/uploads/* from a %s', (kind) => {
  let t: Awaited<ReturnType<typeof mediaTestApp>>;
  beforeAll(async () => {
    t = await mediaTestApp(undefined, {
      videoTools: NO_VIDEO_TOOLS,
      s3: kind === 'bucket' ? loadConfig({ ...s3!.env }).s3 : undefined,
    });
    // Put files in the store behind the upload endpoint's back, with the type a careless tool would give them.
    const put = async (key: string, bytes: string | Buffer, type: string) => {
      const file = join(scratch, `${kind}-${key.replace(/\//g, '_')}`);
      writeFileSync(file, bytes);
      await t.store.blobs.commit(key, file, type);
    };
    await put('stray/page.html', HTML, 'text/html');
    await put('stray/logo.svg', SVG, 'image/svg+xml');
    await put('stray/page.htm', HTML, 'text/html');
    await put('stray/notes.txt', 'hello', 'text/plain');
    await put('stray/noext', HTML, 'text/html');
    await put('stray/photo.jpg', HTML, 'text/html');
    await put('stray/real.png', await testImage('png', 40, 30), 'image/png');
    await put('stray/catalog.pdf', PDF_BYTES, 'application/pdf');
    await t.store.blobs.refresh();
  }, 60_000);
  afterAll(() => t?.close());
  const get = (path: string) => t.app.request(`${SITE}${path}`);

  it('answers 404 for anything that is not JPEG, PNG, WebP, AVIF, MP4 or PDF', async () => {
    for (const name of ['page.html', 'logo.svg', 'page.htm', 'notes.txt', 'noext', 'page.HTML']) {
      const res = await get(`/uploads/stray/${name}`);
      expect(res.status, name).toBe(404);
      expect(res.headers.get('content-type'), name).toMatch(/^application\/json/);
      expect(await res.text(), name).not.toContain('<script>');
    }
  });

  it('serves the site’s media types under their own type, sandboxed and never sniffed', async () => {
    const expected = { 'photo.jpg': 'image/jpeg', 'real.png': 'image/png', 'catalog.pdf': 'application/pdf' };
    for (const [name, type] of Object.entries(expected)) {
      const res = await get(`/uploads/stray/${name}`);
      expect(res.status, name).toBe(200);
      // A JPEG name over HTML bytes stays a (broken) image: the type comes from the name, never from the store or the bytes.
      expect(res.headers.get('content-type'), name).toBe(type);
      expect(res.headers.get('x-content-type-options'), name).toBe('nosniff');
      expect(res.headers.get('content-security-policy'), name).toMatch(/^sandbox(;|$)/);
      expect(res.headers.get('content-security-policy'), name).toMatch(/default-src 'none'/);
      await res.arrayBuffer();
    }
    const ranged = await t.app.request(`${SITE}/uploads/stray/real.png`, { headers: { range: 'bytes=0-3' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-security-policy')).toMatch(/^sandbox/);
  });
});
