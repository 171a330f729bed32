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
    expect(registry.get('stats')!.version).toBe(3);
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
      expect(block.version, type).toBeGreaterThanOrEqual(2);
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
  it('brings stored plain subtitles, leads and texts (issue #46 item 4) to documents at their new versions', () => {
    const doc = { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Set' }] }] };
    const cases: [string, number, string][] = [
      ['hero-carousel', 2, 'subtitle'],
      ['call-to-action', 2, 'text'],
      ['contact-form', 2, 'lead'],
      ['card-grid', 3, 'lead'],
      ['feature-list', 3, 'lead'],
      ['process-steps', 3, 'lead'],
      ['stats', 3, 'lead'],
      ['gallery', 2, 'lead'],
      ['media-showcase', 2, 'lead'],
      ['portfolio-grid', 2, 'lead'],
      ['product-grid', 2, 'lead'],
      ['recent-projects', 2, 'lead'],
      ['spec-table', 2, 'lead'],
      ['video-carousel', 2, 'lead'],
    ];
    for (const [type, version, field] of cases) {
      const block = registry.get(type)!;
      expect(block.version, type).toBe(version);
      // From the version before: only this version's field moves; a document already there stays.
      expect(block.migrate!({ heading: 'H', [field]: 'Set' }, version - 1), type).toEqual({
        heading: 'H',
        [field]: doc,
      });
      expect(block.migrate!({ heading: 'H', [field]: doc }, version - 1), type).toEqual({ heading: 'H', [field]: doc });
      // Left out stays left out (an optional field must not become an empty document).
      expect(block.migrate!({ heading: 'H' }, version - 1), type).toEqual({ heading: 'H' });
    }
    // A project's description, stored as a string, is one too; a card grid from version 1 gets both its fields.
    const projects = registry.get('recent-projects')!.migrate!({ projects: [{ description: 'Set' }] }, 1);
    expect(projects).toEqual({ projects: [{ description: doc }] });
    const grid = registry.get('card-grid')!.migrate!({ lead: 'Set', cards: [{ description: 'Set' }] }, 1);
    expect(grid).toEqual({ lead: doc, cards: [{ description: doc }] });
    // Other sentences moved at the same versions: a note, a card's intro, the catalogues' lead, a group's description.
    const more: [string, string][] = [
      ['spec-table', 'note'],
      ['contact-form', 'cardIntro'],
      ['contact-info', 'intro'],
      ['gallery', 'catalogsLead'],
    ];
    for (const [type, field] of more) {
      const block = registry.get(type)!;
      expect(block.migrate!({ heading: 'H', [field]: 'Set' }, 1), type).toEqual({ heading: 'H', [field]: doc });
    }
    expect(registry.get('contact-form')!.migrate!({ info: { heading: 'H', intro: 'Set' } }, 1)).toEqual({
      info: { heading: 'H', intro: doc },
    });
    expect(registry.get('portfolio-grid')!.migrate!({ groups: [{ description: 'Set' }, { title: 'T' }] }, 1)).toEqual({
      groups: [{ description: doc }, { title: 'T' }],
    });
    // A stats block's paragraphs, a gallery category's and a catalogue's description.
    expect(registry.get('stats')!.migrate!({ paragraphs: ['Set', 'Set'] }, 2)).toEqual({ paragraphs: [doc, doc] });
    expect(
      registry.get('gallery')!.migrate!(
        { categories: [{ description: 'Set' }], catalogs: [{ description: 'Set' }] },
        1,
      ),
    ).toEqual({ categories: [{ description: doc }], catalogs: [{ description: doc }] });
    // The stats' rename of version 2 still happens from version 1.
    expect(registry.get('stats')!.migrate!({ lead: 'Set', stats: [] }, 1)).toEqual({ lead: doc, items: [] });
  });
});
