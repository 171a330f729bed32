import { afterAll } from 'vitest';
import { watchForLeaks } from './leaks';
import { SERVER_SINGLETONS } from './singletons';
import { releaseTestData } from './support/test-data';

/**
 * The unit projects run with `isolate: false`: the files a worker runs share
 * process.env and every module's state. This file runs before each test file
 * (setupFiles), notes what a file could leave behind for the next one, and
 * fails the file at its end when it left any of it changed, naming what:
 *
 * - environment variables (set, changed or removed);
 * - the image queue of media/variants.ts (swapped by setImageWorkers, or
 *   still holding jobs);
 * - the bundled page source of app/content.ts (set by useBundledPages: the
 *   next file would render the bundle, not the page files);
 * - the video tool lookup of media/video/tools.ts (a lookup made under a
 *   changed FFMPEG_PATH). Its first lookup in a worker is not a change;
 * - a test app (tests/support/api.ts, media.ts) still running: it is closed
 *   here, and every app's data folder removed (tests/support/test-data.ts).
 *
 * Its afterAll is registered before the file's own hooks, and vitest runs
 * after-hooks in reverse order, so it looks after the file has cleaned up.
 */
const leftChanged = watchForLeaks(SERVER_SINGLETONS);

afterAll(async () => {
  const left = [...(await releaseTestData()), ...leftChanged()];
  if (left.length > 0)
    throw new Error(
      `This test file left the process changed for the files after it in the same worker (isolate: false):\n  ${left.join('\n  ')}\nPut it back, or close it, in afterAll (docs/testing.md).`,
    );
});
