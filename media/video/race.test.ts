import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../api/config';
import { mediaTestApp } from '../../tests/support/media';
import { testEngine } from '../../tests/support/database';
import { TRANSCODE_TEST_MS, testVideoTools } from '../../tests/support/ffmpeg';
import { startS3, type TestS3 } from '../../tests/support/s3';
import { home } from '../../site-config/media';
import type { ManifestSource } from '../manifest';
import { s3BlobStore } from '../blobs/s3';
import { enqueueVideo, getVideoJob } from './jobs';
import { inspectVideo, testVideo } from '../../tests/support/test-videos';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { s3Client } from '../blobs/s3';

/**
 * Two instances on one database and one bucket: instance A transcodes a
 * video while staff upload a newer one to the same slot through instance B.
 * The job row in the database is the commit point: A's older transcode must
 * not replace B's newer upload, whichever order their writes reach the bucket.
 */
vi.stubEnv('AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED', 'true');
const HERO = home.heroVideo('executive-furniture', 1);
const pages: ManifestSource[] = [
  {
    path: '/',
    label: 'Home',
    meta: { title: 'Home' },
    blocks: [{ props: { slides: [{ media: HERO, alt: 'Boardroom' }] } }],
  },
];
const target = {
  targetPath: HERO.slice('/uploads/'.length, HERO.lastIndexOf('/')),
  fileName: HERO.slice(HERO.lastIndexOf('/') + 1),
};
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const have = Boolean(testVideoTools());
let s3: TestS3;
const dir = mkdtempSync(join(tmpdir(), 'video-race-'));
beforeAll(async () => {
  s3 = await startS3();
  vi.stubEnv('AWS_ACCESS_KEY_ID', s3.env.AWS_ACCESS_KEY_ID);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', s3.env.AWS_SECRET_ACCESS_KEY);
}, 60_000);
afterAll(async () => {
  // The variables stubbed above go back to what the next file in this worker expects.
  vi.unstubAllEnvs();
  await s3?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function listObjects(settings: Parameters<typeof s3Client>[0], key: string) {
  const out = await s3Client(settings).send(new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: `${key}~` }));
  return (out.Contents ?? []).map((o) => o.Key);
}

async function bytesOf(store: ReturnType<typeof s3BlobStore>, key: string) {
  await store.refresh();
  const found = await store.read(key);
  const chunks: Buffer[] = [];
  for await (const c of found!.body) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

describe.runIf(have)(`an older transcode against a newer upload (${testEngine()})`, () => {
  it('the newer upload stays: the transcode that lost the compare-and-set is dropped, its copy removed', {
    timeout: TRANSCODE_TEST_MS,
  }, async () => {
    const settings = loadConfig({ ...s3.env }).s3!;
    const [older, newer] = await Promise.all([testVideo('phone-hevc-mov'), testVideo('portrait-rotated')]);
    // Instance B, as far as A can tell: the same database and bucket, another process's store.
    const other = s3BlobStore(settings);
    let landed = false;
    const a = await mediaTestApp(pages, {
      s3: settings,
      video: {
        paused: true,
        // Staff's newer upload reaches B while A is storing its transcode of the older one.
        atCommit: async () => {
          if (landed) return;
          landed = true;
          await enqueueVideo(a.db, HERO, sha(newer));
          const file = join(dir, 'newer.mp4');
          writeFileSync(file, newer);
          await other.refresh();
          await other.commit(a.store.key(HERO), file, 'video/mp4');
        },
      },
    });
    try {
      expect((await a.upload({ ...target, file: older })).status).toBe(200);
      // A's transcode of the older clip loses the compare-and-set; the newer upload's own job runs next in the same drain.
      expect(await a.videos.drain()).toBe(2);
      expect(landed).toBe(true);
      expect(await getVideoJob(a.db, HERO)).toMatchObject({ state: 'ready', sourceHash: sha(newer) });
      const stored = join(dir, 'stored.mp4');
      writeFileSync(stored, await bytesOf(s3BlobStore(settings), a.store.key(HERO)));
      // The portrait clip (upright 270×480), not the older landscape one (640×360).
      expect((await inspectVideo(stored)).info).toMatchObject({ codec: 'h264', width: 270, height: 480 });
      // One copy of the slot's video is left in the bucket: the losing transcode removed its own.
      const objects = await listObjects(settings, a.store.key(HERO));
      expect(objects).toHaveLength(1);
    } finally {
      await a.close();
    }
  });
});
