import { z } from 'zod';

export const schema = z.strictObject({
  heading: z.string().min(1).default('Media library'),
  intro: z
    .string()
    .min(1)
    .default(
      'Every picture, video and PDF uploaded to the site, newest first, with the pages that show it. Pick files for a page in the page editor; delete here what no page uses.',
    ),
});

export type MediaLibraryProps = z.output<typeof schema>;
