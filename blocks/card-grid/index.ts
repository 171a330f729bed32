import { defineBlock } from '../../engine/block';
import { CardGrid } from './CardGrid';
import { hint, migrate, schema, version } from './schema';

/** Service cards with features, icon, link and a rotating image/video set. */
export const cardGrid = defineBlock({
  type: 'card-grid',
  schema,
  hint,
  version,
  migrate,
  component: CardGrid,
  interactive: true,
});
