import { requireAdmin, requireRole, sameOrigin, type AdminEnv } from '../auth/middleware';
import { apiRouter } from '../http';
import { validate } from '../validate';
import { siteSettingsInput, type SiteSettings } from '../../contracts/site-settings';
import { saveSiteTimeZone, siteTimeZone } from './store';

/**
 * GET /api/admin/settings: the site's settings every admin screen reads (its
 * time zone); PUT { timeZone }: admins only. Nothing is cached: each request
 * reads the row, so every instance answers with the latest value.
 */
export const siteSettingsRoutes = apiRouter<AdminEnv>()
  .use(sameOrigin, requireAdmin)
  .get('/', async (c) => c.json({ timeZone: await siteTimeZone(c.var.deps.db) } satisfies SiteSettings))
  .put('/', requireRole('change the site’s time zone'), validate('json', siteSettingsInput), async (c) => {
    const { timeZone } = c.req.valid('json');
    await saveSiteTimeZone(c.var.deps.db, timeZone);
    return c.json({ timeZone } satisfies SiteSettings);
  });
