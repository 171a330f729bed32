import type { z } from 'zod';
import { barNames } from '../../site-config/furniture-names';
import { productTiles } from '../../site-config/furniture-products';
import type { schema } from './schema';

/**
 * What a new product grid block starts with in the page editor: realistic content
 * to replace. Its stories start from the same props.
 */
export const starter = {
  id: 'products',
  heading: 'Bar & Restaurant Products',
  lead: 'Bar counters, stools, high tables, wine racks and booth seating from our hospitality range.',
  items: productTiles('bars', barNames),
  labels: 'count',
  onImageError: 'placeholder',
  tone: 'alt',
} satisfies z.input<typeof schema>;
