import { requireAdmin, sameOrigin, type AdminEnv } from '../auth/middleware';
import type { DashboardSummary } from '../../contracts/dashboard';
import { mirrorStatus } from '../mirror-status';
import { apiRouter } from '../http';
import { countAssets } from '../../media/assets';
import { countReviews } from '../documents/review-store';
import { reviewBeforePublish } from '../settings/store';

/**
 * GET /api/admin/summary: the counts the dashboard shows on its cards, so
 * staff see at a glance what waits for them. Signed-in admins only.
 */
export const dashboardRoutes = apiRouter<AdminEnv>()
  .use(sameOrigin, requireAdmin)
  .get('/', async (c) => {
    const deps = c.var.deps;
    const { n } = await deps.db
      .selectFrom('contactInquiries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'new')
      .executeTakeFirstOrThrow();
    const files = await countAssets(deps.db);
    const manifest = deps.media.manifest;
    // The store caches what it resolved, so counting every target stays cheap after the first call.
    const stored = manifest ? manifest.targets.filter((t) => deps.media.resolve(t.slot).exists).length : 0;
    const video = deps.media.video;
    const offSite = deps.documentProblems?.() ?? [];
    const mirror = deps.mirror && mirrorStatus(deps.mirror.status());
    const body: DashboardSummary = {
      inquiries: { new: Number(n) },
      media: { stored, total: manifest?.total ?? 0 },
      library: { files },
      reviews: { required: await reviewBeforePublish(deps.db), ...(await countReviews(deps.db)) },
      ...(video && !video.enabled ? { videos: { missing: video.tools.missing } } : {}),
      ...(offSite.length ? { offSite } : {}),
      ...(mirror
        ? {
            mirror: {
              behind: mirror.behind,
              behindSeconds: Math.round(mirror.behindMs / 1000),
              ...(mirror.lastError ? { lastError: mirror.lastError } : {}),
            },
          }
        : {}),
    };
    return c.json(body);
  });
