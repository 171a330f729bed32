import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineBlock } from './block';
import { createRegistry } from './registry';
import { blockVersions, describeIssue, migrateDocument, stampDocument } from './schema-versions';

/*
 * A test block at version 2: `heading` was renamed `title`, and the flat
 * `buttonLabel`/`buttonHref` became one `button: { label, href }`.
 */
const v2 = z.strictObject({
  title: z.string().min(1),
  button: z.strictObject({ label: z.string().min(1), href: z.string().startsWith('/') }).optional(),
});
const banner = defineBlock({
  type: 'banner',
  schema: v2,
  component: () => null,
  version: 2,
  migrate(props, from) {
    if (from >= 2) return props;
    const { heading, buttonLabel, buttonHref, ...rest } = props;
    return {
      ...rest,
      title: heading,
      ...(buttonLabel ? { button: { label: buttonLabel, href: buttonHref } } : {}),
    };
  },
});
const plain = defineBlock({ type: 'plain', schema: z.strictObject({ text: z.string() }), component: () => null });
const registry = createRegistry([banner, plain]);
const versions = blockVersions(registry.blocks);
const meta = {
  title: 'Numbers',
  description: 'A page of numbers that staff wrote long before the change.',
  keywords: ['numbers'],
};
const v1Page = {
  path: '/numbers',
  meta,
  blocks: [
    { type: 'plain', props: { text: 'intro' } },
    { type: 'banner', props: { heading: 'Call us', buttonLabel: 'Quote', buttonHref: '/contact' } },
  ],
};
const pageDoc = registry.pageSchema.pick({ path: true, meta: true, blocks: true });

describe('block schema versions', () => {
  it('brings a document stored under v1 (no versions recorded) to v2: the rename and the restructure', () => {
    const m = migrateDocument(structuredClone(v1Page), versions);
    expect(m.failures).toEqual([]);
    expect(m.outdated).toBe(true);
    expect((m.document as typeof v1Page).blocks[1].props).toEqual({
      title: 'Call us',
      button: { label: 'Quote', href: '/contact' },
    });
    expect(pageDoc.safeParse(m.document).success).toBe(true);
  });

  it('records the versions on write, and a document written at them is left alone on read', () => {
    const current = migrateDocument(v1Page, versions).document;
    const stored = JSON.parse(JSON.stringify(stampDocument(current, versions)));
    expect(stored.schemaVersions).toEqual({ blocks: { banner: 2 } });
    const again = migrateDocument(stored, versions);
    expect(again).toEqual({ document: current, outdated: false, failures: [] });
    // Blocks all at version 1 are stored as before versions existed: an earlier release still reads them.
    const plainOnly = { ...v1Page, blocks: [v1Page.blocks[0]] };
    expect(stampDocument(plainOnly, versions)).toEqual(plainOnly);
  });

  it('a stored version the code has no migration for fails naming the block, and its fields fail the check', () => {
    const noMigration = { ...versions, block: (type: string) => (type === 'banner' ? { version: 2 } : undefined) };
    const m = migrateDocument(structuredClone(v1Page), noMigration);
    expect(m.failures).toEqual([
      {
        block: { index: 1, type: 'banner' },
        message: 'stored under version 1, and there is no migration to version 2',
      },
    ]);
    const parsed = pageDoc.safeParse(m.document);
    expect(parsed.success).toBe(false);
    const lines = parsed.error!.issues.map((i) => describeIssue('/numbers', m.document, i));
    expect(lines).toContain('/numbers: block #2 (banner) › title: Invalid input: expected string, received undefined');
  });

  it('a block from version 2 on must say how to migrate', () => {
    expect(() => defineBlock({ type: 'x', schema: v2, component: () => null, version: 2 })).toThrow(
      'x: version 2 needs migrate(props, fromVersion)',
    );
  });

  it('a kind without blocks migrates as a whole document (the navigation: a menu item list renamed)', () => {
    const navVersions = {
      document: {
        version: 2,
        migrate: (nav: Record<string, unknown>, from: number) =>
          from < 2 ? { ...nav, menu: nav.items, items: undefined } : nav,
      },
    };
    const m = migrateDocument({ items: [{ label: 'Home', href: '/' }] }, navVersions);
    expect(m).toMatchObject({ outdated: true, failures: [] });
    expect(JSON.parse(JSON.stringify(m.document))).toEqual({ menu: [{ label: 'Home', href: '/' }] });
    const stored = stampDocument(m.document, navVersions) as Record<string, unknown>;
    expect(stored.schemaVersions).toEqual({ document: 2 });
    expect(migrateDocument(stored, navVersions).outdated).toBe(false);
    // Written by a newer release than this code: left as it is for the check to judge, never migrated down.
    const newer = { menu: [], schemaVersions: { document: 3 } };
    expect(migrateDocument(newer, navVersions)).toEqual({ document: { menu: [] }, outdated: false, failures: [] });
  });
});
