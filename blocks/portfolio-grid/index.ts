import { defineBlock } from '../../engine/block';
import { PortfolioGrid } from './PortfolioGrid';
import { hint, migrate, schema, version } from './schema';

/** Project image groups with hover captions and an empty state (seed 001 galleries of 6 or 8). */
export const portfolioGrid = defineBlock({
  type: 'portfolio-grid',
  schema,
  hint,
  version,
  migrate,
  component: PortfolioGrid,
});
