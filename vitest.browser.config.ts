import { defineConfig } from 'vitest/config';

/**
 * Tests against real servers, in three projects that `npm test` runs side by
 * side, each in a process of its own:
 *
 * - browser: the public site in real Chromium (playwright-core), against one
 *   production server the global setup starts with its own data. Files run
 *   one after another, all on that server and one browser.
 * - admin: the staff screens, the same way but on a second server and browser
 *   of their own: they upload, publish and delete, and the public files must
 *   not see that happen half way through a check.
 * - servers: files that never open Chromium and start servers of their own
 *   (two instances behind nginx, the operations checks, a video bomb's
 *   processor-time bound on a machine the test makes busy).
 *
 *   npx vitest run --config vitest.browser.config.ts --project browser
 *   npx vitest run --config vitest.browser.config.ts tests/browser/scale-out.test.ts
 */
const SERVER_ONLY = [
  'tests/browser/scale-out.test.ts',
  'tests/browser/mirror-scale-out.test.ts',
  'tests/browser/operations.test.ts',
  // A busy loop per core on purpose: in the unit step it slowed the other worker's files.
  'tests/browser/video-bomb-busy-machine.test.ts',
];
/** Files that drive the admin (and change content as staff would); any new tests/browser/admin-*.test.ts joins them. */
const ADMIN_FILES = [
  'tests/browser/admin*.test.ts',
  'tests/browser/bulk-upload.test.ts',
  'tests/browser/dashboard.test.ts',
  'tests/browser/leads.test.ts',
  'tests/browser/long-lists.test.ts',
  'tests/browser/media.test.ts',
  'tests/browser/media-library.test.ts',
  'tests/browser/page-editor.test.ts',
];

/**
 * The browser and admin projects run their files in one process without isolation: each file imported
 * playwright-core, axe, pa11y's puppeteer and sharp anew, about 2 processor seconds a file and some 75 in the
 * two projects. What the files share is the harness's state (its contexts, the browser connection), which
 * setup-contexts.ts resets around each test and file; a test file's own module is still evaluated per file.
 */
const SHARED_WORKER = {
  isolate: false,
  setupFiles: ['tests/setup-temp-folder.ts', 'tests/browser/setup-contexts.ts'],
};
/**
 * First of each project's global setups: the run's own temporary folder, which the servers, Chromium and test
 * files started after it use, and which each file must leave as it found it (tests/run-temp-folder.ts).
 */
const RUN_TEMP_FOLDER = 'tests/run-temp-folder.ts';

export default defineConfig({
  test: {
    environment: 'node',
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // expect.poll gave up after vitest's default 1 s; most polls here wait for a server's answer to
    // show on the page (a publish, a save, a toast), which on a busy machine takes longer.
    // requireAssertions: a test that only waits (locator.waitFor) or only calls expectNoErrors asserts nothing
    // vitest can count, and a hang in it fails by a time limit with no message; so each asserts something.
    expect: { poll: { timeout: 15_000 }, requireAssertions: true },
    teardownTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...SERVER_ONLY, ...ADMIN_FILES],
          globalSetup: [RUN_TEMP_FOLDER, 'tests/browser/global-setup.ts'],
          ...SHARED_WORKER,
        },
      },
      {
        extends: true,
        test: {
          name: 'admin',
          include: ADMIN_FILES,
          globalSetup: [RUN_TEMP_FOLDER, 'tests/browser/global-setup.ts'],
          ...SHARED_WORKER,
        },
      },
      // tests/test-data-setup.ts: video-bomb-busy-machine.test.ts starts a test app, whose data and the worker's
      // template database go in the run's own folder, removed when the run ends.
      {
        extends: true,
        test: {
          name: 'servers',
          include: SERVER_ONLY,
          globalSetup: [RUN_TEMP_FOLDER, 'tests/test-data-setup.ts'],
          setupFiles: ['tests/setup-temp-folder.ts'],
        },
      },
    ],
  },
});
