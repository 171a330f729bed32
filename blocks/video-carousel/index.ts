import { defineBlock } from '../../engine/block';
import { hint, schema } from './schema';
import { VideoCarousel } from './VideoCarousel';

/** Cards of 3 muted, looping project videos that advance every 10 s. */
export const videoCarousel = defineBlock({
  type: 'video-carousel',
  schema,
  hint,
  component: VideoCarousel,
  interactive: true,
});
