import { z } from 'zod';
import { optionalRichText } from '../../contracts/rich-text';
import { richTextFields } from '../_shared/rich-text-migration';
import { button } from '../_shared/schemas';

export const schema = z.strictObject({
  heading: z.string().min(1),
  /** Rich text: bold, italic and links (a plain string in page files). */
  text: optionalRichText.optional(),
  buttons: z.array(button).min(1).max(3),
  tone: z.enum(['accent', 'dark', 'light']).default('dark'),
  /** 1 when the band is the page's main content (the 404 page); 2 as a closing section. */
  headingLevel: z.union([z.literal(1), z.literal(2)]).default(2),
});

export type CallToActionProps = z.output<typeof schema>;

/** What the block shows, in one line: the page editor's "Add a section" list offers it with these words. */
export const hint = 'A closing band with a heading and buttons.';

/**
 * Version 2 made the band's text rich text. Bands staff saved under version 1
 * hold a plain string: `migrate` makes it a one-paragraph document.
 */
export const version = 2;

export function migrate(props: Record<string, unknown>, from: number): Record<string, unknown> {
  return from < 2 ? richTextFields(props, 'text') : props;
}
