import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactDetailsDetail } from '../../contracts/contact-details';
import type { PageDetail, PageDocument } from '../../contracts/pages';
import { feedHead } from '../../platform/change-feed';
import { createTestApp, type TestApp } from '../../tests/support/api';
import { testEngine } from '../../tests/support/database';
import { mirrorFile } from './static-mirror';

// The whole mirror is every public page rendered and compressed (95 since the project pages); on a loaded
// 2-core machine with the other unit files beside it that alone took up to a minute, so these tests get 3.
const MIRROR_TEST_MS = 180_000;

/**
 * The static mirror on one instance: complete after its first run, and
 * after a publish it holds the new page, with its compressed copies, and
 * says which feed position it reflects.
 *
 * One app and one whole-mirror render for the file: that render is most of
 * what each test cost, and after it the mirror only renders what a change
 * touches. Each test publishes something of its own (a service page and a
 * redirect, the contact details, the contact page), so what one changes is
 * not what another reads. They run in order: the first checks the first run,
 * and the last turns the mirror's folder into a file, after which the folder
 * holds only what changed since.
 */
const PAGE = '/services/containers/public';
const q = `?path=${encodeURIComponent(PAGE)}`;
let t: TestApp;
let dir: string;
let mirror: NonNullable<TestApp['server']['mirror']>;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ mirror: true, contentPollMs: 50 });
  dir = t.config.mirrorDir!;
  mirror = t.server.mirror!;
  await mirror.run();
  cookie = await t.login();
}, MIRROR_TEST_MS);
afterAll(() => t?.close());

const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');
const position = (dir: string) => (JSON.parse(read(dir, 'mirror-position.json')) as { position: number }).position;

describe(`the static mirror (${testEngine()})`, { timeout: MIRROR_TEST_MS }, () => {
  it('is complete after its first run, and after a publish has the new page and the feed position it reflects', async () => {
    expect(mirror.status().lastError).toBeUndefined();
    // Every page the sitemap lists, with its compressed copies, and the site's other files.
    const sitemap = read(dir, 'sitemap.xml');
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(listed.length).toBeGreaterThan(20);
    for (const path of listed) {
      const file = mirrorFile(path);
      expect(existsSync(join(dir, file)), file).toBe(true);
      const html = read(dir, file);
      expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`))).toString()).toBe(html);
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`))).toString()).toBe(html);
    }
    expect(read(dir, mirrorFile('/contact'))).toBe((await t.request('GET', '/contact')).text);
    for (const file of ['404.html', 'robots.txt', 'nginx/redirects.map', 'nginx/gone.map'])
      expect(existsSync(join(dir, file)), file).toBe(true);
    expect(position(dir)).toBe(await feedHead(t.db));

    const page = (await t.request('GET', `/api/admin/page${q}`, { cookie })).json as PageDetail;
    const doc = structuredClone(page.published) as PageDocument;
    (doc.blocks[0]!.props as { title: string }).title = 'Mirrored Right After The Publish';
    const draft = await t.request('PUT', `/api/admin/page/draft${q}`, {
      cookie,
      body: { page: doc, baseVersion: page.version },
    });
    expect(draft.status, draft.text).toBe(200);
    const published = await t.request('POST', `/api/admin/page/publish${q}`, {
      cookie,
      body: { baseVersion: draft.json.version },
    });
    expect(published.status, published.text).toBe(200);
    const moved = await t.request('POST', '/api/admin/redirects', {
      cookie,
      body: { from: '/old-containers', to: PAGE },
    });
    expect(moved.status, moved.text).toBeLessThan(300);
    // The consumer's own poll writes it; nothing here runs it by hand.
    await expect
      .poll(() => read(dir, mirrorFile(PAGE)), { timeout: 10_000 })
      .toContain('Mirrored Right After The Publish');
    await expect.poll(() => position(dir), { timeout: 10_000 }).toBe(await feedHead(t.db));
    const html = read(dir, mirrorFile(PAGE));
    expect(brotliDecompressSync(readFileSync(join(dir, `${mirrorFile(PAGE)}.br`))).toString()).toBe(html);
    expect(read(dir, 'nginx/redirects.map')).toContain(`"/old-containers" "${PAGE}";`);
    // The consumer writes mirror-position.json as the last file of a change and only then stores its position
    // in the database and in memory, which /api/ready reads: on PostgreSQL that store can still be under way.
    await expect
      .poll(async () => (await t.request('GET', '/api/ready')).json.mirror, {
        timeout: 10_000,
        message: '/api/ready never said the mirror had caught up',
      })
      .toMatchObject({ behind: 0, writer: true });
  });

  it('keeps the offline page on the published contact details: a contact publish of the core rewrites it', async () => {
    await mirror.run();
    expect(read(dir, 'offline.html')).not.toContain('+254 700 111 999');
    const contact = (await t.request('GET', '/api/admin/contact', { cookie })).json as ContactDetailsDetail;
    const draft = await t.request('PUT', '/api/admin/contact/draft', {
      cookie,
      body: { details: { ...contact.published, phone: '+254 700 111 999' }, baseVersion: contact.version },
    });
    expect(draft.status, draft.text).toBe(200);
    const published = await t.request('POST', '/api/admin/contact/publish', {
      cookie,
      body: { baseVersion: draft.json.version },
    });
    expect(published.status, published.text).toBe(200);
    await mirror.run();
    expect(mirror.status().lastError).toBeUndefined();
    expect(read(dir, 'offline.html')).toContain('+254 700 111 999');
    expect(position(dir)).toBe(await feedHead(t.db));
  });

  it('says how far it is behind and its last error on /api/ready and the dashboard, and catches up once it can write', async () => {
    await mirror.run();
    const summary = async () => (await t.request('GET', '/api/admin/summary', { cookie })).json.mirror;
    expect(await summary()).toEqual({ behind: 0, behindSeconds: 0 });
    // A mirror that cannot be written: its folder is a file now, as a full or read-only disk would refuse it.
    rmSync(dir, { recursive: true, force: true });
    writeFileSync(dir, 'not a folder');
    const q = `?path=${encodeURIComponent('/contact')}`;
    const page = (await t.request('GET', `/api/admin/page${q}`, { cookie })).json as PageDetail;
    const doc = structuredClone(page.published) as PageDocument;
    (doc.blocks[0]!.props as { title: string }).title = 'Talk To Us Today';
    const draft = await t.request('PUT', `/api/admin/page/draft${q}`, {
      cookie,
      body: { page: doc, baseVersion: page.version },
    });
    const live = await t.request('POST', `/api/admin/page/publish${q}`, {
      cookie,
      body: { baseVersion: draft.json.version },
    });
    expect(live.status, live.text).toBe(200);
    await mirror.run();
    const stuck = await summary();
    expect(stuck).toMatchObject({ behind: 1, lastError: expect.stringMatching(/ENOTDIR|EEXIST/) });
    expect((await t.request('GET', '/api/ready')).json.mirror).toMatchObject({
      behind: 1,
      writer: true,
      lastError: stuck.lastError,
    });
    rmSync(dir, { force: true });
    await mirror.run();
    expect(await summary()).toEqual({ behind: 0, behindSeconds: 0 });
    expect(read(dir, mirrorFile('/contact'))).toContain('Talk To Us Today');
  });
});
