import { afterAll } from 'vitest';
import { type SingletonWatch, watchForLeaks } from './leaks';

/**
 * The dom project's half of tests/setup-leaks.ts: process.env, and the
 * global `expect` vitest counts assertions on (the server's singletons are
 * not loaded in jsdom). Fails a file at its end naming what it left changed
 * for the next file of its worker.
 */
const GLOBAL_EXPECT = Symbol.for('expect-global');
/** Vitest counts a test's assertions on the `expect` in this global slot; storybook/test puts its own there. */
const globalExpect: SingletonWatch = () => {
  const before = (globalThis as Record<symbol, unknown>)[GLOBAL_EXPECT];
  return () =>
    (globalThis as Record<symbol, unknown>)[GLOBAL_EXPECT] === before
      ? []
      : ["the global expect (Symbol.for('expect-global')) was replaced: later files' assertions would not be counted"];
};
const leftChanged = watchForLeaks([globalExpect]);

afterAll(() => {
  const left = leftChanged();
  if (left.length > 0)
    throw new Error(
      `This test file left the process changed for the files after it in the same worker (isolate: false):\n  ${left.join('\n  ')}\nPut it back in afterAll (docs/testing.md).`,
    );
});
