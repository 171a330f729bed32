import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Global setup of the node, postgres and servers projects: one folder for the run's test data (the apps' data folders
 * and each worker's template database, tests/support/test-data.ts and database.ts), removed when the run
 * ends. A file removes its apps' folders itself; this catches what a worker cannot: its template, which
 * lives as long as the worker, and vitest ends its workers without their `exit` event (a folder a worker
 * made per run was left in the temporary directory every time).
 *
 * The projects share one folder when run together: the first setup makes it, and only that one removes it.
 */
let made: string | undefined;

/**
 * Where a test's data folders go: the run's folder when this setup made one (removed when the run ends, whatever a
 * worker did), else the system's temporary directory. Free of vitest's test API, so global setups may import it.
 */
export const testDataRoot = () => process.env.TEST_DATA_ROOT || tmpdir();

export function setup() {
  if (process.env.TEST_DATA_ROOT) return;
  made = mkdtempSync(join(tmpdir(), 'unit-run-'));
  process.env.TEST_DATA_ROOT = made;
}

export function teardown() {
  if (!made) return;
  rmSync(made, { recursive: true, force: true });
  delete process.env.TEST_DATA_ROOT;
  made = undefined;
}
