import { describe, expect, it } from 'vitest';
import { registry } from './index';

/*
 * A block's version and migration live in its schema.ts, beside the schema
 * (where the page editor reads schema and hint); its index.ts hands them to
 * defineBlock. One forgotten there would store new pages under version 1 and
 * migrate them again on every read.
 */
const schemaFiles = import.meta.glob<{ version?: number; migrate?: unknown }>('./*/schema.ts', { eager: true });

describe('block schema versions', () => {
  it('every block registers exactly the version and migration its schema.ts declares', () => {
    const folders = Object.keys(schemaFiles).map((f) => f.split('/')[1]);
    expect(folders.sort()).toEqual([...registry.types].sort());
    for (const [file, declared] of Object.entries(schemaFiles)) {
      const block = registry.get(file.split('/')[1])!;
      expect(block.version ?? 1, file).toBe(declared.version ?? 1);
      expect(block.migrate, file).toBe(declared.migrate);
    }
    expect(registry.get('stats')!.version).toBe(2);
  });
});
