import { defineConfig } from 'vitest/config';

/**
 * The browser suite: real Chromium (playwright-core) against one production
 * server started by the global setup. Files run one after another in one
 * worker, all on the one browser.
 */
export default defineConfig({
  test: {
    name: 'browser',
    environment: 'node',
    include: ['tests/browser/**/*.test.ts'],
    globalSetup: ['tests/browser/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
  },
});
