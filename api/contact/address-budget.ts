import { CONTACT_LIMITS } from './store';

/** Addresses remembered at most: beyond it the oldest are forgotten (the database's count still holds). */
const MAX_ADDRESSES = 10_000;

/**
 * This instance's count of the messages it accepted from each address in the last hour, taken before the
 * database is asked. A flood from one address is refused here, without a query; and the limit holds even
 * when the database is too busy to answer and messages go to the spool, which cannot count what the
 * database stored (a flood of 500 answered 54 "thank you"s on a loaded PostgreSQL, where the limit is 20).
 * The database's own count stays the rule across instances; this one only ever refuses earlier.
 *
 * A place is reserved synchronously, so concurrent requests cannot all see the last free place; it is kept
 * when the message was stored, spooled or answered as a repeat of an earlier one, and given back when it was
 * refused or failed.
 */
export function createAddressBudget(
  limit: number = CONTACT_LIMITS.perAddress,
  windowMs: number = CONTACT_LIMITS.windowMs,
) {
  const accepted = new Map<string, number[]>();
  const pending = new Map<string, number>();

  const recent = (key: string, now: number) => {
    const times = (accepted.get(key) ?? []).filter((t) => t > now - windowMs);
    if (times.length) accepted.set(key, times);
    else accepted.delete(key);
    return times;
  };

  return {
    /** A place for one more message from `key`, or how many seconds until one frees. */
    reserve(key: string, now = Date.now()) {
      const times = recent(key, now);
      const held = pending.get(key) ?? 0;
      if (times.length + held >= limit) {
        const freeAt = (times[0] ?? now) + windowMs;
        return { ok: false as const, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)) };
      }
      pending.set(key, held + 1);
      let settled = false;
      const settle = (keep: boolean) => {
        if (settled) return;
        settled = true;
        const left = (pending.get(key) ?? 1) - 1;
        if (left > 0) pending.set(key, left);
        else pending.delete(key);
        if (!keep) return;
        const times = [...recent(key, now), now];
        // Re-inserted, so the map's first key is the one least recently accepted (forgotten first when full).
        accepted.delete(key);
        accepted.set(key, times);
        if (accepted.size > MAX_ADDRESSES) accepted.delete(accepted.keys().next().value as string);
      };
      return { ok: true as const, keep: () => settle(true), giveBack: () => settle(false) };
    },
  };
}

export type AddressBudget = ReturnType<typeof createAddressBudget>;
