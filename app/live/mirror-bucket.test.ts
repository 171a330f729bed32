import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type S3Config } from '../../api/config';
import type { PageDetail, PageDocument } from '../../contracts/pages';
import { s3Client } from '../../media/blobs/s3';
import { feedHead } from '../../platform/change-feed';
import { startS3, type TestS3 } from '../../tests/support/s3';
import { createTestApp, type TestApp } from '../../tests/support/api';
import { folderSink } from './mirror-sinks';
import { mirrorFile } from './static-mirror';

// The whole mirror is every public page rendered and compressed (95 since the project pages); on a loaded
// 2-core machine with the other unit files beside it that alone took up to a minute, so these tests get 3.
const MIRROR_TEST_MS = 180_000;

/**
 * The static mirror in the media bucket (MEDIA_STORE=s3): the same files as
 * the folder, each one object under the prefix with its type and encoding,
 * the feed position it reflects among them, kept current by a publish and a
 * delete, and never taken for media by the store's own listing.
 */
const PREFIX = 'mirror/';
let s3: TestS3;
let settings: S3Config;
let t: TestApp;
const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };

beforeAll(async () => {
  s3 = await startS3();
  process.env.AWS_ACCESS_KEY_ID = s3.env.AWS_ACCESS_KEY_ID;
  process.env.AWS_SECRET_ACCESS_KEY = s3.env.AWS_SECRET_ACCESS_KEY;
  settings = loadConfig({ ...s3.env }).s3!;
  t = await createTestApp({ contentPollMs: 50, s3: settings, mirror: true, mirrorPrefix: PREFIX });
}, MIRROR_TEST_MS);
afterAll(async () => {
  await t?.close();
  await s3?.stop();
  for (const [name, value] of [
    ['AWS_ACCESS_KEY_ID', saved.id],
    ['AWS_SECRET_ACCESS_KEY', saved.secret],
  ] as const)
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
});

const client = () => s3Client(settings);
async function keys() {
  const out: string[] = [];
  let token: string | undefined;
  do {
    const page = await client().send(
      new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: PREFIX, ContinuationToken: token }),
    );
    for (const o of page.Contents ?? []) out.push(o.Key!.slice(PREFIX.length));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return out.sort();
}
async function object(file: string) {
  const out = await client().send(new GetObjectCommand({ Bucket: settings.bucket, Key: PREFIX + file }));
  return Buffer.from(await out.Body!.transformToByteArray());
}
const position = async () =>
  (JSON.parse((await object('mirror-position.json')).toString()) as { position: number }).position;

describe('the static mirror in the bucket', { timeout: MIRROR_TEST_MS }, () => {
  it('holds the same files as the folder, one object each, with the feed position they reflect', async () => {
    await t.server.mirror!.run();
    expect(t.server.mirror!.status().lastError).toBeUndefined();
    const dir = t.config.mirrorDir!;
    const inFolder = (await folderSink(dir).list()).sort();
    expect(inFolder.length).toBeGreaterThan(60);
    expect(await keys()).toEqual(inFolder);
    for (const file of [mirrorFile('/'), `${mirrorFile('/contact')}.gz`, 'sitemap.xml', 'nginx/redirects.map'])
      expect((await object(file)).equals(readFileSync(join(dir, file))), file).toBe(true);
    expect(await position()).toBe(await feedHead(t.db));
    const gz = await client().send(
      new HeadObjectCommand({ Bucket: settings.bucket, Key: `${PREFIX}${mirrorFile('/contact')}.gz` }),
    );
    expect([gz.ContentType, gz.ContentEncoding]).toEqual(['text/html; charset=utf-8', 'gzip']);

    // The media store lists the whole bucket: the mirror's objects are not media, and it leaves them be.
    await t.server.deps.media.blobs.refresh();
    expect(await keys()).toEqual(inFolder);
  });

  it('follows a publish and a delete: the page object rewritten, the deleted one removed, the position moved', async () => {
    const cookie = await t.login();
    const path = '/mirror-bucket-page';
    const q = `?path=${encodeURIComponent(path)}`;
    expect((await t.request('POST', `/api/admin/page${q}`, { cookie, body: { title: 'Bucket Copy' } })).status).toBe(
      201,
    );
    const made = (await t.request('GET', `/api/admin/page${q}`, { cookie })).json as PageDetail;
    const doc = structuredClone(made.draft) as PageDocument;
    (doc.blocks[0]!.props as { title: string }).title = 'Written To The Bucket';
    const draft = await t.request('PUT', `/api/admin/page/draft${q}`, {
      cookie,
      body: { page: doc, baseVersion: made.version },
    });
    const live = await t.request('POST', `/api/admin/page/publish${q}`, {
      cookie,
      body: { baseVersion: draft.json.version },
    });
    expect(live.status, live.text).toBe(200);
    await expect
      .poll(async () => (await keys()).includes(mirrorFile(path)) && (await object(mirrorFile(path))).toString(), {
        timeout: 15_000,
        message: 'the published page never reached the bucket',
      })
      .toContain('Written To The Bucket');
    await expect.poll(position, { timeout: 15_000 }).toBe(await feedHead(t.db));

    expect((await t.request('DELETE', `/api/admin/page${q}`, { cookie, body: { gone: true } })).status).toBe(200);
    await expect
      .poll(async () => (await keys()).filter((k) => k.startsWith(mirrorFile(path))), {
        timeout: 15_000,
        message: 'the deleted page stayed in the bucket',
      })
      .toEqual([]);
    await expect
      .poll(async () => (await object('nginx/gone.map')).toString(), { timeout: 15_000 })
      .toContain(`"${path}" 1;`);
    await expect.poll(position, { timeout: 15_000 }).toBe(await feedHead(t.db));
  });
});
