import { z } from 'zod';
import { optionalRichText } from '../../contracts/rich-text';
import { richTextFields } from '../_shared/rich-text-migration';
import { anchorId, sectionHeading, tone } from '../_shared/schemas';

/** One captioned table; the first cell of each row is its row header. */
export const specTable = z
  .strictObject({
    caption: z.string().min(1),
    columns: z.array(z.string().min(1)).min(2).max(5),
    rows: z
      .array(z.array(z.string().min(1)))
      .min(1)
      .max(30),
  })
  .superRefine((t, ctx) => {
    t.rows.forEach((row, i) => {
      if (row.length !== t.columns.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', i],
          message: `expected ${t.columns.length} cells (one per column), got ${row.length}`,
        });
      }
    });
  });

/**
 * Technical data as accessible tables (material thickness, machine specs,
 * steel grades): one to three tables side by side on wide screens.
 */
export const schema = z.strictObject({
  id: anchorId.optional(),
  ...sectionHeading,
  tables: z.array(specTable).min(1).max(3),
  /** A short note under the tables (tolerances, conditions). */
  note: optionalRichText.optional(),
  tone,
});

export type SpecTableProps = z.output<typeof schema>;
export type SpecTableData = z.output<typeof specTable>;

/** What the block shows, in one line: the page editor's "Add a section" list offers it with these words. */
export const hint = 'A table of specifications.';

/**
 * Version 2 made the section's lead and the note rich text. Sections staff saved under
 * version 1 hold a plain string: `migrate` makes it a one-paragraph document.
 */
export const version = 2;

export function migrate(props: Record<string, unknown>, from: number): Record<string, unknown> {
  return from < 2 ? richTextFields(props, 'lead', 'note') : props;
}
