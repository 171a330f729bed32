import { describe, expect, it } from 'vitest';
import { siteTime } from './site-time';

describe('times typed in the site’s zone (Nairobi)', () => {
  const { siteTimeToIso, siteWallTime, formatWhen, siteClock, siteClockSeconds } = siteTime('Africa/Nairobi');

  it('turns a typed date and time into ISO with Nairobi’s offset', () => {
    expect(siteTimeToIso({ date: '2026-12-01', time: '09:00' })).toBe('2026-12-01T09:00:00+03:00');
    expect(Date.parse(siteTimeToIso({ date: '2026-12-01', time: '01:30' })!)).toBe(Date.parse('2026-11-30T22:30:00Z'));
  });

  it('refuses what is not a date and time', () => {
    expect(siteTimeToIso({ date: '', time: '09:00' })).toBeNull();
    expect(siteTimeToIso({ date: '2026-12-01', time: '' })).toBeNull();
    expect(siteTimeToIso({ date: '2026-02-31', time: '09:00' })).toBeNull();
  });

  it('reads an instant on the Nairobi wall clock', () => {
    expect(siteWallTime(new Date('2026-11-30T22:30:00Z'))).toMatchObject({ date: '2026-12-01', time: '01:30' });
    expect(formatWhen('2026-11-30T22:30:00Z')).toBe('1 Dec 2026, 01:30');
    const at = new Date('2026-11-23T10:15:09Z');
    expect([siteClock(at), siteClockSeconds(at)]).toEqual(['13:15', '13:15:09']);
  });
});

describe('times in a zone that changes its clocks (Europe/London)', () => {
  const london = siteTime('Europe/London');

  it('uses the offset of the day typed: GMT in winter, BST in summer', () => {
    expect(london.siteTimeToIso({ date: '2026-03-28', time: '09:00' })).toBe('2026-03-28T09:00:00+00:00');
    expect(london.siteTimeToIso({ date: '2026-03-30', time: '09:00' })).toBe('2026-03-30T09:00:00+01:00');
    expect(london.siteTimeToIso({ date: '2026-10-26', time: '09:00' })).toBe('2026-10-26T09:00:00+00:00');
  });

  it('on the night the clocks go forward (29 March 2026, 01:00 → 02:00)', () => {
    expect(london.siteTimeToIso({ date: '2026-03-29', time: '00:30' })).toBe('2026-03-29T00:30:00+00:00');
    expect(london.siteTimeToIso({ date: '2026-03-29', time: '03:00' })).toBe('2026-03-29T03:00:00+01:00');
    // 01:30 never shows on a London clock that night: it is the same moment as 02:30 BST.
    expect(Date.parse(london.siteTimeToIso({ date: '2026-03-29', time: '01:30' })!)).toBe(
      Date.parse('2026-03-29T01:30:00Z'),
    );
  });

  it('reads instants on either side of the change, and names the place', () => {
    expect(london.siteWallTime(new Date('2026-03-29T00:59:00Z'))).toMatchObject({ date: '2026-03-29', time: '00:59' });
    expect(london.siteWallTime(new Date('2026-03-29T01:00:00Z'))).toMatchObject({ date: '2026-03-29', time: '02:00' });
    expect(london.formatWhen('2026-07-10T21:30:00Z')).toBe('10 Jul 2026, 22:30');
    expect([london.place, siteTime('America/New_York').place, siteTime('UTC').place]).toEqual([
      'London',
      'New York',
      'UTC',
    ]);
  });
});
