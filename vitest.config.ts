import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Unit, API, schema and component tests. Browser tests (real Chromium) have
 * their own config: vitest.browser.config.ts.
 */
/**
 * Files under api/, media/ and app/ that the "postgres" project leaves out,
 * because what they check cannot differ between SQLite and PostgreSQL: pure
 * functions, or HTTP guards and headers that answer before any query of
 * their own (the session lookup they share is covered by auth tests on both).
 * A file that stores, queries, leases or migrates anything stays in.
 * scripts/engine-independent.test.ts keeps this list honest.
 */
export const ENGINE_INDEPENDENT = [
  'api/notifications/config.test.ts',
  'app/static-memory.test.ts',
  'api/guards.test.ts',
  'api/auth/client-ip.test.ts',
  'app/behind-proxy.test.ts',
  'media/job-queue.test.ts',
  'media/manifest.test.ts',
  'media/multipart.test.ts',
  'media/jpeg-metadata.test.ts',
  'media/serve.test.ts',
  'api/json-depth.test.ts',
  'api/media/uploads-origin.test.ts',
  'media/blobs/s3-miss.test.ts',
  'media/video/ffmpeg.test.ts',
  'media/video/tools.test.ts',
  'platform/poller.test.ts',
  // Starts a PostgreSQL server of its own to stop and start it: the same on either project, so once is enough.
  'api/contact/outage.test.ts',
  // The navigation's weight on a page: rendering only, the database holds nothing it reads.
  'app/navigation-size.test.ts',
  // Which addresses a change touches: a function of the pages, no database.
  'app/affected-addresses.test.ts',
  // nginx in front of the mirror's files: the same on either engine, and one nginx is enough.
  'app/mirror-nginx.test.ts',
];

export default defineConfig({
  plugins: [react()],
  test: {
    // Two workers on this 2-core machine: vitest's default (cores - 1) ran the files one at a time.
    maxWorkers: 2,
    // The projects below share modules between the files a worker runs (isolate: false). Isolated, every file
    // imported the whole site again: 384 s of a 992 s unit run, and the dom project took 263 s instead of 108 s.
    // So a test file leaves the process as it found it: environment variables restored (see
    // media/video/tools.test.ts), no vi.mock of a shared module, servers and timers closed in afterAll.
    // expect.poll's default 1 s is too short for a state that waits on a server or a worker on a busy machine.
    // requireAssertions: a test that asserts nothing fails ("expected any number of assertion, but got none"),
    // so a test cannot pass by merely not throwing; scripts/check-waits.ts fails when this is off.
    expect: { poll: { timeout: 10_000 }, requireAssertions: true },
    // A test's time limit only catches a hang. Real work (argon2, sharp, ffmpeg, a second database) takes two to
    // three times as long with two other CPU-bound processes on two cores: a 4K transcode passed 20 s that way.
    testTimeout: 60_000,
    hookTimeout: 90_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          isolate: false,
          include: [
            '{engine,contracts,platform,api,media,app,scripts,site-config,blocks,admin}/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
        },
      },
      {
        // The files whose behaviour depends on the database, again on a real PostgreSQL server.
        extends: true,
        test: {
          name: 'postgres',
          environment: 'node',
          isolate: false,
          include: ['{platform,api,media,app}/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...ENGINE_INDEPENDENT],
          env: { TEST_DB: 'postgres' },
          globalSetup: ['./tests/postgres-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          isolate: false,
          include: ['{engine,blocks,admin,app,.storybook}/**/*.test.tsx', 'tests/unit/**/*.test.tsx'],
          setupFiles: ['./tests/setup-dom.ts'],
        },
      },
    ],
  },
});
