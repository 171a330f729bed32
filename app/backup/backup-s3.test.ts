import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig, type S3Config } from '../../api/config';
import { s3BlobStore, s3Client } from '../../media/blobs/s3';
import { gallery } from '../../site-config/media';
import { startS3, type TestS3 } from '../../tests/support/s3';
import { siteMigrations } from '../database';
import { mediaTestApp, testImage } from '../../tests/support/media';
import { testDatabase } from '../../tests/support/database';
import { createBackup } from './archive';
import { restoreBackup } from './restore';

/** Backups with MEDIA_STORE=s3: the media come from the bucket, and a restore fills an empty bucket, or finishes one a killed restore left (a real s3rver). */
vi.stubEnv('AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED', 'true');
let s3: TestS3;
let settings: S3Config;
let t: Awaited<ReturnType<typeof mediaTestApp>>;
const work = mkdtempSync(join(tmpdir(), 'backup-s3-'));
const IMG = {
  targetPath: 'Gallery/product-images/prefab-units',
  fileName: 'gallery-product-images-prefab-units-image-1.jpg',
};

beforeAll(async () => {
  s3 = await startS3();
  vi.stubEnv('AWS_ACCESS_KEY_ID', s3.env.AWS_ACCESS_KEY_ID);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', s3.env.AWS_SECRET_ACCESS_KEY);
  settings = loadConfig({ ...s3.env }).s3!;
  t = await mediaTestApp(undefined, { s3: settings });
}, 60_000);
afterAll(async () => {
  // The variables stubbed above go back to what the next file in this worker expects.
  vi.unstubAllEnvs();
  await t?.close();
  await s3?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('backup and restore with media in a bucket', () => {
  it('backs up the bucket, restores into an empty bucket, finishes a killed restore, and refuses a bucket holding other media', async () => {
    expect((await t.upload({ ...IMG, file: await testImage('jpeg', 900, 600) })).status).toBe(200);
    const key = t.store.key(gallery.productImage('prefab-units', 1));
    const original = await buffer((await t.store.blobs.read(key))!.body);

    const archive = join(work, 'site.tar');
    const manifest = await createBackup({
      db: t.db,
      media: t.store.blobs,
      migrations: Object.keys(siteMigrations),
      file: archive,
    });
    const media = manifest.entries.filter((e) => e.name.startsWith('media/'));
    expect(media.map((e) => e.name)).toContain(`media/${key}`);
    expect(media.some((e) => e.name.startsWith('media/_variants/'))).toBe(true);

    await s3Client(settings).send(new CreateBucketCommand({ Bucket: 'restored-media' }));
    const target = { ...settings, bucket: 'restored-media' };
    const dataDir = mkdtempSync(join(work, 'restored-'));
    await restoreBackup({ file: archive, config: { dataDir, ...testDatabase(), s3: target } });
    const restored = s3BlobStore(target);
    await restored.refresh();
    const keys: string[] = [];
    for await (const o of restored.list()) keys.push(o.key);
    expect(keys.sort()).toEqual(media.map((e) => e.name.slice('media/'.length)).sort());
    expect((await buffer((await restored.read(key))!.body)).equals(original)).toBe(true);
    // Media went to the bucket; nothing was left in DATA_DIR besides the database.
    expect(readdirSync(dataDir).filter((n) => n.startsWith('uploads'))).toEqual([]);

    // The bucket holds exactly the archive's media, as a restore killed after its media and before its rows
    // leaves it: a re-run into an empty database finishes the restore.
    const again = mkdtempSync(join(work, 'again-'));
    await restoreBackup({ file: archive, config: { dataDir: again, ...testDatabase(), s3: target } });
    expect(readdirSync(again).filter((n) => n.startsWith('.restore'))).toEqual([]);

    // A bucket holding a file the backup does not is someone else's: refused before anything is written.
    const tmp = join(work, 'stranger.jpg');
    writeFileSync(tmp, 'a file of another site');
    await restored.commit('elsewhere/stranger.jpg', tmp);
    const third = mkdtempSync(join(work, 'third-'));
    await expect(
      restoreBackup({ file: archive, config: { dataDir: third, ...testDatabase(), s3: target } }),
    ).rejects.toThrow(/already holds media \(elsewhere\/stranger\.jpg\).*Nothing was changed/);
    expect(readdirSync(third)).toEqual([]);
  }, 60_000);
});
