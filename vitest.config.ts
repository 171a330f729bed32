import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Unit, API, schema and component tests. Browser tests (real Chromium) have
 * their own config: vitest.browser.config.ts.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            '{engine,contracts,api,media,app,scripts,site-config,blocks}/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
          testTimeout: 20_000,
        },
      },
      {
        // The tests that touch the database, again on a real PostgreSQL server.
        extends: true,
        test: {
          name: 'postgres',
          environment: 'node',
          include: ['{api,media,app}/**/*.test.ts'],
          env: { TEST_DB: 'postgres' },
          globalSetup: ['./tests/postgres-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['{engine,blocks,app,.storybook}/**/*.test.tsx', 'tests/unit/**/*.test.tsx'],
          setupFiles: ['./tests/setup-dom.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
