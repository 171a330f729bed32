import { describe, expect, it } from 'vitest';
import { loadSiteContent } from '../../app/content';
import { schema } from './schema';

/**
 * The server hands a page only the query parameters it declares (page.query),
 * so a gallery on a page that does not declare its parameter would never see
 * ?category=.
 */
describe('pages with a gallery', () => {
  it("declare the gallery's query parameter", async () => {
    const { pages } = await loadSiteContent();
    const withGallery = pages.filter((p) => p.blocks.some((b) => b.type === 'gallery'));
    expect(withGallery.map((p) => p.path)).toContain('/gallery');
    for (const page of withGallery) {
      for (const block of page.blocks.filter((b) => b.type === 'gallery')) {
        expect(page.query, page.path).toContain(schema.parse(block.props).queryParam);
      }
    }
  });
});
