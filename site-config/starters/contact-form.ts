import type { z } from 'zod';
import type { schema } from '../../blocks/contact-form/schema';

/**
 * What a new contact form block starts with in the page editor: realistic content
 * to replace. The block's stories start from the same props.
 */
export const starter = {
  heading: 'Get In Touch',
  lead: 'Tell us about your project and get a free quote within one working day.',
  info: { heading: 'Contact Information', intro: 'Visit our yard in Industrial Area, call, or send us a message.' },
  cardTitle: 'Send Us a Message',
  budgetOptions: [
    'Under KES 500,000',
    'KES 500,000 - 2 million',
    'KES 2 - 5 million',
    'KES 5 - 10 million',
    'Over KES 10 million',
    'Not sure yet',
  ],
  contactMethodOptions: ['Email', 'Phone call', 'WhatsApp'],
  timelineOptions: ['As soon as possible', 'Within 1 month', '1 - 3 months', '3 - 6 months', 'Just exploring'],
} satisfies z.input<typeof schema>;
