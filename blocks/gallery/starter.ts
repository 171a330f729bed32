import type { z } from 'zod';
import { galleryCatalogs, galleryCategories } from '../../site-config/gallery';
import type { schema } from './schema';

/**
 * What a new gallery block starts with in the page editor: realistic content
 * to replace. Its stories start from the same props.
 */
export const starter = {
  eyebrow: 'Our work',
  heading: 'Browse Our Projects',
  lead: 'Product photos from recent prefab, interior and furniture projects, and catalogs to download.',
  categories: galleryCategories(),
  catalogs: galleryCatalogs(),
} satisfies z.input<typeof schema>;
