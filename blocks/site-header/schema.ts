import { z } from 'zod';
import { href, link, menuItem } from '../_shared/schemas';

export const schema = z.strictObject({
  brand: z.strictObject({ name: z.string().min(1), tagline: z.string().optional(), href: href.default('/') }),
  items: z.array(menuItem).min(1),
  cta: link,
  /** Paths served as aliases of another prefix highlight as that prefix (e.g. /services/prefab-units → /services/containers). */
  aliasPrefixes: z.array(z.strictObject({ from: z.string(), to: z.string() })).default([]),
});

export type SiteHeaderProps = z.output<typeof schema>;
