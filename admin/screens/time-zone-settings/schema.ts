import { z } from 'zod';

export const schema = z.strictObject({
  heading: z.string().min(1).default('Time zone'),
  intro: z
    .string()
    .min(1)
    .default(
      'Every date and time in the admin is shown on this clock, and “Publish at…” takes times on it, whatever the clock of your computer or phone. The inquiries export and the inbox’s date filter use it too.',
    ),
});
