import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { freePort } from '../../scripts/lib/free-port';

/**
 * A real S3-protocol server for the tests (s3rver, from npm: it speaks the
 * S3 REST API over HTTP and keeps objects in a temporary folder), on a free
 * loopback port, with one bucket made. The site talks to it through the AWS
 * SDK exactly as it would to AWS or any S3-compatible store.
 */
export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The folder s3rver keeps its buckets in (one folder each, named after the bucket). */
  directory: string;
  /** The environment an instance needs to use it (MEDIA_STORE=s3 and the S3_* and AWS_* variables). */
  env: Record<string, string>;
  /** Every request the server received ("GET /bucket/key?…"), oldest first: a test empties it and counts. */
  requests: string[];
  /** Stops answering, as a bucket in an outage: the port is closed, the objects are kept. */
  halt(): Promise<void>;
  /** Answers again on the same address, with the same objects. */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

export async function startS3({ bucket = 'site-media' }: { bucket?: string } = {}): Promise<TestS3> {
  const dir = mkdtempSync(join(tmpdir(), 's3-test-'));
  const port = await freePort();
  const make = () =>
    new S3rver({
      port,
      address: '127.0.0.1',
      directory: dir,
      silent: true,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
  const requests: string[] = [];
  let server: S3rver | undefined;
  const run = async () => {
    server = make();
    await server.run();
    // Counted at the server's socket, so whatever the SDK sends (retries included) is seen.
    (server as unknown as { httpServer: import('node:http').Server }).httpServer.on('request', (req) =>
      requests.push(`${req.method} ${req.url}`),
    );
  };
  await run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory: dir,
    requests,
    env: {
      MEDIA_STORE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      // s3rver's built-in development credentials.
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async halt() {
      await server?.close();
      server = undefined;
    },
    async resume() {
      if (!server) await run();
    },
    async stop() {
      await server?.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
