import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../api/config';
import { startS3, type TestS3 } from '../../tests/support/s3';
import { MISS_TTL_MS, s3BlobStore, s3Client } from './s3';

/**
 * Two instances on one bucket, each with its own index of the objects: what
 * one stores, the other serves at once, by asking the bucket on a miss
 * instead of answering 404 until its next listing.
 */
let s3: TestS3;
const dir = mkdtempSync(join(tmpdir(), 's3-miss-'));
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

describe('a flood of requests for missing files', () => {
  /** The real client to the real bucket, counting what it sends. */
  function countingClient(settings: Parameters<typeof s3Client>[0]) {
    const client = s3Client(settings);
    const sent: string[] = [];
    const send = client.send.bind(client);
    client.send = ((command: { constructor: { name: string } }, ...rest: unknown[]) => {
      sent.push(command.constructor.name);
      return (send as (...a: unknown[]) => unknown)(command, ...rest);
    }) as typeof client.send;
    return { client, sent };
  }

  it(`asks the bucket once per missing key for ${MISS_TTL_MS / 1000} s, and never hides a file this instance writes`, async () => {
    const settings = loadConfig({ ...s3.env }).s3!;
    const { client, sent } = countingClient(settings);
    let now = Date.parse('2026-11-27T10:00:00Z');
    const one = s3BlobStore(settings, client, { now: () => now });
    await one.refresh();
    sent.length = 0;
    for (let i = 0; i < 50; i++) expect(await one.read('home/hero/missing.jpg')).toBeUndefined();
    expect(sent).toHaveLength(1);
    // Past the time-to-live the bucket is asked again (another instance may have stored it meanwhile).
    now += MISS_TTL_MS + 1;
    expect(await one.read('home/hero/missing.jpg')).toBeUndefined();
    expect(sent).toHaveLength(2);
    // A file this instance writes is served at once, whatever was cached of its absence.
    const file = join(dir, 'written-here');
    writeFileSync(file, 'here now');
    await one.commit('home/hero/missing.jpg', file);
    expect(await one.read('home/hero/missing.jpg')).toBeDefined();
    // Another instance's write is seen once this one re-lists (its content-version poll), also within the time-to-live.
    const other = s3BlobStore(settings);
    expect(await one.read('home/hero/elsewhere.jpg')).toBeUndefined();
    const there = join(dir, 'written-there');
    writeFileSync(there, 'there');
    await other.commit('home/hero/elsewhere.jpg', there);
    await one.refresh();
    expect(await one.read('home/hero/elsewhere.jpg')).toBeDefined();
  });

  it('keeps a bounded number of misses (a flood of made-up names cannot fill the memory)', async () => {
    const settings = loadConfig({ ...s3.env }).s3!;
    const { client, sent } = countingClient(settings);
    const one = s3BlobStore(settings, client, { now: () => 0, maxMisses: 10 });
    for (let i = 0; i < 30; i++) await one.read(`made-up/${i}.jpg`);
    sent.length = 0;
    // The newest ten are remembered; the oldest were let go and cost a request again.
    for (let i = 20; i < 30; i++) await one.read(`made-up/${i}.jpg`);
    expect(sent).toHaveLength(0);
    await one.read('made-up/0.jpg');
    expect(sent).toHaveLength(1);
  });
});
