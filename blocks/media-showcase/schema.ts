import { z } from 'zod';
import { richTextFields } from '../_shared/rich-text-migration';
import { imageRef } from '../../engine/media-ref';
import { anchorId, sectionHeading, tone } from '../_shared/schemas';

export const showcaseImage = z.strictObject({
  media: imageRef,
  /** Empty: the library file's alt text (publishing asks for one when the file has none). */
  alt: z.string().default(''),
  caption: z.string().optional(),
});

/** A highlighted figure among the images ('12kW' laser power, '5+ years' of experience). */
export const statTile = z.strictObject({
  value: z.string().min(1),
  label: z.string().min(1),
});

/**
 * A gallery of images, the first one large, with an optional stat tile in the
 * grid (5 images plus a 12kW / 5+ years tile).
 */
export const schema = z.strictObject({
  id: anchorId.optional(),
  ...sectionHeading,
  images: z.array(showcaseImage).min(1).max(8),
  stat: statTile.optional(),
  tone,
});

export type MediaShowcaseProps = z.output<typeof schema>;

/** What the block shows, in one line: the page editor's "Add a section" list offers it with these words. */
export const hint = 'A lead photo with a row of smaller ones.';

/**
 * Version 2 made the section's lead rich text. Sections staff saved under
 * version 1 hold a plain string: `migrate` makes it a one-paragraph document.
 */
export const version = 2;

export function migrate(props: Record<string, unknown>, from: number): Record<string, unknown> {
  return from < 2 ? richTextFields(props, 'lead') : props;
}
