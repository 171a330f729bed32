import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { S3_TIMEOUTS, s3Client } from './s3';

/**
 * A bucket that takes the connection and never answers: a client with
 * S3_TIMEOUTS (the static mirror's) ends every call with an error instead of
 * waiting for ever (the SDK's default), so the mirror's writer tries again
 * instead of holding its lease on a call that never ends.
 */
let server: Server;
let endpoint: string;
const held: Socket[] = [];

beforeAll(async () => {
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'silent');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'silent-bucket-secret');
  server = createServer((socket) => {
    // Reads the request and says nothing back.
    held.push(socket);
    socket.resume();
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  for (const s of held) s.destroy();
  await new Promise((ok) => server.close(ok));
});

describe('a bucket that never answers', () => {
  it('fails the call once the connection has been idle for the timeout', async () => {
    // The product waits 30 s of silence; a shorter one proves the same here.
    const client = s3Client(
      { bucket: 'silent', endpoint, region: 'us-east-1', forcePathStyle: true },
      { ...S3_TIMEOUTS, socketTimeout: 300 },
    );
    const put = client.send(new PutObjectCommand({ Bucket: 'silent', Key: 'index.html', Body: 'page' }));
    // Without the timeout the call never ends: the test's own limit then says so (the SDK tries three times).
    let limit: NodeJS.Timeout | undefined;
    const stillWaiting = new Promise<never>((_, reject) => {
      limit = setTimeout(() => reject(new Error('the call to a silent bucket was still waiting after 20 s')), 20_000);
    });
    await expect(Promise.race([put, stillWaiting]).finally(() => clearTimeout(limit))).rejects.toThrow(
      /timed? ?out|socket|ETIMEDOUT/i,
    );
    // It reached the server (and was retried there): a refusal to connect would prove nothing.
    expect(held.length).toBeGreaterThan(0);
    client.destroy();
  });
});
