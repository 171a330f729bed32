import { describe, expect, it } from 'vitest';
import { hasErrors } from './CollapsibleItem';

describe('hasErrors (the "Needs a fix" flag of a list item)', () => {
  it('counts messages, not keys: rjsf keeps a fixed field’s key with an empty list', () => {
    expect(hasErrors({ alt: { __errors: [] } })).toBe(false);
    expect(hasErrors({ media: { __errors: [] }, alt: { __errors: [] } })).toBe(false);
    expect(hasErrors({ alt: { __errors: ['Required: fill this in.'] } })).toBe(true);
    expect(hasErrors({ items: { 2: { name: { __errors: ['Too long'] } } } })).toBe(true);
    expect(hasErrors(undefined)).toBe(false);
  });
});
