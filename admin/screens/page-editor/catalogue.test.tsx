import { describe, expect, it } from 'vitest';
import { EMPTY_MEDIA, collectMediaRefs } from '../../../engine/media-kind';
import { registry } from '../../../blocks/index';
import { starters } from '../../../site-config/starters';
import { blockHint, blockSummary, paletteTypes, starterFor } from './catalogue';
import { editorRegistry } from './editor-registry';

describe('the editor catalogue of public blocks', () => {
  it('knows every public block, with the very schema and hint blocks/index.ts registers', () => {
    expect(editorRegistry.types).toEqual(registry.types);
    for (const t of registry.types) {
      expect(editorRegistry.get(t)!.schema, t).toBe(registry.get(t)!.schema);
      expect(editorRegistry.get(t)!.hint, t).toBe(registry.get(t)!.hint);
    }
  });

  it('offers every block but the shell, each with a starter its schema accepts', () => {
    expect(paletteTypes(starters)).toEqual(
      registry.types.filter((t) => !['site-header', 'site-footer', 'chat-button'].includes(t)),
    );
    for (const t of paletteTypes(starters)) {
      const r = registry.get(t)!.schema.safeParse(starterFor(starters, t));
      expect(
        r.success,
        `${t}: ${r.error?.issues.map((i: { path: PropertyKey[]; message: string }) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      ).toBe(true);
    }
  });

  it('starts every new section with empty media fields, never another page’s slot', () => {
    for (const t of paletteTypes(starters)) {
      const refs = [...collectMediaRefs(starterFor(starters, t))];
      expect(
        refs.filter((r) => r !== EMPTY_MEDIA && !r.endsWith('.pdf')),
        t,
      ).toEqual([]);
    }
    // A starter card has no pictures at all (media is optional), or an empty list: never a slot.
    const cards = starterFor(starters, 'card-grid') as { cards: { media?: string[] }[] };
    expect(cards.cards.length).toBeGreaterThan(0);
    expect(cards.cards.every((c) => (c.media ?? []).length === 0)).toBe(true);
  });

  it('hands out copies of a starter, so editing a new block never changes the next one', () => {
    const a = starterFor(starters, 'call-to-action')!;
    a.heading = 'Changed';
    expect(starterFor(starters, 'call-to-action')!.heading).not.toBe('Changed');
  });

  it('sums a block up by its heading, or its first item', () => {
    expect(blockSummary({ heading: 'Our Services' })).toBe('Our Services');
    expect(blockSummary({ slides: [{ media: '/uploads/x.jpg', alt: 'A site office' }] })).toBe('A site office');
    expect(blockSummary(null)).toBe('');
  });
});

describe('the Add a section list', () => {
  it('describes every block it offers', () => {
    for (const t of paletteTypes(starters)) expect(blockHint(t), t).toMatch(/^[A-Z].+\.$/);
  });
});
