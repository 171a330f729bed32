import { z } from 'zod';

export const schema = z.strictObject({
  /** The page's own heading (the screen is a page of its own, reached from the name in the top bar). */
  title: z.string().min(1).default('Your account'),
  lead: z.string().min(1).default('Your own settings in the admin, whatever your role.'),
  heading: z.string().min(1).default('Your e-mails'),
  intro: z
    .string()
    .min(1)
    .default(
      'While review before publish is on, the admin e-mails you about reviews: an admin when an editor submits a change, an editor when an admin sends their change back or publishes it. Only you can change this for your account.',
    ),
});
