import { z } from 'zod';

export const schema = z.strictObject({
  heading: z.string().min(1).default('Upload Manager'),
  intro: z
    .string()
    .min(1)
    .default(
      'Every image, video and PDF the site shows has a fixed place. Pick a file for a target, then upload its section; pages show it at once.',
    ),
  /** The way back. */
  backLabel: z.string().min(1).default('Back to Admin Panel'),
  backHref: z.string().startsWith('/admin').default('/admin/dashboard'),
});

export type UploadManagerProps = z.output<typeof schema>;
