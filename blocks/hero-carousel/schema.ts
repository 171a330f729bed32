import { z } from 'zod';
import { optionalRichText } from '../../contracts/rich-text';
import { richTextFields } from '../_shared/rich-text-migration';
import { mediaRef } from '../../engine/media-ref';
import { button } from '../_shared/schemas';

export const heroSlide = z.strictObject({
  /** An image or video slot; a path containing .mp4/.mov/.avi is a video. */
  media: mediaRef,
  /** Empty: the library file's alt text (publishing asks for one when the file has none). */
  alt: z.string().default(''),
});

export const schema = z.strictObject({
  slides: z.array(heroSlide).max(12),
  eyebrow: z.string().optional(),
  title: z.string().min(1),
  /** Rich text: bold, italic and links under the title (a plain string in page files). */
  subtitle: optionalRichText.optional(),
  buttons: z.array(button).max(3).default([]),
  badges: z.array(z.string().min(1)).max(6).default([]),
  /** Time on each slide (seed: 10 s; steel fabrication 5 s). */
  intervalMs: z.number().int().min(1000).max(60000).default(10000),
  /** Per-kind timing, re-timed on each slide (legs hub: video 20 s, image 2 s). */
  videoIntervalMs: z.number().int().min(1000).max(60000).optional(),
  imageIntervalMs: z.number().int().min(1000).max(60000).optional(),
  progressBar: z.boolean().default(false),
  /** Clickable dots jump to a slide; 'static' dots only show the position. */
  dots: z.enum(['clickable', 'static', 'none']).default('clickable'),
  arrows: z.boolean().default(false),
  height: z.enum(['full', 'tall']).default('tall'),
  /** Shown with a spinner when there are no slides. */
  emptyMessage: z.string().default('No hero content available'),
});

export type HeroCarouselProps = z.output<typeof schema>;

/** What the block shows, in one line: the page editor's "Add a section" list offers it with these words. */
export const hint = 'The big opening picture or video, with a title and buttons.';

/**
 * Version 2 made the subtitle rich text. Heroes staff saved under version 1
 * hold a plain string: `migrate` makes it a one-paragraph document.
 */
export const version = 2;

export function migrate(props: Record<string, unknown>, from: number): Record<string, unknown> {
  return from < 2 ? richTextFields(props, 'subtitle') : props;
}
