import { z } from 'zod';

export const schema = z.strictObject({
  heading: z.string().min(1).default('Edit project'),
  intro: z
    .string()
    .min(1)
    .default(
      'Changes are saved as a draft by themselves; publish them to put the project on its page and in the listings.',
    ),
  /** How long after the last change the draft saves by itself (tests shorten it). */
  autosaveMs: z.number().int().min(100).max(60_000).optional(),
});
