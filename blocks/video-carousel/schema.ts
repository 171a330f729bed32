import { z } from 'zod';
import { richTextFields } from '../_shared/rich-text-migration';
import { videoRef } from '../../engine/media-ref';
import { anchorId, sectionHeading, tone } from '../_shared/schemas';

/** The card's header colours (the seed's "gradient style"), each AA-contrast with white text. */
export const gradients = ['navy', 'amber', 'emerald', 'plum'] as const;

export const videoCard = z.strictObject({
  /** A kebab-case key (executive-furniture, interior-design, prefab-units); names the card's controls. */
  category: anchorId,
  title: z.string().min(1),
  subtitle: z.string().optional(),
  gradient: z.enum(gradients).default('navy'),
  /** 3 videos per category (gallery.projectVideo). Empty shows 'No videos available'. */
  videos: z.array(videoRef).max(6),
});

export const schema = z.strictObject({
  id: anchorId.optional(),
  eyebrow: sectionHeading.eyebrow,
  heading: z.string().min(1).optional(),
  lead: sectionHeading.lead,
  tone,
  cards: z.array(videoCard).min(1).max(6),
  /** 10 s per video, progress counter ticking every 100 ms, 500 ms 'Next Video...' overlay. */
  intervalMs: z.number().int().min(2000).max(60000).default(10000),
  tickMs: z.number().int().min(50).max(1000).default(100),
  transitionMs: z.number().int().min(0).max(3000).default(500),
  nextLabel: z.string().min(1).default('Next Video...'),
  emptyMessage: z.string().min(1).default('No videos available'),
});

export type VideoCarouselProps = z.output<typeof schema>;
export type VideoCard = z.output<typeof videoCard>;

/** What the block shows, in one line: the page editor's "Add a section" list offers it with these words. */
export const hint = 'Video cards that play one after another.';

/**
 * Version 2 made the section's lead rich text. Sections staff saved under
 * version 1 hold a plain string: `migrate` makes it a one-paragraph document.
 */
export const version = 2;

export function migrate(props: Record<string, unknown>, from: number): Record<string, unknown> {
  return from < 2 ? richTextFields(props, 'lead') : props;
}
