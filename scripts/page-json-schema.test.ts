import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageJsonSchema } from './page-json-schema';

type Node = Record<string, unknown>;

/** The first object schema in the tree whose properties include all of `keys`. */
function objectWith(tree: unknown, keys: string[]): Node | undefined {
  if (!tree || typeof tree !== 'object') return undefined;
  const props = (tree as Node).properties as Node | undefined;
  if (props && keys.every((k) => k in props)) return props;
  for (const v of Object.values(tree)) {
    const found = objectWith(v, keys);
    if (found) return found;
  }
  return undefined;
}

describe('npm run schema (the page JSON schema for engineers’ editors)', () => {
  const schema = pageJsonSchema();

  it('describes a rich-text field as a string or the document’s shape, not as anything at all', () => {
    expect(JSON.stringify(schema)).not.toContain('"richText"');
    const hero = objectWith(schema, ['slides', 'title', 'subtitle'])!;
    const subtitle = z.fromJSONSchema(hero.subtitle as never);
    const doc = {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [
            { type: 'text', text: 'Built in ' },
            { type: 'text', text: '48 hours', bold: true },
            { type: 'link', url: '/contact', children: [{ type: 'text', text: ' — ask us' }] },
          ],
        },
        {
          type: 'list',
          listType: 'bullet',
          children: [{ type: 'listitem', children: [{ type: 'text', text: 'Free' }] }],
        },
      ],
    };
    expect(subtitle.safeParse('A plain sentence from a page file.').success).toBe(true);
    expect(subtitle.safeParse(doc).success).toBe(true);
    // What an editor should flag as it is typed: not a string, a document of the wrong shape, a stray field, a bad link.
    expect(subtitle.safeParse(42).success).toBe(false);
    expect(subtitle.safeParse({ type: 'root', children: 'oops' }).success).toBe(false);
    expect(subtitle.safeParse({ ...doc, colour: 'red' }).success).toBe(false);
    const badLink = {
      type: 'root',
      children: [{ type: 'paragraph', children: [{ ...doc.children[0]!.children[2], url: 'javascript:alert(1)' }] }],
    };
    expect(subtitle.safeParse(badLink).success).toBe(false);
    // The section leads and the three first rich-text fields come out the same way.
    const cards = objectWith(schema, ['cards', 'heading', 'lead'])!;
    expect(cards.lead).toEqual(hero.subtitle);
  });
});
