import { z } from 'zod';

export const schema = z.strictObject({
  heading: z.string().min(1).default('Waiting for review'),
  intro: z
    .string()
    .min(1)
    .default(
      'While review before publish is on (Settings), an editor’s changes wait here for an admin. Compare each draft with what is live, then publish it or send it back with a comment.',
    ),
});
