import type { FeedConsumerStatus } from '../platform/feed-consumer';
import type { AppConfig } from './config';
import type { LiveContactDetails } from './contact/details';
import type { ContactFormPage } from './contact/form-page';
import type { ContactSpool } from './contact/spool';
import type { ChangeFollower } from '../platform/change-follower';
import type { DB } from './db';
import type { NavigationCatalog } from './navigation/catalog';
import type { PageCatalog } from './pages/catalog';
import type { ProjectCatalog } from './projects/catalog';
import type { Notifications } from './notifications/service';
import type { MediaStore } from '../media/store';

/*
 * What every route group is handed, apart from the app that builds them
 * (api/api.ts, api/modules.ts): the route groups import these types from
 * here, and the builders import the route groups, so neither imports the other.
 */

export interface AppDeps {
  db: DB;
  media: MediaStore;
  config: AppConfig;
  /** The contact details the site shows (the published contact document, or the defaults). */
  contactDetails: LiveContactDetails;
  /**
   * This instance's reader of the change feed (platform/change-feed.ts): writes record their changes in
   * their own transactions; after a write the API lets this instance catch up before it answers.
   */
  changes: ChangeFollower;
  /** The page a no-script contact form post came from, rendered by the composition root (api/contact/form-post.ts). */
  contactFormPage?: ContactFormPage;
  /** The static mirror's consumer of the change feed, when the site keeps one: /api/ready says how far behind it is. */
  mirror?: { status(): FeedConsumerStatus };
  /** /api/ready fails while this instance has had an unapplied change for longer than this (default 30 s). */
  changeLagLimitMs?: number;
  /** Inquiry e-mails: the outbox worker and its status. */
  notifications: Notifications;
  /** The site's pages as the page editor needs them (api/pages); the composition root hands them in. */
  pages?: PageCatalog;
  /** The seed navigation, its check and the renderer (api/navigation); the composition root hands them in. */
  navigation?: NavigationCatalog;
  /** The project files, the service pages and the project renderer (api/projects); the composition root hands them in. */
  projects?: ProjectCatalog;
  /** Where contact messages wait while the database is down (api/contact/spool.ts); none: such a message fails. */
  contactSpool?: ContactSpool;
  /** Whether visitors see a live public page at an address now (the site's own routes); the composition root hands it in. */
  isPublicPage?: (path: string) => boolean;
  /**
   * The published documents left off the site because they cannot be brought to a valid state under this
   * release's schemas, one line per block and field: /api/ready fails while there are any, and the dashboard shows them.
   */
  documentProblems?: () => string[];
}

export type AppEnv = { Variables: { deps: AppDeps } };
