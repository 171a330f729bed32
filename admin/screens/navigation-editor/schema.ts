import { z } from 'zod';

export const schema = z.strictObject({
  heading: z.string().min(1).default('Navigation'),
  intro: z
    .string()
    .min(1)
    .default(
      'The menu at the top of every page and the links in the footer. Changes are saved as a draft; publish them to put them on the site.',
    ),
  /** How long after the last change the draft saves by itself (tests shorten it). */
  autosaveMs: z.number().int().min(100).max(60_000).optional(),
});
