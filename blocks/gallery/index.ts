import { defineBlock } from '../../engine/block';
import { Gallery } from './Gallery';
import { hint, migrate, schema, version } from './schema';

/** The project gallery: product images by category, 20 at first, and PDF catalogs, behind a show/hide switch. */
export const gallery = defineBlock({
  type: 'gallery',
  schema,
  hint,
  version,
  migrate,
  component: Gallery,
  interactive: true,
  // Its 300 photos' props and media would be most of the page's HTML; the server renders the first screen.
  islandData: 'on-wake',
});
