import type { z } from 'zod';
import type { schema } from '../../blocks/call-to-action/schema';

/**
 * What a new call to action block starts with in the page editor: realistic content
 * to replace. The block's stories start from the same props.
 */
export const starter = {
  heading: 'Ready to start your project?',
  text: 'Tell us what you need and get a free quote from our Nairobi team within one working day.',
  buttons: [
    { label: 'Get Free Quote', href: '/contact', variant: 'primary' },
    { label: 'View Our Work', href: '/gallery', variant: 'ghost-light' },
  ],
  tone: 'dark',
} satisfies z.input<typeof schema>;
