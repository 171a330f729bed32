import { afterAll } from 'vitest';
import { watchForLeaks } from './leaks';

/**
 * The dom project's half of tests/setup-leaks.ts: process.env only (the
 * server's singletons are not loaded in jsdom). Fails a file at its end
 * naming each variable it left changed for the next file of its worker.
 */
const leftChanged = watchForLeaks();

afterAll(() => {
  const left = leftChanged();
  if (left.length > 0)
    throw new Error(
      `This test file left the process changed for the files after it in the same worker (isolate: false):\n  ${left.join('\n  ')}\nPut it back in afterAll (docs/testing.md).`,
    );
});
