import { z } from 'zod';

export const schema = z.strictObject({
  heading: z.string().min(1).default('Your e-mails'),
  intro: z
    .string()
    .min(1)
    .default(
      'While review before publish is on, the admin e-mails you about reviews: an admin when an editor submits a change, an editor when an admin sends their change back or publishes it. Only you can change this for your account.',
    ),
});
