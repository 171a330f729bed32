import { describe, expect, it } from 'vitest';
import { countOf } from './words';

describe('words the admin shows', () => {
  it('counts with the singular for exactly one', () => {
    expect(countOf(1, 'file')).toBe('1 file');
    expect(countOf(0, 'file')).toBe('0 files');
    expect(countOf(2, 'inquiry', 'inquiries')).toBe('2 inquiries');
    expect(countOf(1200, 'page')).toBe('1,200 pages');
  });
});
