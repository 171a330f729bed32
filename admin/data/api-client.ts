import type { AdminMe, AdminUserRow, LoginInput, Role } from '../../contracts/admin';
import type { ContactDetails } from '../../contracts/contact-details';
import type { DashboardSummary } from '../../contracts/dashboard';
import type { Inquiry, InquiryCounts, InquiryStatus } from '../../contracts/inquiries';
import type { TargetsView } from '../../contracts/media';
import type { MailStatus, NotificationSettings, TestMailResult } from '../../contracts/notifications';
import type { Page } from '../../contracts/paging';
import type { RedirectInput, RedirectListAnswer } from '../../contracts/redirects';
import type { SiteSettings } from '../../contracts/site-settings';
import { apiRequest } from './api';

/**
 * The admin API, one typed function per call, grouped by resource, so a
 * screen names what it does rather than a URL, and a renamed route or field
 * changes here only. Calls go through apiRequest (cookies, JSON, errors as
 * ApiRequestError / NetworkError). Not every screen uses it yet: the ones
 * still calling apiRequest with a URL of their own move here one by one.
 */
const ADMIN = '/api/admin';

export const sessionApi = {
  login: (input: LoginInput) => apiRequest<AdminMe & { message: string }>('POST', `${ADMIN}/login`, input),
  logout: () => apiRequest('POST', `${ADMIN}/logout`),
};

export type InquiryBulkChange =
  | { action: 'delete'; ids: number[] }
  | { action: 'set-status'; status: InquiryStatus; ids: number[] };

export const inquiriesApi = {
  /** One page of the inbox; `query` is the filters' query string (inquiries/filters.ts apiParams). */
  list: (query: string) => apiRequest<Page<Inquiry>>('GET', `${ADMIN}/inquiries?${query}`),
  counts: () => apiRequest<InquiryCounts>('GET', `${ADMIN}/inquiries/counts`),
  one: (id: number) => apiRequest<Inquiry>('GET', `${ADMIN}/inquiries/${id}`),
  setStatus: (id: number, status: InquiryStatus) =>
    apiRequest<Inquiry>('PATCH', `${ADMIN}/inquiries/${id}`, { status }),
  bulk: (change: InquiryBulkChange) => apiRequest<{ affected: number }>('POST', `${ADMIN}/inquiries/bulk`, change),
  remove: (id: number) => apiRequest('DELETE', `${ADMIN}/inquiries/${id}`),
  erase: (email: string) =>
    apiRequest<{ email: string; deleted: number }>('POST', `${ADMIN}/inquiries/erase`, { email }),
  /** The CSV export streams (with a row count header), so the screen fetches this address itself. */
  exportUrl: (query: string) => `${ADMIN}/inquiries/export.csv?${query}`,
};

export const usersApi = {
  list: (cursor: string | null) =>
    apiRequest<Page<AdminUserRow>>('GET', `${ADMIN}/users${cursor ? `?cursor=${cursor}` : ''}`),
  create: (user: { username: string; password: string; role: Role }) => apiRequest('POST', `${ADMIN}/users`, user),
  setRole: (id: number, role: Role) => apiRequest('PATCH', `${ADMIN}/users/${id}`, { role }),
  remove: (id: number) => apiRequest('DELETE', `${ADMIN}/users/${id}`),
};

export const notificationsApi = {
  settings: () => apiRequest<NotificationSettings>('GET', `${ADMIN}/notifications/settings`),
  saveRecipients: (recipients: string[]) =>
    apiRequest<NotificationSettings>('PUT', `${ADMIN}/notifications/settings`, { recipients }),
  sendTest: () => apiRequest<TestMailResult>('POST', `${ADMIN}/notifications/test`, {}),
  status: () => apiRequest<MailStatus>('GET', `${ADMIN}/notifications/status`),
};

export const settingsApi = {
  site: () => apiRequest<SiteSettings>('GET', `${ADMIN}/settings`),
  setTimeZone: (timeZone: string) => apiRequest<SiteSettings>('PUT', `${ADMIN}/settings`, { timeZone }),
  contact: () => apiRequest<ContactDetails>('GET', `${ADMIN}/contact-details`),
  /** The contact form's fields as typed; the server validates them. */
  saveContact: (details: unknown) => apiRequest<ContactDetails>('PUT', `${ADMIN}/contact-details`, details),
};

export const dashboardApi = {
  summary: () => apiRequest<DashboardSummary>('GET', `${ADMIN}/summary`),
};

export const redirectsApi = {
  list: () => apiRequest<RedirectListAnswer>('GET', `${ADMIN}/redirects`),
  add: (redirect: RedirectInput) => apiRequest('POST', `${ADMIN}/redirects`, redirect),
  remove: (from: string) => apiRequest('DELETE', `${ADMIN}/redirects?from=${encodeURIComponent(from)}`),
};

export const mediaTargetsApi = {
  /** Every upload target, grouped by page and section, with what is stored. */
  list: () => apiRequest<TargetsView>('GET', `${ADMIN}/media/targets`),
  /** Points a target at a file already in the library. */
  pointAtLibraryFile: (target: { targetPath: string; fileName: string; assetId: string }) =>
    apiRequest<{ message: string }>('PUT', `${ADMIN}/media/targets/file`, target),
  /** A target's alt text, product name and whether it shows. */
  saveDetails: (record: {
    targetPath: string;
    fileName: string;
    alt: string | null;
    productName: string | null;
    isVisible: boolean;
  }) => apiRequest('PATCH', `${ADMIN}/media/records`, record),
};
