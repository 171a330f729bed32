import { mediaKind } from '../../engine/media-kind';
import type { HeroCarouselProps } from './schema';

/** How long a slide stays, by its media kind. */
export function slideDuration(
  p: Pick<HeroCarouselProps, 'intervalMs' | 'videoIntervalMs' | 'imageIntervalMs'>,
  media: string,
): number {
  return mediaKind(media) === 'video' ? (p.videoIntervalMs ?? p.intervalMs) : (p.imageIntervalMs ?? p.intervalMs);
}
