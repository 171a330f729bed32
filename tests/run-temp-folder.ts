import { chmodSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';

/**
 * Global setup of the browser, admin and servers projects: a temporary folder of the run's own, made the
 * temporary directory (TMPDIR) of everything the run starts after it: the test servers, Chromium, nginx,
 * PostgreSQL and the test files. The system's temporary directory is shared with the machine's other work,
 * so a folder left there cannot be told from anyone else's; in a folder of the run's own, anything a test
 * file adds and does not remove is its leak, and tests/setup-temp-folder.ts fails the file that left it.
 * The folder goes when the run ends, whatever is left in it.
 *
 * Folders kept for people to look at (a failed test's screenshots) go in the system's temporary directory
 * instead: `keptFolderRoot`.
 *
 * The projects share one folder when run in one process: the first setup makes it, and only that one
 * removes it.
 */
let made: string | undefined;
/** TMPDIR as it was before the setup (unset is undefined), put back by the teardown. */
let tmpdirBefore: string | undefined;

/** Where folders kept after the run go (a failed test's pictures): outside the run's own temporary folder. */
export const keptFolderRoot = () => process.env.SUITE_OUTER_TMPDIR || tmpdir();

export function setup() {
  if (process.env.SUITE_OUTER_TMPDIR) return;
  const outer = tmpdir();
  tmpdirBefore = process.env.TMPDIR;
  made = mkdtempSync(join(outer, 'browser-run-'));
  // Open to every user, sticky, as the system's temporary directory is: mkdtemp makes it the owner's alone, and
  // PostgreSQL's initdb, run as the postgres user, could not reach its cluster's folder inside it.
  chmodSync(made, 0o1777);
  process.env.SUITE_OUTER_TMPDIR = outer;
  process.env.TMPDIR = made;
}

export function teardown() {
  if (!made) return;
  const left = entriesOf(made);
  if (left.length > 0) console.log(`[temporary folder] removed with the run, still in ${made}: ${left.join(', ')}`);
  rmSync(made, { recursive: true, force: true });
  if (tmpdirBefore === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = tmpdirBefore;
  delete process.env.SUITE_OUTER_TMPDIR;
  made = undefined;
}

/**
 * The run's own temporary folder, when this process works in one (TMPDIR made by `setup`, here or in the vitest
 * process that started this worker); undefined under any other config.
 */
export function runFolder(): string | undefined {
  const outer = process.env.SUITE_OUTER_TMPDIR;
  return outer && tmpdir() !== outer ? tmpdir() : undefined;
}

/** The names in a folder (none when it is gone). */
function entriesOf(dir: string): string[] {
  try {
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
}

/**
 * Chromium's shared memory, which the suite's `--disable-dev-shm-usage` puts in TMPDIR instead of /dev/shm:
 * Chromium makes such a file and unlinks it at once, so one can be seen for an instant while a page works.
 */
const CHROMIUM_SHARED_MEMORY = /^\.org\.chromium\.Chromium\./;

/**
 * Notes what `folder` holds now; the function it answers says what was added since, as the message that fails
 * the file (undefined when nothing was).
 */
export function watchFolder(folder: string): () => string | undefined {
  const before = entriesOf(folder);
  return () => {
    const left = entriesOf(folder).filter((name) => !before.includes(name) && !CHROMIUM_SHARED_MEMORY.test(name));
    if (left.length === 0) return undefined;
    return `This test file left ${left.join(', ')} in the run's temporary folder (${folder}): remove what a file makes in its afterAll (docs/testing.md).`;
  };
}

/**
 * A folder of the run's own temporary folder moved beside it, for a removal that goes on after its file ends
 * (a PostgreSQL cluster, removed by a detached rm); answers where it is now. Elsewhere it stays where it is.
 */
export function outOfRunFolder(dir: string): string {
  const folder = runFolder();
  // Not there: removed already (a server stopped twice: by its test, then by the file's afterAll).
  if (!folder || dirname(dir) !== folder || !existsSync(dir)) return dir;
  const moved = join(keptFolderRoot(), basename(dir));
  renameSync(dir, moved);
  return moved;
}
