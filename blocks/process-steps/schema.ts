import { z } from 'zod';
import { richText } from '../../contracts/rich-text';
import { richTextFields, richTextInList } from '../_shared/rich-text-migration';
import { anchorId, sectionHeading, tone } from '../_shared/schemas';

export const step = z.strictObject({
  title: z.string().min(1),
  /** Rich text: bold, italic, links and lists (a plain string in page files). */
  description: richText,
});

/**
 * Numbered steps of a service process (step number, title,
 * description). The number is the step's position; 4 steps lay out in a row of
 * four, 6 steps in two rows of three.
 */
export const schema = z.strictObject({
  id: anchorId.optional(),
  ...sectionHeading,
  steps: z.array(step).min(2).max(8),
  /** Columns on wide screens; by default 4 when the count divides by 4, else 3. */
  columns: z.union([z.literal(3), z.literal(4)]).optional(),
  tone,
});

export type ProcessStepsProps = z.output<typeof schema>;

/** What the block shows, in one line: the page editor's "Add a section" list offers it with these words. */
export const hint = 'Numbered steps: how the work goes.';

/**
 * Version 2 made a step's description rich text. Steps staff saved under
 * version 1 hold a plain string: `migrate` makes it a one-paragraph document.
 * Version 3 did the same for the section's lead.
 */
export const version = 3;

export function migrate(props: Record<string, unknown>, from: number): Record<string, unknown> {
  const listed = from < 2 ? richTextInList(props, 'steps', 'description') : props;
  return from < 3 ? richTextFields(listed, 'lead') : listed;
}
