import { z } from 'zod';
import { projectListing } from '../../contracts/projects';
import { optionalRichText } from '../../contracts/rich-text';
import { richTextFields, richTextInList } from '../_shared/rich-text-migration';
import { imageRef } from '../../engine/media-ref';
import { anchorId, href, link, sectionHeading, tone } from '../_shared/schemas';

export const portfolioItem = z.strictObject({
  media: imageRef,
  /** Empty: the library file's alt text (publishing asks for one when the file has none). */
  alt: z.string().default(''),
  /** Shown on hover/focus (seed: a description on hover; 'View Project' on clinics). */
  caption: z.string().optional(),
  /** Where the picture leads: a project's own page, which a listing that follows the collection fills in. */
  href: href.optional(),
});

export const portfolioGroup = z.strictObject({
  /** Anchor for links such as 'View Projects' → #container-portfolio. */
  id: anchorId.optional(),
  title: z.string().optional(),
  /** Rich text: bold, italic, links and lists (a plain string in page files). */
  description: optionalRichText.optional(),
  /** The hand list; with a `source` the site fills it from the published projects instead. */
  items: z.array(portfolioItem).max(12),
  /** Absent: the hand list above. Present: one picture per project the collection selects (app/live/project-listings.ts). */
  source: projectListing.optional(),
});

export const schema = z.strictObject({
  id: anchorId.optional(),
  ...sectionHeading,
  groups: z.array(portfolioGroup).min(1),
  /** An empty group shows this. */
  emptyMessage: z.string().default('No images available'),
  columns: z.union([z.literal(3), z.literal(4)]).default(3),
  buttons: z.array(link.extend({ variant: z.enum(['primary', 'outline']).default('primary') })).default([]),
  tone,
});

export type PortfolioGridProps = z.output<typeof schema>;

/** What the block shows, in one line: the page editor's "Add a section" list offers it with these words. */
export const hint = 'Project photos in groups with captions.';

/**
 * Version 2 made the section's lead and each group's description rich text. Sections staff saved under
 * version 1 hold a plain string: `migrate` makes it a one-paragraph document.
 */
export const version = 2;

export function migrate(props: Record<string, unknown>, from: number): Record<string, unknown> {
  return from < 2 ? richTextInList(richTextFields(props, 'lead'), 'groups', 'description') : props;
}
