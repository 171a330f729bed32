/**
 * Runs jobs a few at a time with a bounded number waiting. Image work is the
 * heaviest thing the server does (a large photo held whole while it rotates is
 * a couple of hundred MB), so it goes through one of these: the memory it can
 * take is one job's, not one per upload in flight, and when too many wait the
 * next is refused at once (QueueFullError) instead of piling up.
 */
export class QueueFullError extends Error {}

export interface JobQueue {
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Jobs running now, and jobs waiting for a turn. */
  readonly running: number;
  readonly waiting: number;
}

export function createJobQueue({
  concurrency = 1,
  maxWaiting = 8,
}: {
  concurrency?: number;
  maxWaiting?: number;
} = {}): JobQueue {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) throw new QueueFullError('Too many images are being processed right now.');
        // The finishing job hands its slot over directly, so a newcomer cannot jump the queue.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running++;
      }
      try {
        return await job();
      } finally {
        if (waiting.length) waiting.shift()!();
        else running--;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
