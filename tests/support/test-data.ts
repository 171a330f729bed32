import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { testDataRoot } from '../test-data-setup';

/**
 * The temporary data folders and the running test apps of one test file, so
 * that a file leaves neither behind (tests/setup-leaks.ts calls
 * `releaseTestData` after the file's own hooks).
 *
 * - A data folder is removed when the file ends, whatever its app did: an app
 *   started with `keepData` (so that a second instance can start on the same
 *   data, as after a restart) used to leave its folder in the temporary
 *   directory for good, 26 folders a run.
 * - An app still running when its file ends is a leak into the files after it
 *   in the same worker (isolate: false): its change follower, schedulers and
 *   workers keep polling its database and taking processor time. It is closed
 *   there, and the file fails naming the test that started it.
 *
 * Kept on globalThis: vitest loads the modules afresh for every test file, and
 * a module variable would lose the apps of the file before.
 */
interface RunningApp {
  startedBy: string;
  close: () => Promise<void>;
}
const worker = globalThis as { testDataDirs?: Set<string>; runningTestApps?: Set<RunningApp> };
const dataDirs = () => (worker.testDataDirs ??= new Set());
const runningApps = () => (worker.runningTestApps ??= new Set());

/** A new, empty data folder, removed when the test file ends. */
export function newDataDir(prefix: string): string {
  const dir = mkdtempSync(join(testDataRoot(), prefix));
  dataDirs().add(dir);
  return dir;
}

/** Which test started an app, for the message when it is left running. */
function currentTest(): string {
  const { currentTestName, testPath } = expect.getState();
  return `${currentTestName ?? 'a beforeAll hook'} (${testPath ?? 'unknown file'})`;
}

/** Notes a started app; the function it answers closes the app and forgets it (call it from the app's close). */
export function trackRunningApp(close: () => Promise<void>): () => Promise<void> {
  const app: RunningApp = { startedBy: currentTest(), close };
  runningApps().add(app);
  return async () => {
    runningApps().delete(app);
    await close();
  };
}

/**
 * Closes the apps the file left running and removes its data folders; answers one line per app that was
 * still running (empty when the file closed everything it started).
 */
export async function releaseTestData(): Promise<string[]> {
  const left = [...runningApps()];
  runningApps().clear();
  const problems: string[] = [];
  for (const app of left) {
    problems.push(`a test app started by ${app.startedBy} was still running`);
    try {
      await app.close();
    } catch (err) {
      problems.push(`closing it failed: ${(err as Error).message}`);
    }
  }
  for (const dir of dataDirs()) rmSync(dir, { recursive: true, force: true });
  dataDirs().clear();
  return problems;
}
