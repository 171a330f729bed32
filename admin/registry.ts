import type { z } from 'zod';
import { type BlockDefinition, defineBlock } from '../engine/block';
import { createRegistry } from '../engine/registry';
import { schema as accountSettings } from './screens/account-settings/schema';
import { schema as contactSettings } from './screens/contact-settings/schema';
import { schema as dashboard } from './screens/dashboard/schema';
import { schema as inquiries } from './screens/inquiries/schema';
import { schema as loginForm } from './screens/login-form/schema';
import { schema as mediaLibrary } from './screens/media-library/schema';
import { schema as navigationEditor } from './screens/navigation-editor/schema';
import { schema as notificationSettings } from './screens/notification-settings/schema';
import { schema as pageEditor } from './screens/page-editor/schema';
import { schema as pageList } from './screens/page-list/schema';
import { schema as projectEditor } from './screens/project-editor/schema';
import { schema as projectList } from './screens/project-list/schema';
import { schema as redirects } from './screens/redirects/schema';
import { schema as reviewSettings } from './screens/review-settings/schema';
import { schema as reviews } from './screens/reviews/schema';
import { schema as routingTest } from './screens/routing-test/schema';
import { schema as simpleLogin } from './screens/simple-login/schema';
import { schema as timeZoneSettings } from './screens/time-zone-settings/schema';
import { schema as uploadManager } from './screens/upload-manager/schema';
import { schema as userManagement } from './screens/user-management/schema';

/** The server never draws an admin screen (the admin area is rendered in the browser). */
const drawnInTheBrowser = () => null;

/**
 * An admin screen as the server knows it: `admin/<folder>` and the props
 * schema from admin/screens/<folder>/schema.ts, without its component.
 */
const screen = <const F extends string, S extends z.ZodType>(folder: F, schema: S): BlockDefinition<`admin/${F}`, S> =>
  defineBlock({ type: `admin/${folder}`, schema, component: drawnInTheBrowser });

/**
 * Every admin screen, written once. Add a screen: make its folder under
 * admin/screens/ (schema.ts, the component, index.ts exporting it as
 * `screen`), then add one line here.
 *
 * This file loads schemas only, so the server validates admin page files
 * with it without loading the screens: they would bring the page editor's
 * form library and the upload client into the server at start, about 0.7 s
 * and 30 MB it never uses. The browser's registry (admin/screens/index.ts)
 * takes this list and puts each folder's component in.
 */
export const adminScreens = [
  screen('account-settings', accountSettings),
  screen('contact-settings', contactSettings),
  screen('dashboard', dashboard),
  screen('inquiries', inquiries),
  screen('login-form', loginForm),
  screen('media-library', mediaLibrary),
  screen('navigation-editor', navigationEditor),
  screen('notification-settings', notificationSettings),
  screen('page-editor', pageEditor),
  screen('page-list', pageList),
  screen('project-editor', projectEditor),
  screen('project-list', projectList),
  screen('redirects', redirects),
  screen('review-settings', reviewSettings),
  screen('reviews', reviews),
  screen('routing-test', routingTest),
  screen('simple-login', simpleLogin),
  screen('time-zone-settings', timeZoneSettings),
  screen('upload-manager', uploadManager),
  screen('user-management', userManagement),
] as const;

/** What the server validates pages with layout 'admin' against. */
export const adminSchemaRegistry = createRegistry(adminScreens, { layout: 'admin' });
