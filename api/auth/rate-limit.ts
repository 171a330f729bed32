/**
 * Failed-attempt counter over a sliding window, in memory (one process serves
 * the site). Sign-in uses it twice, keyed by username and by client IP: after
 * 5 failures within 15 minutes that key answers 429 until the oldest failure
 * leaves the window.
 */
export interface FailureLimiter {
  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfter(key: string, now?: number): number;
  fail(key: string, now?: number): void;
  reset(key: string): void;
}

export function createFailureLimiter({ max = 5, windowMs = 15 * 60 * 1000, maxKeys = 10_000 } = {}): FailureLimiter {
  const failures = new Map<string, number[]>();
  const recent = (key: string, now: number) => {
    const list = failures.get(key);
    if (!list) return [];
    const kept = list.filter((t) => t > now - windowMs);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  };
  return {
    retryAfter(key, now = Date.now()) {
      const list = recent(key, now);
      if (list.length < max) return 0;
      return Math.max(1, Math.ceil((list[list.length - max] + windowMs - now) / 1000));
    },
    fail(key, now = Date.now()) {
      const list = recent(key, now);
      list.push(now);
      failures.delete(key);
      failures.set(key, list.slice(-max));
      // Maps iterate in insertion order: drop the stalest keys when an attacker sprays names.
      while (failures.size > maxKeys) failures.delete(failures.keys().next().value as string);
    },
    reset(key) {
      failures.delete(key);
    },
  };
}
