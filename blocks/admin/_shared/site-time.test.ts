import { describe, expect, it } from 'vitest';
import { siteTimeToIso, siteWallTime } from './site-time';

describe('times typed in the site’s zone (Nairobi)', () => {
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
  });
});
