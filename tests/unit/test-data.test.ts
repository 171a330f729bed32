import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/api';
import { releaseTestData } from '../support/test-data';

/**
 * What tests/setup-leaks.ts does at the end of every unit test file with the apps it started
 * (tests/support/test-data.ts): a kept data folder is removed, and an app left running is closed and named.
 * Each test here releases its own apps, so the file ends with nothing left for the check.
 */
describe('the apps and data folders a test file leaves (tests/support/test-data.ts)', () => {
  it('removes a data folder kept for a restart once the file is done, and names nothing', async () => {
    const first = await createTestApp({ keepData: true });
    await first.close();
    expect(existsSync(first.config.dataDir), 'keepData keeps the folder for the next instance').toBe(true);
    const second = await createTestApp({ sameDataAs: first });
    await second.close();
    expect(await releaseTestData()).toEqual([]);
    expect(existsSync(first.config.dataDir), 'the kept folder outlived its file').toBe(false);
  });

  it('closes an app left running, removes its folder and names the test that started it', async () => {
    const left = await createTestApp();
    const problems = await releaseTestData();
    expect(problems).toEqual([
      `a test app started by the apps and data folders a test file leaves (tests/support/test-data.ts) > closes an app left running, removes its folder and names the test that started it (${expect.getState().testPath}) was still running`,
    ]);
    expect(existsSync(left.config.dataDir)).toBe(false);
    // Closed: its database handle is gone, so a query fails instead of answering.
    await expect(left.db.selectFrom('adminUsers').select('id').execute()).rejects.toThrow();
  });
});
