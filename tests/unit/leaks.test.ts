import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { useBundledPages } from '../../app/content';
import { setImageWorkers } from '../../media/variants';
import { watchForLeaks } from '../leaks';
import { SERVER_SINGLETONS } from '../singletons';

/**
 * The check tests/setup-leaks.ts runs around every unit test file: each thing
 * it watches is named while changed, and forgotten once put back (this file
 * puts everything back, or the check would fail it).
 */
describe('the check for what a test file leaves behind (tests/leaks.ts)', () => {
  const KEY = 'LEAK_CHECK_PROBE';
  afterEach(() => {
    delete process.env[KEY];
  });

  it('names an environment variable set, changed or removed, and nothing once it is put back', () => {
    const left = watchForLeaks();
    expect(left()).toEqual([]);
    process.env[KEY] = 'set by a test';
    expect(left()).toEqual([`process.env.${KEY}: unset before the file, "set by a test" after`]);
    delete process.env[KEY];
    expect(left()).toEqual([]);

    process.env[KEY] = 'before';
    const again = watchForLeaks();
    process.env[KEY] = 'after';
    expect(again()).toEqual([`process.env.${KEY}: "before" before the file, "after" after`]);
    delete process.env[KEY];
    expect(again()).toEqual([`process.env.${KEY}: "before" before the file, unset after`]);
  });

  it('names the image queue left with other settings by setImageWorkers', async () => {
    const left = watchForLeaks(SERVER_SINGLETONS);
    // setImageWorkers also sets libvips' thread count, which the check does not watch: put it back by hand.
    const threads = sharp.concurrency();
    await setImageWorkers(2);
    try {
      expect(left()).toEqual([
        'the image queue (media/variants.ts): {"concurrency":1,"maxWaiting":8} before the file, {"concurrency":2,"maxWaiting":8} after (setImageWorkers)',
      ]);
    } finally {
      await setImageWorkers(1);
      sharp.concurrency(threads);
    }
    expect(left()).toEqual([]);
  });

  it('names the bundled page source once set', () => {
    const left = watchForLeaks(SERVER_SINGLETONS);
    useBundledPages({});
    try {
      expect(left()).toEqual([
        'the bundled page source (app/content.ts) was set by useBundledPages: later files would render it',
      ]);
    } finally {
      useBundledPages(undefined);
    }
    expect(left()).toEqual([]);
  });
});
