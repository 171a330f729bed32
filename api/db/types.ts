import type { RateLimitHitsTable, SessionsTable } from '../auth/table';
import type { ContactDetailsTable } from '../contact/table';
import type { ContactInquiriesTable } from '../inquiries/table';
import type { AppSettingsTable, NotificationOutboxTable } from '../notifications/table';
import type { PageAuditTable, PageEditsTable, PageRevisionsTable } from '../pages/table';
import type { AdminUsersTable } from '../users/table';
import type { SiteNavigationRevisionsTable, SiteNavigationTable } from '../navigation/table';
import type { PageScheduleTable, PageTrashTable, RedirectsTable } from '../redirects/table';

/**
 * Every API table, as kysely sees it. Each feature owns its table's type
 * (api/<feature>/table.ts); column names are camelCase here and snake_case in
 * SQL (CamelCasePlugin).
 */
export interface Database {
  adminUsers: AdminUsersTable;
  sessions: SessionsTable;
  contactDetails: ContactDetailsTable;
  contactInquiries: ContactInquiriesTable;
  /** One row (id 1): see api/content-version.ts. */
  contentVersion: { id: number; version: number };
  rateLimitHits: RateLimitHitsTable;
  notificationOutbox: NotificationOutboxTable;
  appSettings: AppSettingsTable;
  pageEdits: PageEditsTable;
  pageRevisions: PageRevisionsTable;
  pageAudit: PageAuditTable;
  redirects: RedirectsTable;
  pageTrash: PageTrashTable;
  pageSchedule: PageScheduleTable;
  siteNavigation: SiteNavigationTable;
  siteNavigationRevisions: SiteNavigationRevisionsTable;
}
