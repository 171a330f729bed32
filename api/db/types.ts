import type { RateLimitHitsTable, SessionsTable } from '../auth/table';
import type { ContactInquiriesTable } from '../inquiries/table';
import type { AppSettingsTable, NotificationOutboxTable } from '../notifications/table';
import type { DocumentActivityTable } from '../documents/activity-table';
import type {
  DocumentReviewsTable,
  DocumentRevisionsTable,
  DocumentSchedulesTable,
  DocumentsTable,
} from '../documents/table';
import type { ContentChangesTable } from '../../platform/change-feed';
import type { FeedConsumersTable } from '../../platform/feed-consumer';
import type { AdminUsersTable } from '../users/table';
import type { RedirectsTable } from '../redirects/table';

/**
 * Every API table, as kysely sees it. Each feature owns its table's type
 * (api/<feature>/table.ts); column names are camelCase here and snake_case in
 * SQL (CamelCasePlugin).
 */
export interface Database {
  adminUsers: AdminUsersTable;
  sessions: SessionsTable;
  contactInquiries: ContactInquiriesTable;
  /** One row (id 1): the change feed's head (platform/change-feed.ts). */
  contentVersion: { id: number; version: number };
  contentChanges: ContentChangesTable;
  /** Durable readers of the change feed: position and lease (platform/feed-consumer.ts). */
  feedConsumers: FeedConsumersTable;
  rateLimitHits: RateLimitHitsTable;
  notificationOutbox: NotificationOutboxTable;
  appSettings: AppSettingsTable;
  documents: DocumentsTable;
  documentRevisions: DocumentRevisionsTable;
  documentSchedules: DocumentSchedulesTable;
  documentReviews: DocumentReviewsTable;
  documentActivity: DocumentActivityTable;
  redirects: RedirectsTable;
}
