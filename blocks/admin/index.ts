import { createRegistry } from '../../engine/registry';
import { adminContactSettings } from './contact-settings';
import { adminDashboard } from './dashboard';
import { adminInquiries } from './inquiries';
import { adminLoginForm } from './login-form';
import { adminMediaLibrary } from './media-library';
import { adminNavigationEditor } from './navigation-editor';
import { adminNotificationSettings } from './notification-settings';
import { adminPageEditor } from './page-editor';
import { adminPageList } from './page-list';
import { adminRedirects } from './redirects';
import { adminRoutingTest } from './routing-test';
import { adminSimpleLogin } from './simple-login';
import { adminTimeZoneSettings } from './time-zone-settings';
import { adminUploadManager } from './upload-manager';
import { adminUserManagement } from './user-management';

/**
 * Every block type an admin screen may use (pages with layout 'admin'). The
 * public registry (blocks/index.ts) knows none of these, so no admin code can
 * reach a public page.
 */
export const adminBlocks = [
  adminContactSettings,
  adminDashboard,
  adminInquiries,
  adminLoginForm,
  adminMediaLibrary,
  adminNavigationEditor,
  adminNotificationSettings,
  adminPageEditor,
  adminPageList,
  adminRedirects,
  adminRoutingTest,
  adminSimpleLogin,
  adminTimeZoneSettings,
  adminUploadManager,
  adminUserManagement,
] as const;

export const adminRegistry = createRegistry(adminBlocks, { layout: 'admin' });
