import { defineBlock } from '../../engine/block';
import { HeroCarousel } from './HeroCarousel';
import { hint, migrate, schema, version } from './schema';

/** Hero of images and videos with cross-fade, timing per kind, dots/arrows and a pause control. */
export const heroCarousel = defineBlock({
  type: 'hero-carousel',
  schema,
  hint,
  version,
  migrate,
  component: HeroCarousel,
  interactive: true,
});
