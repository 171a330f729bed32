import { describe, expect, it } from 'vitest';
import { countOf, siteClock, siteClockSeconds } from './words';

describe('words the admin shows', () => {
  it('counts with the singular for exactly one', () => {
    expect(countOf(1, 'file')).toBe('1 file');
    expect(countOf(0, 'file')).toBe('0 files');
    expect(countOf(2, 'inquiry', 'inquiries')).toBe('2 inquiries');
    expect(countOf(1200, 'page')).toBe('1,200 pages');
  });

  it('tells the time on the site’s clock (Nairobi, UTC+3), not the browser’s', () => {
    const at = new Date('2026-11-23T10:15:09.000Z');
    expect(siteClock(at)).toBe('13:15');
    expect(siteClockSeconds(at)).toBe('13:15:09');
  });
});
