import { describe, expect, it } from 'vitest';
import { wallTimeIn, wallTimeToIso } from './site-time';

/**
 * One rule for the times a clock change skips or repeats, in every zone:
 * a skipped time moves forward by the length of the gap (02:30 on the night
 * New York springs forward is 03:30 new time), and a repeated time is its
 * first occurrence (01:30 on the night London falls back is 01:30 BST).
 */
const at = (zone: string, date: string, time: string) => {
  const iso = wallTimeToIso(zone, { date, time });
  return iso === null ? null : new Date(iso).toISOString();
};

describe('a time the clocks skip moves forward by the gap', () => {
  it.each([
    // 02:00 → 03:00 EST to EDT: 02:30 is 03:30 EDT, 07:30 UTC.
    ['America/New_York', '2026-03-08', '02:30', '2026-03-08T07:30:00.000Z', '03:30'],
    ['America/New_York', '2026-03-08', '02:00', '2026-03-08T07:00:00.000Z', '03:00'],
    // 01:00 → 02:00 GMT to BST.
    ['Europe/London', '2026-03-29', '01:30', '2026-03-29T01:30:00.000Z', '02:30'],
    // Midnight gaps: the day starts at 01:00.
    ['America/Santiago', '2026-09-06', '00:00', '2026-09-06T04:00:00.000Z', '01:00'],
    ['America/Santiago', '2026-09-06', '00:45', '2026-09-06T04:45:00.000Z', '01:45'],
    ['America/Havana', '2026-03-08', '00:00', '2026-03-08T05:00:00.000Z', '01:00'],
    ['America/Havana', '2026-03-08', '00:30', '2026-03-08T05:30:00.000Z', '01:30'],
  ])('%s %s %s → %s (%s on the clock)', (zone, date, time, utc, clock) => {
    expect(at(zone, date, time)).toBe(utc);
    expect(wallTimeIn(zone, new Date(utc))).toMatchObject({ date, time: clock });
    // The ISO form carries the offset in force at that moment, so it reads as what the clock shows.
    expect(wallTimeToIso(zone, { date, time })).toMatch(new RegExp(`^${date}T${clock}:00[+-]`));
  });
});

describe('a time the clocks repeat is its first occurrence', () => {
  it.each([
    ['America/New_York', '2026-11-01', '01:30', '2026-11-01T05:30:00.000Z'],
    ['Europe/London', '2026-10-25', '01:30', '2026-10-25T00:30:00.000Z'],
    ['America/Santiago', '2026-04-04', '23:30', '2026-04-05T02:30:00.000Z'],
    ['America/Havana', '2026-11-01', '00:30', '2026-11-01T04:30:00.000Z'],
  ])('%s %s %s → %s', (zone, date, time, utc) => {
    expect(at(zone, date, time)).toBe(utc);
    // The second occurrence is an hour later, with the same clock reading.
    const second = new Date(Date.parse(utc) + 3_600_000);
    expect(wallTimeIn(zone, second)).toMatchObject({ date, time });
  });
});

describe('ordinary times around the changes', () => {
  it.each([
    ['America/New_York', '2026-03-08', '01:59', '2026-03-08T06:59:00.000Z'],
    ['America/New_York', '2026-03-08', '03:00', '2026-03-08T07:00:00.000Z'],
    ['America/New_York', '2026-11-01', '02:00', '2026-11-01T07:00:00.000Z'],
    ['Europe/London', '2026-10-25', '02:00', '2026-10-25T02:00:00.000Z'],
    ['America/Santiago', '2026-09-05', '23:59', '2026-09-06T03:59:00.000Z'],
    ['America/Santiago', '2026-09-06', '01:00', '2026-09-06T04:00:00.000Z'],
    ['America/Havana', '2026-03-07', '23:30', '2026-03-08T04:30:00.000Z'],
    ['Africa/Nairobi', '2026-12-01', '00:00', '2026-11-30T21:00:00.000Z'],
    ['Asia/Kathmandu', '2026-06-01', '09:00', '2026-06-01T03:15:00.000Z'],
  ])('%s %s %s → %s', (zone, date, time, utc) => {
    expect(at(zone, date, time)).toBe(utc);
  });

  it('still refuses what is not a date and time', () => {
    expect(wallTimeToIso('America/Santiago', { date: '2026-02-31', time: '09:00' })).toBeNull();
    expect(wallTimeToIso('America/Havana', { date: '2026-03-08', time: '24:30' })).toBeNull();
    expect(wallTimeToIso('Europe/London', { date: '2026-3-8', time: '09:00' })).toBeNull();
  });
});
