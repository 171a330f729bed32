import { z } from 'zod';

export const schema = z.strictObject({
  heading: z.string().min(1).default('Contact Inquiries'),
  intro: z
    .string()
    .min(1)
    .default(
      'Messages sent from the contact form, newest first. Find them by search and filters, reply, and move each from New to Read, Replied and Archived.',
    ),
});
