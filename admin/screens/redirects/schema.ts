import { z } from 'zod';

export const schema = z.strictObject({
  heading: z.string().min(1).default('Redirects'),
  intro: z
    .string()
    .min(1)
    .default(
      'Old addresses that send visitors on to a page of the site (301), or say a deleted page is gone (410). Moving or deleting a page adds one here.',
    ),
});
