import { describe, expect, it } from 'vitest';
import { withoutSeedSlots } from '../engine/media-kind';
import { assetRefsIn, unknownAssetRefs } from './asset-refs';
import { assetIdOfKey, shippedInExport } from './asset-files';

const id = 'ab'.repeat(16);
const other = 'cd'.repeat(16);

describe('library files in the static export', () => {
  it('ships slots and the files of published assets (with their variants, posters and phone renditions), nothing else of the library', () => {
    const published = new Set([id]);
    const keys = [
      `_assets/${id}.jpg`,
      `_variants/_assets/${id}-480w.webp`,
      `_posters/_assets/${id}.jpg`,
      `_variants/_posters/_assets/${id}-960w.avif`,
      // A video's phone rendition, beside its poster.
      `_posters/_assets/${id}.mp4`,
    ];
    for (const k of keys) expect(assetIdOfKey(k), k).toBe(id);
    for (const k of keys) expect(shippedInExport(k, published), k).toBe(true);
    for (const k of keys.map((k) => k.replace(id, other))) expect(shippedInExport(k, published), k).toBe(false);
    expect(shippedInExport('home/hero/home-hero-1.jpg', published)).toBe(true);
    expect(shippedInExport('_variants/home/hero/home-hero-1-480w.webp', published)).toBe(true);
  });
});

describe('media references in documents', () => {
  const doc = {
    blocks: [
      { props: { slides: [{ media: `/uploads/_assets/${id}.jpg` }, { media: `/uploads/_assets/${other}.mp4` }] } },
      { props: { media: ['/uploads/home/x.jpg', `/uploads/_assets/${id}.jpg`], note: '/uploads/_assets/../../etc' } },
    ],
  };

  it('names each field pointing at a file the library does not hold, or at no library address', () => {
    expect(unknownAssetRefs(doc, (url) => url.includes(id))).toEqual([
      { path: ['blocks', 0, 'props', 'slides', 1, 'media'], message: expect.stringContaining('not a file in') },
      { path: ['blocks', 1, 'props', 'note'], message: expect.stringContaining('not a media library address') },
    ]);
    expect([...assetRefsIn(doc)].sort()).toEqual([`/uploads/_assets/${id}.jpg`, `/uploads/_assets/${other}.mp4`]);
  });

  it('empties named slots of a copied section, keeping library files', () => {
    expect(withoutSeedSlots(doc.blocks[1])).toEqual({
      props: { media: [`/uploads/_assets/${id}.jpg`], note: '/uploads/_assets/../../etc' },
    });
    expect(withoutSeedSlots({ media: '/uploads/home/x.jpg', file: '/uploads/Gallery/c.pdf' })).toEqual({
      media: '/uploads/placeholder.jpg',
      file: '/uploads/Gallery/c.pdf',
    });
  });
});
