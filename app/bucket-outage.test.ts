import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../api/config';
import { listMediaRecords } from '../media/records';
import type { PageDetail, PageDocument } from '../contracts/pages';
import { startS3, type TestS3 } from '../tests/support/s3';
import { createTestApp, type TestApp } from '../tests/support/api';
import { testEngine } from '../tests/support/database';

/**
 * Two instances sharing one database (PostgreSQL in the postgres project)
 * and one real S3-protocol server, with the bucket stopped as in an outage:
 * a write that committed answers 2xx and is shown everywhere, and a change
 * that needs the bucket to be shown is shown once the bucket is back,
 * without any further write.
 */
vi.stubEnv('AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED', 'true');
const SERVICE = '/services/containers/public';
const SLOT = {
  targetPath: 'Gallery/product-images/prefab-units',
  fileName: 'gallery-product-images-prefab-units-image-1.jpg',
};
const ALT = 'Forty-foot office unit in Athi River';
let s3: TestS3;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  s3 = await startS3();
  vi.stubEnv('AWS_ACCESS_KEY_ID', s3.env.AWS_ACCESS_KEY_ID);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', s3.env.AWS_SECRET_ACCESS_KEY);
  const s3Config = loadConfig({ ...s3.env }).s3!;
  a = await createTestApp({ contentPollMs: 50, s3: s3Config });
  b = await createTestApp({ sameDataAs: a, contentPollMs: 50 });
}, 60_000);
afterAll(async () => {
  // The variables stubbed above go back to what the next file in this worker expects.
  vi.unstubAllEnvs();
  await b?.close();
  await a?.close();
  await s3?.stop();
});

/** How long an instance may take to show a change: its poll runs every 50 ms, late on a loaded machine. */
const SHOWN = { timeout: 15_000, interval: 50 };

describe(`a bucket outage on two instances (${testEngine()})`, () => {
  it('answers 2xx for committed writes while the bucket is down, and both instances show them once it is back', async () => {
    const cookie = await a.login();
    const q = `?path=${encodeURIComponent(SERVICE)}`;
    const page = (await a.request('GET', `/api/admin/page${q}`, { cookie })).json as PageDetail;
    const doc = structuredClone(page.published) as PageDocument;
    (doc.blocks[0]!.props as { title: string }).title = 'Classrooms Delivered During the Outage';
    const draft = await a.request('PUT', `/api/admin/page/draft${q}`, {
      cookie,
      body: { page: doc, baseVersion: page.version },
    });
    expect(draft.status, draft.text).toBe(200);

    await s3.halt();
    const published = await a.request('POST', `/api/admin/page/publish${q}`, {
      cookie,
      body: { baseVersion: draft.json.version },
    });
    expect(published.status, published.text).toBe(200);
    for (const [name, t] of [
      ['a', a],
      ['b', b],
    ] as const)
      await expect
        .poll(async () => (await t.request('GET', SERVICE)).text, {
          ...SHOWN,
          message: `${SERVICE} on instance ${name} while the bucket is down`,
        })
        .toContain('Classrooms Delivered During the Outage');

    const edited = await a.request('PATCH', '/api/admin/media/records', { cookie, body: { ...SLOT, alt: ALT } });
    expect(edited.status, edited.text).toBe(200);
    const stored = (await listMediaRecords(a.db)).find((r) => r.url.endsWith(SLOT.fileName));
    expect(stored?.alt).toBe(ALT);
    // The page a publish changed still shows on the other instance while its media change waits for the bucket.
    expect((await b.request('GET', SERVICE)).text).toContain('During the Outage');

    await s3.resume();
    for (const [name, t] of [
      ['a', a],
      ['b', b],
    ] as const)
      await expect
        .poll(async () => (await t.request('GET', '/gallery')).text, {
          ...SHOWN,
          message: `/gallery on instance ${name} once the bucket is back`,
        })
        .toContain(ALT);
    expect((await b.request('GET', '/api/ready')).json).toMatchObject({ ok: true, changes: 'ok' });
  });
});
