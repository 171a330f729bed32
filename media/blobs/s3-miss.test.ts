import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/config';
import { startS3, type TestS3 } from '../../scripts/lib/s3';
import { s3BlobStore } from './s3';

/**
 * Two instances on one bucket, each with its own index of the objects: what
 * one stores, the other serves at once, by asking the bucket on a miss
 * instead of answering 404 until its next listing.
 */
let s3: TestS3;
const dir = mkdtempSync(join(tmpdir(), 's3-miss-'));
beforeAll(async () => {
  s3 = await startS3();
  process.env.AWS_ACCESS_KEY_ID = s3.env.AWS_ACCESS_KEY_ID;
  process.env.AWS_SECRET_ACCESS_KEY = s3.env.AWS_SECRET_ACCESS_KEY;
}, 60_000);
afterAll(async () => {
  await s3?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('a miss in one instance’s index', () => {
  it('is looked up in the bucket: an object stored by another instance is served at once, its newest copy', async () => {
    const settings = loadConfig({ ...s3.env }).s3!;
    const one = s3BlobStore(settings);
    const other = s3BlobStore(settings);
    await Promise.all([one.refresh(), other.refresh()]);
    for (const [i, text] of ['first', 'second'].entries()) {
      const file = join(dir, `f${i}`);
      writeFileSync(file, text);
      await one.commit('home/hero/photo.jpg', file);
    }
    const found = await other.read('home/hero/photo.jpg');
    expect(found).toBeDefined();
    const chunks: Buffer[] = [];
    for await (const c of found!.body) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('second');
    expect(other.info('home/hero/photo.jpg')?.size).toBe(6);
    expect(await other.read('home/hero/nothing.jpg')).toBeUndefined();
  });
});
