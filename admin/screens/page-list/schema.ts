import { z } from 'zod';

export const schema = z.strictObject({
  heading: z.string().min(1).default('Pages'),
  intro: z
    .string()
    .min(1)
    .default('Every page of the public site. Open one to edit its sections, preview it and publish.'),
});
