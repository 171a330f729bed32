import { defineBlock } from '../../engine/block';
import { createRegistry } from '../../engine/registry';
import { schema as contactSettings } from './contact-settings/schema';
import { schema as dashboard } from './dashboard/schema';
import { schema as inquiries } from './inquiries/schema';
import { schema as loginForm } from './login-form/schema';
import { schema as navigationEditor } from './navigation-editor/schema';
import { schema as notificationSettings } from './notification-settings/schema';
import { schema as pageEditor } from './page-editor/schema';
import { schema as pageList } from './page-list/schema';
import { schema as redirects } from './redirects/schema';
import { schema as routingTest } from './routing-test/schema';
import { schema as simpleLogin } from './simple-login/schema';
import { schema as timeZoneSettings } from './time-zone-settings/schema';
import { schema as mediaLibrary } from './media-library/schema';
import { schema as uploadManager } from './upload-manager/schema';
import { schema as userManagement } from './user-management/schema';

/** The server never draws an admin screen (the admin area is rendered in the browser). */
const drawnInTheBrowser = () => null;

/**
 * The admin block types with their schemas and without their screens: what
 * the server needs to validate admin page files. Importing the screens
 * (blocks/admin/index.ts) would load the page editor's form library and the
 * upload client into the server at start, about 0.7 s and 30 MB it never
 * uses. A test keeps this list the same as adminBlocks, schema for schema.
 */
export const adminSchemaBlocks = [
  defineBlock({ type: 'admin/contact-settings', schema: contactSettings, component: drawnInTheBrowser }),
  defineBlock({ type: 'admin/dashboard', schema: dashboard, component: drawnInTheBrowser }),
  defineBlock({ type: 'admin/inquiries', schema: inquiries, component: drawnInTheBrowser }),
  defineBlock({ type: 'admin/login-form', schema: loginForm, component: drawnInTheBrowser }),
  defineBlock({ type: 'admin/media-library', schema: mediaLibrary, component: drawnInTheBrowser }),
  defineBlock({ type: 'admin/navigation-editor', schema: navigationEditor, component: drawnInTheBrowser }),
  defineBlock({ type: 'admin/notification-settings', schema: notificationSettings, component: drawnInTheBrowser }),
  defineBlock({ type: 'admin/page-editor', schema: pageEditor, component: drawnInTheBrowser }),
  defineBlock({ type: 'admin/page-list', schema: pageList, component: drawnInTheBrowser }),
  defineBlock({ type: 'admin/redirects', schema: redirects, component: drawnInTheBrowser }),
  defineBlock({ type: 'admin/routing-test', schema: routingTest, component: drawnInTheBrowser }),
  defineBlock({ type: 'admin/simple-login', schema: simpleLogin, component: drawnInTheBrowser }),
  defineBlock({ type: 'admin/time-zone-settings', schema: timeZoneSettings, component: drawnInTheBrowser }),
  defineBlock({ type: 'admin/upload-manager', schema: uploadManager, component: drawnInTheBrowser }),
  defineBlock({ type: 'admin/user-management', schema: userManagement, component: drawnInTheBrowser }),
] as const;

export const adminSchemaRegistry = createRegistry(adminSchemaBlocks, { layout: 'admin' });
