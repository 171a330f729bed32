import { z } from 'zod';

export const schema = z.strictObject({
  heading: z.string().min(1).default('Projects'),
  intro: z
    .string()
    .min(1)
    .default(
      'Finished installations, entered once: each has its own page and shows in the project listings of the site. Open one to edit, preview and publish it.',
    ),
});
