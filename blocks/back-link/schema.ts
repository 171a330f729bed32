import { z } from 'zod';
import { href } from '../_shared/schemas';

/** A link back to the parent page ('← All Services'), above the hero or after the content. */
export const schema = z.strictObject({
  label: z.string().min(1),
  href,
  placement: z.enum(['top', 'bottom']).default('top'),
});

export type BackLinkProps = z.output<typeof schema>;

/** What the block shows, in one line: the page editor's "Add a section" list offers it with these words. */
export const hint = 'A link back to the parent page.';
