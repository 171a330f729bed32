import { z } from 'zod';

export const schema = z.strictObject({
  heading: z.string().min(1).default('Review before publish'),
  intro: z
    .string()
    .min(1)
    .default(
      'When this is on, an editor’s Publish becomes Submit for review: their changes to pages and the menu wait in Waiting for review until an admin publishes them or sends them back with a comment. Admins publish directly either way.',
    ),
});
