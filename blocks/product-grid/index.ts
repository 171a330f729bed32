import { defineBlock } from '../../engine/block';
import { ProductGrid } from './ProductGrid';
import { hint, migrate, schema, version } from './schema';

/** Furniture product tiles: 20 of 100 shown, a toggle for all, label variants per page. */
export const productGrid = defineBlock({
  type: 'product-grid',
  schema,
  hint,
  version,
  migrate,
  component: ProductGrid,
  interactive: true,
});
