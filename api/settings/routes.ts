import type { AppModule } from '../deps';
import { requireAdmin, requireRole, sameOrigin, type AdminEnv } from '../auth/middleware';
import { apiRouter, readJson } from '../http';
import { siteSettingsInput, type SiteSettings } from '../../contracts/site-settings';
import { saveSiteTimeZone, siteTimeZone } from './store';

/**
 * GET /api/admin/settings: the site's settings every admin screen reads (its
 * time zone); PUT { timeZone }: admins only. Nothing is cached: each request
 * reads the row, so every instance answers with the latest value.
 */
export const siteSettingsModule: AppModule = (app) => {
  const r = apiRouter<AdminEnv>();
  r.use('*', sameOrigin, requireAdmin);
  r.get('/', async (c) => c.json({ timeZone: await siteTimeZone(c.var.deps.db) } satisfies SiteSettings));
  r.put('/', requireRole('change the site’s time zone'), async (c) => {
    const { timeZone } = await readJson(c, siteSettingsInput);
    await saveSiteTimeZone(c.var.deps.db, timeZone);
    return c.json({ timeZone } satisfies SiteSettings);
  });
  app.route('/api/admin/settings', r);
};
