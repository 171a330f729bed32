import { describe, expect, it } from 'vitest';
import { createAddressBudget } from './address-budget';

/** The instance's own count of accepted messages per address, before the database is asked. */
describe('the address budget', () => {
  it('gives out at most the limit of places to concurrent requests, and frees the ones not used', () => {
    const budget = createAddressBudget(3, 60_000);
    const now = 1_000_000;
    const places = Array.from({ length: 5 }, () => budget.reserve('a', now));
    expect(places.map((p) => p.ok)).toEqual([true, true, true, false, false]);
    // One of the three was refused by the database (or was an error): its place is free again.
    const [first, second, third] = places as Extract<(typeof places)[number], { ok: true }>[];
    first.keep();
    second.keep();
    third.giveBack();
    const again = budget.reserve('a', now + 1);
    expect(again.ok).toBe(true);
    if (again.ok) again.keep();
    const refused = budget.reserve('a', now + 2);
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 60 });
    // Other addresses are not affected; keep after giveBack (or twice) changes nothing.
    expect(budget.reserve('b', now).ok).toBe(true);
    third.keep();
    expect(budget.reserve('a', now + 3).ok).toBe(false);
  });

  it('frees a place when its message leaves the window', () => {
    const budget = createAddressBudget(1, 60_000);
    const place = budget.reserve('a', 0);
    if (place.ok) place.keep();
    expect(budget.reserve('a', 59_999)).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(budget.reserve('a', 60_001).ok).toBe(true);
  });
});
