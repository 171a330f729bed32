import { z } from 'zod';
import { richTextFields } from '../_shared/rich-text-migration';
import { EMPTY_MEDIA, isAssetUrl } from '../../engine/media-kind';
import { imageRef } from '../../engine/media-ref';
import { anchorId, button, href, sectionHeading, tone } from '../_shared/schemas';

export const productTile = z.strictObject({
  media: imageRef,
  /** Default product name; an admin-set name on the media record overrides it. */
  name: z.string().min(1),
  /** Defaults to the name. */
  alt: z.string().min(1).optional(),
  /** Makes the tile a link (with the grid's hover label). */
  href: href.optional(),
});

/**
 * Toggle label wording, with X/Y taken from the data:
 * 'count': 'Show All Products (100/100)' / 'Show Less (20/100)';
 * 'showing': 'Showing 20/100 - Click for More' / 'Showing 100/100 - Click for Less';
 * 'plain': 'Show All Products' / 'Show Less' (office, kitchen).
 */
export const toggleLabels = z.enum(['count', 'showing', 'plain']);

export const schema = z
  .strictObject({
    id: anchorId.optional(),
    ...sectionHeading,
    items: z.array(productTile).min(1).max(200),
    /** Tiles shown while collapsed; the rest are not in the DOM until expanded. */
    initialCount: z.number().int().min(1).max(200).default(20),
    /** Start expanded (previews of the expanded state; the toggle still collapses it). */
    startExpanded: z.boolean().default(false),
    labels: toggleLabels.default('count'),
    /** Lounge: '(20/100 products shown)' under the heading, following the state. */
    countSubtitle: z.boolean().default(false),
    /** Failed tiles swap to the placeholder on some pages and hide elsewhere. */
    onImageError: z.enum(['hide', 'placeholder']).default('hide'),
    /** Shown over a tile on hover/focus, e.g. 'View Details'. */
    hoverLabel: z.string().min(1).optional(),
    buttons: z.array(button).max(3).default([]),
    tone,
  })
  // A seed slot carries a product's admin name, so two tiles cannot share one; empty tiles (the placeholder) and library files may repeat.
  .refine(
    (p) => {
      const slots = p.items.map((i) => i.media).filter((m) => m !== EMPTY_MEDIA && !isAssetUrl(m));
      return new Set(slots).size === slots.length;
    },
    {
      message: 'each tile needs its own media slot',
      path: ['items'],
    },
  );

export type ProductGridProps = z.output<typeof schema>;
export type ProductTile = z.output<typeof productTile>;

/** What the block shows, in one line: the page editor's "Add a section" list offers it with these words. */
export const hint = 'Many products with a picture and a name.';

/**
 * Version 2 made the section's lead rich text. Sections staff saved under
 * version 1 hold a plain string: `migrate` makes it a one-paragraph document.
 */
export const version = 2;

export function migrate(props: Record<string, unknown>, from: number): Record<string, unknown> {
  return from < 2 ? richTextFields(props, 'lead') : props;
}
