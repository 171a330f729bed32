import type { AppModule } from './deps';
import { adminAuthModule } from './auth/routes';
import { contactDetailsModule } from './contact/details-routes';
import { contactModule } from './contact/routes';
import { dashboardModule } from './dashboard/routes';
import { adminInquiriesModule } from './inquiries/routes';
import { notificationsModule } from './notifications/routes';
import { assetRoutes } from './media/asset-routes';
import { mediaRecordRoutes } from './media/records-routes';
import { navigationModule } from './navigation/routes';
import { pagesModule } from './pages/routes';
import { redirectsModule } from './redirects/routes';
import { siteSettingsModule } from './settings/routes';
import { uploadRoutes } from './media/upload-routes';
import { resumableRoutes } from './media/resumable-routes';
import { adminUsersModule } from './users/routes';

/**
 * The API's features, mounted in this order. Each lives in its own folder
 * (api/<feature>/: routes, table access and tests side by side) and adds its
 * routes to the app.
 */
export const apiModules: AppModule[] = [
  adminAuthModule,
  adminUsersModule,
  adminInquiriesModule,
  notificationsModule,
  contactDetailsModule,
  contactModule,
  uploadRoutes,
  resumableRoutes,
  mediaRecordRoutes,
  // After the records routes: PATCH /api/admin/media/records is theirs, not an asset id.
  assetRoutes,
  dashboardModule,
  pagesModule,
  redirectsModule,
  navigationModule,
  siteSettingsModule,
];
