import { z } from 'zod';
import { optionalRichText } from '../../contracts/rich-text';
import { richTextFields } from '../_shared/rich-text-migration';
import { panelLabels } from '../contact-info/schema';
import { anchorId, tone } from '../_shared/schemas';

const option = z.string().min(1).max(50);

export const fieldLabels = z.strictObject({
  name: z.string().min(1).default('Full Name'),
  email: z.string().min(1).default('Email Address'),
  phone: z.string().min(1).default('Phone Number'),
  company: z.string().min(1).default('Company / Organisation'),
  serviceInterest: z.string().min(1).default('Service Interest'),
  budgetRange: z.string().min(1).default('Budget Range'),
  preferredContactMethod: z.string().min(1).default('Preferred Contact Method'),
  projectTimeline: z.string().min(1).default('Project Timeline'),
  message: z.string().min(1).default('Message'),
});

export const schema = z.strictObject({
  id: anchorId.default('get-in-touch'),
  tone,
  heading: z.string().min(1).default('Get In Touch'),
  /** Rich text: bold, italic and links (a plain string in page files). */
  lead: optionalRichText.optional(),
  /** The left column: the contact-info panel (facts from the stored contact details). Omit for the form alone. */
  info: panelLabels.optional(),
  cardTitle: z.string().min(1).default('Send Us a Message'),
  /** Rich text: bold, italic and links (a plain string in page files). */
  cardIntro: optionalRichText.optional(),
  labels: fieldLabels.prefault({}),
  /** The service interest options are fixed by the requirements; these three lists are ours (stored as text, max 50). */
  budgetOptions: z.array(option).min(1).max(12),
  contactMethodOptions: z.array(option).min(1).max(6),
  timelineOptions: z.array(option).min(1).max(12),
  messagePlaceholder: z.string().default('Tell us about your project: what you need, where, and by when.'),
  submitLabel: z.string().min(1).default('Send Message'),
  sendingLabel: z.string().min(1).default('Sending...'),
  /** The grey box under the form; {email} is the stored e-mail address. */
  emailNote: z.string().includes('{email}').default('Email us at: {email}'),
  successTitle: z.string().min(1).default('Message Sent Successfully'),
  successText: z.string().min(1).default('Thank you for your inquiry! We will contact you soon.'),
  errorTitle: z.string().min(1).default('Error Sending Message'),
  /** When the server gives no message (or cannot be reached); {email} as above. */
  errorText: z.string().min(1).default('Please check your connection and try again, or email us at {email}.'),
});

export type ContactFormProps = z.output<typeof schema>;
export type FieldLabels = z.output<typeof fieldLabels>;

/** What the block shows, in one line: the page editor's "Add a section" list offers it with these words. */
export const hint = 'The form visitors send inquiries with.';

/**
 * Version 2 made the section's lead, the card's intro and the contact panel's intro rich text. Sections staff saved under
 * version 1 hold a plain string: `migrate` makes it a one-paragraph document.
 */
export const version = 2;

export function migrate(props: Record<string, unknown>, from: number): Record<string, unknown> {
  if (from >= 2) return props;
  const out = richTextFields(props, 'lead', 'cardIntro');
  // The contact panel beside the form keeps its labels in `info`, its intro among them.
  if (out.info && typeof out.info === 'object' && !Array.isArray(out.info))
    out.info = richTextFields(out.info as Record<string, unknown>, 'intro');
  return out;
}
