import { z } from 'zod';
import { optionalRichText } from '../../contracts/rich-text';
import { richTextFields } from '../_shared/rich-text-migration';
import { anchorId, tone } from '../_shared/schemas';

/** Headings only: every fact shown comes from the stored contact details (admin Settings), never from props. */
export const panelLabels = z.strictObject({
  heading: z.string().min(1).default('Contact Information'),
  /** Rich text: bold, italic and links (a plain string in page files). */
  intro: optionalRichText.optional(),
  addressLabel: z.string().min(1).default('Office Address'),
  phoneLabel: z.string().min(1).default('Phone'),
  emailLabel: z.string().min(1).default('Email'),
  hoursLabel: z.string().min(1).default('Business Hours'),
  followLabel: z.string().min(1).default('Follow Us'),
});

export const schema = z.strictObject({
  id: anchorId.optional(),
  tone,
  ...panelLabels.shape,
});

export type ContactInfoProps = z.output<typeof schema>;
export type ContactInfoLabels = z.output<typeof panelLabels>;

/** What the block shows, in one line: the page editor's "Add a section" list offers it with these words. */
export const hint = 'Phone, e-mail, address and hours.';

/**
 * Version 2 made the intro rich text. Panels staff saved under version 1 hold
 * a plain string: `migrate` makes it a one-paragraph document.
 */
export const version = 2;

export function migrate(props: Record<string, unknown>, from: number): Record<string, unknown> {
  return from < 2 ? richTextFields(props, 'intro') : props;
}
