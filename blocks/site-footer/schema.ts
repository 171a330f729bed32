import { z } from 'zod';
import { link } from '../_shared/schemas';

export const schema = z.strictObject({
  blurb: z.string().min(1),
  serviceLinks: z.array(link).min(1),
  companyLinks: z.array(link).min(1),
  copyrightYear: z.number().int().min(2000).max(2100),
});

export type SiteFooterProps = z.output<typeof schema>;
