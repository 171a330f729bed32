import { defineBlock } from '../../engine/block';
import { hint, migrate, schema, version } from './schema';
import { VideoCarousel } from './VideoCarousel';

/** Cards of 3 muted, looping project videos that advance every 10 s. */
export const videoCarousel = defineBlock({
  type: 'video-carousel',
  schema,
  hint,
  version,
  migrate,
  component: VideoCarousel,
  interactive: true,
  // Nine videos' sources, posters and renditions are 16 KB of JSON; the island wants them only
  // when it wakes, and without them the gallery's document fits the first round trip (14.6 KB).
  islandData: 'on-wake',
});
