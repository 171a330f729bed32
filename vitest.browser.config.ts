import { defineConfig } from 'vitest/config';

/**
 * Tests against real servers, in two projects that `npm test` runs side by side:
 *
 * - browser: real Chromium (playwright-core) against one production server
 *   started by the global setup. Files run one after another in one worker, all
 *   on the one browser.
 * - servers: files that never open Chromium and start servers of their own
 *   (two instances behind nginx, the operations checks). They have nothing to
 *   share with the browser files, so they run in a process of their own
 *   alongside them instead of after them.
 *
 *   npx vitest run --config vitest.browser.config.ts --project browser
 *   npx vitest run --config vitest.browser.config.ts tests/browser/scale-out.test.ts
 */
const SERVER_ONLY = ['tests/browser/scale-out.test.ts', 'tests/browser/operations.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...SERVER_ONLY],
          globalSetup: ['tests/browser/global-setup.ts'],
        },
      },
      { extends: true, test: { name: 'servers', include: SERVER_ONLY } },
    ],
  },
});
