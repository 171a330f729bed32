import { z } from 'zod';
import { optionalRichText } from '../../contracts/rich-text';
import { richTextFields, richTextInList } from '../_shared/rich-text-migration';
import { anchorId, button, iconName, sectionHeading, tone } from '../_shared/schemas';

export const feature = z.strictObject({
  title: z.string().min(1),
  /** Rich text: bold, italic, links and lists (a plain string in page files). */
  text: optionalRichText.optional(),
  icon: iconName.optional(),
});

/**
 * Points of a 'Why Choose ...' or features section: as a checklist ('bullets')
 * or as icon tiles ('tiles').
 */
export const schema = z.strictObject({
  id: anchorId.optional(),
  ...sectionHeading,
  items: z.array(feature).min(1).max(16),
  layout: z.enum(['bullets', 'tiles']).default('tiles'),
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
  buttons: z.array(button).max(3).default([]),
  tone,
});

export type FeatureListProps = z.output<typeof schema>;

/** What the block shows, in one line: the page editor's "Add a section" list offers it with these words. */
export const hint = 'A list of features or benefits with icons.';

/**
 * Version 2 made an item's text rich text. Items staff saved under version 1
 * hold a plain string: `migrate` makes it a one-paragraph document.
 * Version 3 did the same for the section's lead.
 */
export const version = 3;

export function migrate(props: Record<string, unknown>, from: number): Record<string, unknown> {
  const listed = from < 2 ? richTextInList(props, 'items', 'text') : props;
  return from < 3 ? richTextFields(listed, 'lead') : listed;
}
