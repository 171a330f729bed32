import { Hono } from 'hono';
import type { AppDeps, AppEnv } from './deps';
import { authRoutes } from './auth/routes';
import { contactDetailsModule } from './contact/details-routes';
import { contactRoutes } from './contact/routes';
import { dashboardRoutes } from './dashboard/routes';
import { inquiriesRoutes } from './inquiries/routes';
import { notificationsRoutes } from './notifications/routes';
import { assetRoutes } from './media/asset-routes';
import { mediaRecordRoutes } from './media/records-routes';
import { pagesRoutes } from './pages/routes';
import { projectsRoutes } from './projects/routes';
import { redirectsRoutes } from './redirects/routes';
import { reviewQueueRoutes } from './documents/review-routes';
import { siteSettingsRoutes } from './settings/routes';
import { uploadRoutes } from './media/upload-routes';
import { resumableRoutes } from './media/resumable-routes';
import { usersRoutes } from './users/routes';
import { documentKinds, singleDocumentRoutes } from './document-kinds';

/**
 * The API's features, mounted in this order. Each lives in its own folder
 * (api/<feature>/: routes, table access and tests side by side) and is a
 * chained sub-app, so the whole chain's type (AppType) carries every route
 * with its input and its JSON answer for the typed client (hono/client).
 * The few that hold state of their own (the login limiter, the resumable
 * uploads, the page and navigation catalogs) are made from the deps here.
 */
export function apiRoutes(deps: AppDeps) {
  const kinds = documentKinds(deps);
  return (
    new Hono<AppEnv>()
      .route('/api/admin', authRoutes(deps))
      .route('/api/admin/users', usersRoutes)
      .route('/api/admin/inquiries', inquiriesRoutes)
      .route('/api/admin/notifications', notificationsRoutes)
      .route('/', contactDetailsModule)
      .route('/api/contact', contactRoutes)
      .route('/api/admin/upload-file', uploadRoutes)
      .route('/api/admin/uploads', resumableRoutes(deps))
      .route('/api/admin/media', mediaRecordRoutes)
      // After the records routes: PATCH /api/admin/media/records is theirs, not an asset id.
      .route('/api/admin/media', assetRoutes)
      .route('/api/admin/summary', dashboardRoutes)
      .route('/api/admin', pagesRoutes(kinds.page))
      .route('/api/admin/redirects', redirectsRoutes)
      .route('/api/admin', singleDocumentRoutes(kinds))
      .route('/api/admin', projectsRoutes(kinds.project))
      .route('/api/admin/settings', siteSettingsRoutes)
      .route('/api/admin/reviews', reviewQueueRoutes)
  );
}

/** The API's type: `hc<AppType>('/')` from hono/client calls it with checked routes, inputs and answers. */
export type AppType = ReturnType<typeof apiRoutes>;
