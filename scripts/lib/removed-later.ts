import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, rmSync } from 'node:fs';

/**
 * Folders that a test removes after it has ended, and a check that they went.
 *
 * A PostgreSQL cluster of a test run holds a copy of the template for every test app by the end of the unit
 * step: removing it in the test process held vitest's exit for two to three minutes on a busy disk. So a
 * detached `rm`, at the lowest priority, removes it beside the next steps of `npm test` instead. Nobody waited
 * for that `rm`, so a failed one would have left gigabytes in the system's `/tmp` run after run, unseen. Under
 * `npm test` each such folder is written to a list (the file named by `SUITE_REMOVED_LATER`), and the run
 * ends with `removalsLeft`: a folder still there fails the run, by name. Outside `npm test` (a single vitest
 * run) nothing is listed and the `rm` goes on unwatched, as before.
 */
export const REMOVED_LATER_ENV = 'SUITE_REMOVED_LATER';

/** Removes `dir` in a detached, low-priority `rm` that outlives this process, and lists it for the run's check. */
export function removeLater(dir: string) {
  const rm = spawn('nice', ['-n', '19', 'rm', '-rf', dir], { detached: true, stdio: 'ignore' });
  // No nice or rm to start: removed here, at the cost the detached rm spares.
  rm.on('error', () => rmSync(dir, { recursive: true, force: true }));
  rm.unref();
  const list = process.env[REMOVED_LATER_ENV];
  if (list) appendFileSync(list, `${dir}\n`);
}

/**
 * The listed folders still there once `timeoutMs` has passed, waiting as long for the slowest `rm`: on a quiet
 * machine they are long gone by the end of the run, but a disk busy with other work may still be removing a
 * cluster. An empty answer means every listed folder went. The list itself is left to its owner.
 */
export async function removalsLeft(
  list: string,
  { timeoutMs, intervalMs = 500 }: { timeoutMs: number; intervalMs?: number },
) {
  const listed = existsSync(list) ? [...new Set(readFileSync(list, 'utf8').split('\n').filter(Boolean))] : [];
  const deadline = performance.now() + timeoutMs;
  let left = listed.filter((dir) => existsSync(dir));
  while (left.length > 0 && performance.now() < deadline) {
    await new Promise((r) => setTimeout(r, intervalMs));
    left = left.filter((dir) => existsSync(dir));
  }
  return { listed: listed.length, left };
}
