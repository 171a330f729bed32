import { describe, expect, it } from 'vitest';
import type { PageDocument } from '../../../contracts/pages';
import { duplicateBlock, withKeys } from './doc-edits';

const asset = `/uploads/_assets/${'ab'.repeat(16)}.jpg`;
const page: PageDocument = {
  path: '/x',
  meta: { title: 'X', description: 'X page', keywords: [] },
  blocks: [
    {
      type: 'card-grid',
      id: 'services',
      props: {
        cards: [
          { title: 'A', media: ['/uploads/home/our-core-services/prefab-units/a-1.jpg', asset] },
          { title: 'B', media: ['/uploads/home/our-core-services/prefab-units/b-1.jpg'] },
        ],
      },
    },
  ],
};

describe('duplicating a section', () => {
  it('drops the anchor and the named slots of the original, keeping library files', () => {
    const doc = duplicateBlock(withKeys(page), 0);
    expect(doc.page.blocks).toHaveLength(2);
    expect(doc.page.blocks[1]).toEqual({
      type: 'card-grid',
      props: {
        cards: [
          { title: 'A', media: [asset] },
          { title: 'B', media: [] },
        ],
      },
    });
    // The original is untouched.
    expect(doc.page.blocks[0]).toEqual(page.blocks[0]);
  });
});
