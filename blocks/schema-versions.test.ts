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

  it('brings stored plain descriptions of the rich-text blocks to documents, leaving documents as they are', () => {
    const doc = { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Set' }] }] };
    const cases: [string, string, string][] = [
      ['card-grid', 'cards', 'description'],
      ['process-steps', 'steps', 'description'],
      ['feature-list', 'items', 'text'],
    ];
    for (const [type, list, field] of cases) {
      const block = registry.get(type)!;
      expect(block.version, type).toBe(2);
      const migrated = block.migrate!(
        { heading: 'H', [list]: [{ [field]: 'Set' }, { [field]: doc }, { title: 'none' }] },
        1,
      );
      expect((migrated as Record<string, unknown>)[list], type).toEqual([
        { [field]: doc },
        { [field]: doc },
        { title: 'none' },
      ]);
    }
  });
});
