import { z } from 'zod';
import { anchorId, button, iconName, sectionHeading, tone } from '../_shared/schemas';

export const feature = z.strictObject({
  title: z.string().min(1),
  text: z.string().optional(),
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
