/**
 * The loop around a leased job queue (platform/leased-queue.ts), shared by the
 * notification outbox and the video pipeline: a pass on start (so a restart
 * picks up what was queued), one every `intervalMs` (another instance's work,
 * retries), and one at once when kicked (after an upload or an inquiry).
 * Passes never overlap within a process; calls made while a pass waits to
 * start share that pass. Across instances the leases decide who does what.
 */
export interface Poller<R> {
  /** Runs one pass after any pass in progress, and resolves with its result. */
  tick(): Promise<R>;
  /** A pass now, if started (errors are logged, not thrown). */
  kick(): void;
  start(): void;
  /** No new passes; resolves once the pass in progress has ended. */
  stop(): Promise<void>;
}

export function createPoller<R>({
  pass,
  intervalMs,
  log,
  name,
  describe = (err) => (err instanceof Error ? err.message : String(err)),
}: {
  pass: () => Promise<R>;
  intervalMs: number;
  log: (line: string) => void;
  /** For the log line when a pass fails ("notification outbox", "video pipeline"). */
  name: string;
  /** A failed pass in words for the log (default: its message). */
  describe?: (err: unknown) => string;
}): Poller<R> {
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let chain: Promise<unknown> = Promise.resolve();
  let queued: Promise<R> | undefined;

  function tick(): Promise<R> {
    if (queued) return queued;
    const next = chain.then(() => {
      queued = undefined;
      return pass();
    });
    queued = next;
    chain = next.catch((err: unknown) => log(`${name}: ${describe(err)}`));
    return next;
  }

  function schedule() {
    if (!running) return;
    timer = setTimeout(() => {
      void tick()
        .catch(() => {})
        .finally(schedule);
    }, intervalMs);
    timer.unref();
  }

  return {
    tick,
    kick() {
      if (running) void tick().catch(() => {});
    },
    start() {
      if (running) return;
      running = true;
      void tick().catch(() => {});
      schedule();
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await chain;
    },
  };
}
