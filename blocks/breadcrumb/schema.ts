import { z } from 'zod';
import { link } from '../_shared/schemas';

/** The trail above a page: linked ancestors, then the current page (not a link). */
export const schema = z.strictObject({
  items: z.array(link).min(1).max(6),
  current: z.string().min(1),
});

export type BreadcrumbProps = z.output<typeof schema>;

/** What the block shows, in one line: the page editor's "Add a section" list offers it with these words. */
export const hint = 'The trail of pages above this one.';
