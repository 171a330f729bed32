import { afterAll } from 'vitest';
import { runFolder, watchFolder } from './run-temp-folder';

/**
 * Runs before each file of the browser, admin and servers projects (setupFiles): what the file leaves in
 * the run's own temporary folder (tests/run-temp-folder.ts) fails it, naming what was left. A file removes
 * what it makes: an export's folder, a second server's data, an nginx prefix, a PostgreSQL cluster.
 *
 * Registered before the file's own hooks, its afterAll runs after theirs (vitest runs after-hooks in reverse
 * order), so it looks once the file has cleaned up. Without the run's folder (a file run by some other
 * config, with the system's TMPDIR) there is no folder of the run's own to look in, and no hook.
 */
const folder = runFolder();
if (folder) {
  const leftBehind = watchFolder(folder);
  afterAll(() => {
    const problem = leftBehind();
    if (problem) throw new Error(problem);
  });
}
