import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nestedTooDeep } from './http';

/** The depth a parsed value really has (a recursive walk is fine here: the values are small). */
function depthOf(v: unknown): number {
  if (Array.isArray(v)) return 1 + Math.max(0, ...v.map(depthOf));
  if (v && typeof v === 'object') return 1 + Math.max(0, ...Object.values(v).map(depthOf));
  return 0;
}

describe('nestedTooDeep', () => {
  it('property: agrees with the parsed depth, whatever brackets, quotes and escapes the strings hold', () => {
    const stringUnit = fc.constantFrom('{', '}', '[', ']', '"', '\\', 'a', ' ');
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8, stringUnit }), fc.nat(9), (v, max) => {
        expect(nestedTooDeep(JSON.stringify(v), max)).toBe(depthOf(v) > max);
      }),
    );
  });

  it('walks 10,000 levels without recursion', () => {
    expect(nestedTooDeep('['.repeat(10_000) + ']'.repeat(10_000))).toBe(true);
    expect(nestedTooDeep('[[1]]')).toBe(false);
  });
});
