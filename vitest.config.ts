import { readdirSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Unit, API, schema and component tests. Browser tests (real Chromium) have
 * their own config: vitest.browser.config.ts.
 */
/**
 * Files under api/, media/ and app/ that open a database (they build a test
 * app) but that the "postgres" project leaves out, because what they check
 * cannot differ between SQLite and PostgreSQL: HTTP guards and headers that
 * answer before any query of their own (the session lookup they share is
 * covered by auth tests on both), or rendering. Files that open no database
 * at all are left out without being listed (see postgresTestFiles). A file
 * that stores, queries, leases or migrates anything stays in.
 * scripts/engine-independent.test.ts keeps this list honest.
 */
export const ENGINE_INDEPENDENT = [
  // The weight of each route's HTML: rendering, whichever engine holds the pages.
  'app/document-budget.test.ts',
  // What the gallery's HTML holds and what its island fetches on waking: rendering.
  'app/island-data.test.ts',
  // A fresh site's sharing pictures: the pages' markup and the media store's placeholder, nothing stored.
  'app/share-image-fallback.test.ts',
  // The API's types; its runtime half calls routes whose own tests run on both engines.
  'api/app-type.test.ts',
  // The probe's refusals at upload: answered before anything is stored or queued. (ffmpeg's processor-time bound,
  // with its busy loop per core, is tests/browser/video-bomb-busy-machine.test.ts, in the servers project.)
  'media/video/bombs.test.ts',
  // What ffmpeg makes of a 4K or a sideways clip and the hero's markup for it; the job rows each transcode goes
  // through, the upload manager's reading of them, leases and restarts are media/video/pipeline.test.ts's, on both.
  'media/video/web-ready.test.ts',
  // What the upload route refuses (answered before anything is stored) and what it makes of a picture (sharp's work
  // on the files: metadata, orientation, colour, size); media/upload.test.ts stores and reads the records on both.
  'media/upload-refusals.test.ts',
  'media/upload-pictures.test.ts',
  // HTTP guards, what a proxy's headers mean, a picture's metadata, serving files and the upload route's origin
  // check: each answered before any query of its own.
  'api/guards.test.ts',
  'app/behind-proxy.test.ts',
  'media/jpeg-metadata.test.ts',
  'media/serve.test.ts',
  'api/media/uploads-origin.test.ts',
  // Starts a PostgreSQL server of its own to stop and start it: the same on either project, so once is enough.
  'api/contact/outage.test.ts',
  // The navigation's weight on a page: rendering only, the database holds nothing it reads.
  'app/navigation-size.test.ts',
  // nginx in front of the mirror's files: the same on either engine, and one nginx is enough.
  'app/live/mirror-nginx.test.ts',
  // The mirror's copy in the bucket: what it writes does not depend on the engine, and s3rver is the same for both.
  'app/live/mirror-bucket.test.ts',
];

/** Where the tests whose engine may matter live; test files elsewhere never open the site's database. */
const SERVER_DIRS = ['platform', 'api', 'media', 'app'];

/**
 * What makes a test file touch the database: it builds a test app (tests/support/api or media, each on a fresh
 * copy of the migrated database) or opens a database itself. The site's own modules never open one on import
 * (they are handed a `db`), so a file that does neither runs the same on either engine.
 */
export const OPENS_DATABASE =
  /from '(?:\.\.?\/)+tests\/support\/(?:api|media|database)'|openSiteDatabase\(|openDatabase\(|migratedTestDatabase\(/;

/** The test files under SERVER_DIRS, relative to the repository (forward slashes). */
export function serverTestFiles(root = import.meta.dirname): string[] {
  return SERVER_DIRS.flatMap((dir) =>
    readdirSync(`${root}/${dir}`, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.test.ts') && !f.split('/').includes('node_modules'))
      .map((f) => `${dir}/${f}`),
  ).sort();
}

/**
 * The "postgres" project's files, computed: every server test file that opens a database, less the reasoned
 * ENGINE_INDEPENDENT list. A file that only renders, validates or computes runs once, on the "node" project.
 * scripts/engine-independent.test.ts checks the rule against the files.
 */
export function postgresTestFiles(root = import.meta.dirname): string[] {
  return serverTestFiles(root).filter(
    (f) => !ENGINE_INDEPENDENT.includes(f) && OPENS_DATABASE.test(readFileSync(`${root}/${f}`, 'utf8')),
  );
}

/**
 * The node and postgres projects render pages as the production server does: React's production build and
 * JSX compiled for it. React 19's development build made an Error per element for its owner stacks, and the
 * profile of a unit run put about a tenth of these projects' processor time in jsxDEV alone. The dom project
 * keeps the development build: its component tests want React's warnings and act().
 */
const SERVER_REACT = { jsx: { runtime: 'automatic', development: false } } as const;

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
        oxc: SERVER_REACT,
        test: {
          name: 'node',
          env: { NODE_ENV: 'production' },
          environment: 'node',
          isolate: false,
          // Fails a file that leaves process.env or a module singleton changed for the next file.
          setupFiles: ['./tests/setup-leaks.ts'],
          globalSetup: ['./tests/test-data-setup.ts', './tests/video-tools-setup.ts'],
          include: [
            '{engine,contracts,platform,api,media,app,scripts,site-config,blocks,admin}/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
        },
      },
      {
        // The files whose behaviour depends on the database, again on a real PostgreSQL server.
        extends: true,
        oxc: SERVER_REACT,
        test: {
          name: 'postgres',
          environment: 'node',
          isolate: false,
          include: postgresTestFiles(),
          env: { TEST_DB: 'postgres', NODE_ENV: 'production' },
          setupFiles: ['./tests/setup-leaks.ts'],
          globalSetup: ['./tests/test-data-setup.ts', './tests/postgres-setup.ts', './tests/video-tools-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          isolate: false,
          include: ['{engine,blocks,admin,app,.storybook}/**/*.test.tsx', 'tests/unit/**/*.test.tsx'],
          setupFiles: ['./tests/setup-dom.ts', './tests/setup-leaks-dom.ts'],
        },
      },
    ],
  },
});
