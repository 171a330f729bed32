import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../api/config';
import type { PageDetail, PageDocument } from '../contracts/pages';
import { feedHead, withChanges } from '../platform/change-feed';
import { startS3, type TestS3 } from '../tests/support/s3';
import { createTestApp, type TestApp, type TestAppOptions } from '../tests/support/api';
import { testEngine } from '../tests/support/database';

/**
 * The change feed is exact: an instance shows every change visitors can see
 * (also one committed while it started), and nothing else (a draft save
 * leaves its cached pages alone); each change is applied on its own, so a
 * bucket call that hangs holds back no page.
 */
vi.stubEnv('AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED', 'true');
const PAGE = '/services/containers/public';
const q = `?path=${encodeURIComponent(PAGE)}`;

const apps: TestApp[] = [];
const cleanups: (() => Promise<void>)[] = [];
// The warning flag stubbed above goes back to what the next file in this worker expects.
afterAll(() => vi.unstubAllEnvs());
afterEach(async () => {
  for (const a of apps.reverse()) await a.close();
  apps.length = 0;
  for (const c of cleanups.reverse()) await c();
  cleanups.length = 0;
});

async function app(opts: TestAppOptions = {}) {
  const t = await createTestApp({ contentPollMs: 50, ...opts });
  apps.push(t);
  return t;
}

/** Saves a draft of the page with its first block's title set to `title`; answers the draft's version. */
async function saveDraft(t: TestApp, cookie: string, title: string) {
  const page = (await t.request('GET', `/api/admin/page${q}`, { cookie })).json as PageDetail;
  const doc = structuredClone(page.published) as PageDocument;
  (doc.blocks[0]!.props as { title: string }).title = title;
  const draft = await t.request('PUT', `/api/admin/page/draft${q}`, {
    cookie,
    body: { page: doc, baseVersion: page.version },
  });
  expect(draft.status, draft.text).toBe(200);
  return draft.json.version as number;
}

async function publishTitle(t: TestApp, cookie: string, title: string) {
  const version = await saveDraft(t, cookie, title);
  const published = await t.request('POST', `/api/admin/page/publish${q}`, { cookie, body: { baseVersion: version } });
  expect(published.status, published.text).toBe(200);
}

const shown = async (t: TestApp) => (await t.request('GET', PAGE)).text;

describe(`an exact change feed (${testEngine()})`, () => {
  it('an instance shows a change committed after it loaded its pages and before it followed the feed', async () => {
    const a = await app();
    const cookie = await a.login();
    const b = await app({
      sameDataAs: a,
      // The window between the loads and the follower's start, made deterministic: another instance publishes in it.
      afterLoads: () => publishTitle(a, cookie, 'Published While Another Instance Started'),
    });
    await expect.poll(() => shown(b), { timeout: 5_000 }).toContain('Published While Another Instance Started');
    expect((await b.request('GET', '/api/ready')).json).toMatchObject({ ok: true });
  });

  it('a draft save is no change: another instance keeps its cached page, bytes and render count alike', async () => {
    const a = await app();
    const b = await app({ sameDataAs: a });
    const cookie = await a.login();
    const first = await b.request('GET', PAGE);
    expect(first.status).toBe(200);
    const renders = b.server.site.renderCount();
    const head = await feedHead(a.db);
    await saveDraft(a, cookie, 'An Autosaved Draft Nobody Published');
    expect(await feedHead(a.db), 'the feed records no draft').toBe(head);
    await b.server.deps.changes.catchUp();
    const again = await b.request('GET', PAGE);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(b.server.site.renderCount(), 'the cached page is answered without a new render').toBe(renders);
  });

  it('a publish drops the cached pages it touches and no other', async () => {
    const a = await app();
    const b = await app({ sameDataAs: a });
    const cookie = await a.login();
    const contact = await b.request('GET', '/contact');
    await b.request('GET', PAGE);
    await b.request('GET', '/services/containers');
    await publishTitle(a, cookie, 'Only This Page And Its Cards Change');
    await expect.poll(() => shown(b), { timeout: 5_000 }).toContain('Only This Page And Its Cards Change');
    const renders = b.server.site.renderCount();
    // The page above it links to it with a card: rendered again (it may show the title).
    expect((await b.request('GET', '/services/containers')).status).toBe(200);
    expect(b.server.site.renderCount()).toBe(renders + 1);
    // The contact page shows nothing of it: the bytes cached before the publish, no new render.
    expect((await b.request('GET', '/contact')).text).toBe(contact.text);
    expect(b.server.site.renderCount()).toBe(renders + 1);
  });

  it('a bucket call that hangs does not hold back a page change read after it', async () => {
    const s3: TestS3 = await startS3();
    cleanups.push(() => s3.stop());
    vi.stubEnv('AWS_ACCESS_KEY_ID', s3.env.AWS_ACCESS_KEY_ID);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', s3.env.AWS_SECRET_ACCESS_KEY);
    cleanups.push(async () => {
      vi.unstubAllEnvs();
      // The flag of the whole file, stubbed again: unstubAllEnvs put back every variable.
      vi.stubEnv('AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED', 'true');
    });
    const s3Config = loadConfig({ ...s3.env }).s3!;
    const a = await app({ s3: s3Config });
    const b = await app({ sameDataAs: a });
    const cookie = await a.login();
    // The bucket's address now accepts connections and never answers.
    await s3.halt();
    const port = Number(new URL(s3.endpoint).port);
    const sockets = new Set<Socket>();
    const hang: Server = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => hang.listen(port, '127.0.0.1', resolve));
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          for (const s of sockets) s.destroy();
          hang.close(() => resolve());
        }),
    );
    // A media change from another writer: reloading it asks the bucket, which never answers.
    await withChanges(a.db, async (_trx, changed) =>
      changed({ kind: 'media', key: '/uploads/Gallery/product-images/prefab-units/hanging.jpg' }),
    );
    await expect.poll(() => sockets.size, { timeout: 5_000 }).toBeGreaterThan(0);
    await publishTitle(a, cookie, 'Shown Although The Bucket Hangs');
    await expect.poll(() => shown(b), { timeout: 5_000 }).toContain('Shown Although The Bucket Hangs');
    expect(b.server.deps.changes.status().pending).toBeGreaterThanOrEqual(1);
  });
});
