import { bundledPageSource } from '../app/content';
import { imageQueueInUse } from '../media/variants';
import { cachedVideoTools } from '../media/video/tools';
import type { SingletonWatch } from './leaks';

/**
 * The server's module-level singletons a test file could leave changed for
 * the next file of its worker (isolate: false), each with what it says when
 * it was. A new singleton a test can change belongs here, with a case in
 * tests/unit/leaks.test.ts. (Node only: app/content.ts does not load in jsdom.)
 */
export const SERVER_SINGLETONS: SingletonWatch[] = [
  () => {
    const { queue: _, ...before } = imageQueueInUse();
    return () => {
      const { queue, ...now } = imageQueueInUse();
      const left: string[] = [];
      if (JSON.stringify(now) !== JSON.stringify(before))
        left.push(
          `the image queue (media/variants.ts): ${JSON.stringify(before)} before the file, ${JSON.stringify(now)} after (setImageWorkers)`,
        );
      if (queue.running + queue.waiting > 0)
        left.push(
          `the image queue (media/variants.ts) still holds ${queue.running} running and ${queue.waiting} waiting jobs`,
        );
      return left;
    };
  },
  () => {
    const before = bundledPageSource();
    return () =>
      bundledPageSource() === before
        ? []
        : ['the bundled page source (app/content.ts) was set by useBundledPages: later files would render it'];
  },
  () => {
    const before = cachedVideoTools();
    return () => {
      const now = cachedVideoTools();
      // The first lookup in a worker fills the cache: that is no change. A different answer afterwards is.
      return before && JSON.stringify(now) !== JSON.stringify(before)
        ? [
            `the video tool lookup (media/video/tools.ts): ${JSON.stringify(before)} before the file, ${JSON.stringify(now)} after`,
          ]
        : [];
    };
  },
];
