import type { z } from 'zod';
import { barNames } from '../furniture-names';
import { productTiles } from '../furniture-products';
import type { schema } from '../../blocks/product-grid/schema';

/**
 * What a new product grid block starts with in the page editor: realistic content
 * to replace. The block's stories start from the same props.
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
