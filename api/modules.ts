import type { AppModule } from './app';
import { adminAuthModule } from './auth/routes';
import { adminContactDetailsModule } from './contact/details-routes';
import { adminInquiriesModule } from './inquiries/routes';
import { adminUsersModule } from './users/routes';
import { contactModule } from './contact/routes';
import { mediaRecordRoutes } from './media/records-routes';
import { uploadRoutes } from './media/upload-routes';

/**
 * API route groups mounted by the server, in order. Each module lives in its
 * own file under api/routes/ and adds its routes to the app.
 */
export const apiModules: AppModule[] = [
  adminAuthModule,
  adminUsersModule,
  adminInquiriesModule,
  adminContactDetailsModule,
  contactModule,
  uploadRoutes,
  mediaRecordRoutes,
];
