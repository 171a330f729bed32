import { defineBlock } from '../../engine/block';
import { MediaShowcase } from './MediaShowcase';
import { hint, migrate, schema, version } from './schema';

/** Image gallery with a lead image and a highlighted stat tile (laser: 12kW; powder coating: 5+ years). */
export const mediaShowcase = defineBlock({
  type: 'media-showcase',
  schema,
  hint,
  version,
  migrate,
  component: MediaShowcase,
});
