import type { AppModule } from './app';
import { adminAuthModule } from './routes/admin-auth';
import { adminContactDetailsModule } from './routes/admin-contact-details';
import { adminInquiriesModule } from './routes/admin-inquiries';
import { adminUsersModule } from './routes/admin-users';
import { contactModule } from './routes/contact';
import { mediaRecordRoutes } from './routes/media-records';
import { uploadRoutes } from './routes/upload';

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
