import type { z } from 'zod';
import type { schema } from '../../blocks/contact-info/schema';

/**
 * What a new contact info block starts with in the page editor: realistic content
 * to replace. The block's stories start from the same props.
 */
export const starter = {
  heading: 'Contact Information',
  intro: 'Visit our yard, call or write: we answer within one working day.',
} satisfies z.input<typeof schema>;
