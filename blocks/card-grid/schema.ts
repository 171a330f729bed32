import { z } from 'zod';
import { richText } from '../../contracts/rich-text';
import { richTextFields, richTextInList } from '../_shared/rich-text-migration';
import { mediaRef } from '../../engine/media-ref';
import { anchorId, iconName, link, sectionHeading, tone } from '../_shared/schemas';

export const card = z.strictObject({
  title: z.string().min(1),
  /** Rich text: bold, italic, links and lists (a plain string in page files). */
  description: richText,
  features: z.array(z.string().min(1)).default([]),
  icon: iconName.optional(),
  /** 0 to 6 images or videos; with 2 or more they rotate. */
  media: z.array(mediaRef).max(6).default([]),
  link: link.optional(),
  /** A short claim shown on the card, e.g. 'Deployment in 2 days'. */
  badge: z.string().optional(),
});

export const schema = z.strictObject({
  id: anchorId.optional(),
  ...sectionHeading,
  cards: z.array(card).min(1).max(12),
  /** Card image carousels: 3 s by default; 4 s on interior design and the prefab landing. */
  rotateMs: z.number().int().min(1000).max(20000).default(3000),
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
  tone,
});

export type CardGridProps = z.output<typeof schema>;
export type Card = z.output<typeof card>;

/** What the block shows, in one line: the page editor's "Add a section" list offers it with these words. */
export const hint = 'Cards with a picture, text and a link, in 2 to 4 columns.';

/**
 * Version 2 made a card's description rich text. Cards staff saved under
 * version 1 hold a plain string: `migrate` makes it a one-paragraph document.
 * Version 3 did the same for the section's lead.
 */
export const version = 3;

export function migrate(props: Record<string, unknown>, from: number): Record<string, unknown> {
  const listed = from < 2 ? richTextInList(props, 'cards', 'description') : props;
  return from < 3 ? richTextFields(listed, 'lead') : listed;
}
