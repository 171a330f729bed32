import { describe, expect, it } from 'vitest';
import { adminBlocks } from './index';
import { adminSchemaBlocks } from './schemas';

describe('admin schemas for the server', () => {
  it('list every admin block type with the very schema its screen uses', () => {
    expect(adminSchemaBlocks.map((b) => b.type)).toEqual(adminBlocks.map((b) => b.type));
    for (const [i, b] of adminSchemaBlocks.entries()) expect(b.schema, b.type).toBe(adminBlocks[i].schema);
  });
});
