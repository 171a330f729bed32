import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { startS3, type TestS3 } from '../../tests/support/s3';
import { createTestApp, type TestApp } from '../../tests/support/api';

/**
 * A missing /uploads name served from a bucket: a flood of made-up names
 * must not become a flood of bucket requests. Counted at the real
 * S3-protocol server the test starts, so every request the SDK sends counts.
 */
let s3: TestS3;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3();
  vi.stubEnv('AWS_ACCESS_KEY_ID', s3.env.AWS_ACCESS_KEY_ID);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', s3.env.AWS_SECRET_ACCESS_KEY);
  t = await createTestApp({ s3: loadConfig({ ...s3.env }).s3! });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await s3?.stop();
  vi.unstubAllEnvs();
});

const missing = (path: string) => t.request('GET', path);

describe('a missing /uploads name on the S3 store', () => {
  it('costs at most one bucket request when it could be a file', async () => {
    for (const path of [
      '/uploads/home/hero/no-such-photo-4711.jpg',
      '/uploads/_assets/0123456789abcdef0123456789abcdef.jpg',
      '/uploads/_variants/home/hero/no-such-photo-4711-640.webp',
      '/uploads/_posters/home/hero/no-such-video.jpg',
      '/uploads/Gallery/r4nd0m%20name.jpg',
      '/uploads/x7Qz9.png',
    ]) {
      s3.requests.length = 0;
      const res = await missing(path);
      expect(res.status, path).toBe(404);
      expect(s3.requests.length, `${path}: ${s3.requests.join(', ')}`).toBeLessThanOrEqual(1);
    }
  });

  it('costs none when no file can have that name', async () => {
    for (const path of [
      '/uploads/_assets/not-a-content-hash.jpg',
      '/uploads/.hidden/x.jpg',
      '/uploads/-dash-first.jpg',
      '/uploads/home/hero/two..dots.jpg',
    ]) {
      s3.requests.length = 0;
      const res = await missing(path);
      expect(res.status, path).toBe(404);
      expect(s3.requests, path).toEqual([]);
    }
  });
});
