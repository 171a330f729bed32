import { requireAdmin, requireRole, sameOrigin, type AdminEnv } from '../auth/middleware';
import { apiRouter } from '../http';
import { validate } from '../validate';
import { siteSettingsInput, type SiteSettings } from '../../contracts/site-settings';
import type { DB } from '../db';
import { reviewBeforePublish, saveReviewBeforePublish, saveSiteTimeZone, siteTimeZone } from './store';

const settingsOf = async (db: DB): Promise<SiteSettings> => ({
  timeZone: await siteTimeZone(db),
  reviewBeforePublish: await reviewBeforePublish(db),
});

/**
 * GET /api/admin/settings: the site's settings every admin screen reads (its
 * time zone, whether publishing waits for review); PUT with either or both:
 * admins only, answering every setting. Nothing is cached: each request
 * reads the row, so every instance answers with the latest value.
 */
export const siteSettingsRoutes = apiRouter<AdminEnv>()
  .use(sameOrigin, requireAdmin)
  .get('/', async (c) => c.json(await settingsOf(c.var.deps.db)))
  .put('/', requireRole('change the site’s settings'), validate('json', siteSettingsInput), async (c) => {
    const { timeZone, reviewBeforePublish: review } = c.req.valid('json');
    const { db } = c.var.deps;
    if (timeZone !== undefined) await saveSiteTimeZone(db, timeZone);
    if (review !== undefined) await saveReviewBeforePublish(db, review);
    return c.json(await settingsOf(db));
  });
