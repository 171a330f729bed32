import type { z } from 'zod';
import { galleryCatalogs, galleryCategories } from '../gallery';
import type { schema } from '../../blocks/gallery/schema';

/**
 * What a new gallery block starts with in the page editor: realistic content
 * to replace. The block's stories start from the same props.
 */
export const starter = {
  eyebrow: 'Our work',
  heading: 'Browse Our Projects',
  lead: 'Product photos from recent prefab, interior and furniture projects, and catalogs to download.',
  categories: galleryCategories(),
  catalogs: galleryCatalogs(),
} satisfies z.input<typeof schema>;
