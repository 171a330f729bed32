import { hc, type ClientResponse, type InferRequestType, type parseResponse } from 'hono/client';
import type { LoginInput, OwnAccountInput, Role } from '../../contracts/admin';
import type { InquiryStatus } from '../../contracts/inquiries';
import type { RedirectInput } from '../../contracts/redirects';
// Type-only: the API's route table as a type. No server code reaches the admin bundle (the import rule allows this one import, type-only).
import type { AppType } from '../../api/modules';
import { adminFetch, readAnswer } from './api';

/**
 * The admin's one way to call the API: hono/client's `hc` over the API's own
 * type, so a renamed route, a renamed field or a wrong input fails the
 * typecheck. Relative to the page's origin ('/'), as the admin is always
 * served by the API's host. adminFetch keeps the errors the screens know
 * (ApiRequestError with status and body, NetworkError, and so the 401
 * handling of the query client).
 */
export const client = hc<AppType>('/', { fetch: adminFetch });

/** The staff API (/api/admin/…). */
export const admin = client.api.admin;

/** What a call answers when it succeeds, as hono/client's parseResponse types it (undefined for 204). */
export type Answer<R extends ClientResponse<unknown>> = Awaited<ReturnType<typeof parseResponse<R>>>;

/**
 * Awaits a typed call and reads its answer: `call(admin.inquiries[':id'].$get({ param }))`.
 * A failed call has already thrown in adminFetch.
 */
export async function call<R extends ClientResponse<unknown>>(request: Promise<R>): Promise<Answer<R>> {
  return (await readAnswer(await request)) as Answer<R>;
}

/*
 * The calls several screens share, grouped by resource, so a screen names
 * what it does. Their answers are typed by the API (AppType); the screens'
 * own calls use `admin` and `call` the same way.
 */
export const sessionApi = {
  login: (input: LoginInput) => call(admin.login.$post({ json: input })),
  logout: () => call(admin.logout.$post()),
};

export type InquiryBulkChange = InferRequestType<typeof admin.inquiries.bulk.$post>['json'];

/** The query string apiParams builds, as the fields the typed client sends. */
const fields = (query: string) => Object.fromEntries(new URLSearchParams(query));

export const inquiriesApi = {
  /** One page of the inbox; `query` is the filters' query string (inquiries/filters.ts apiParams). */
  list: (query: string) => call(admin.inquiries.$get({ query: fields(query) })),
  counts: () => call(admin.inquiries.counts.$get()),
  one: (id: number) => call(admin.inquiries[':id'].$get({ param: { id: String(id) } })),
  setStatus: (id: number, status: InquiryStatus) =>
    call(admin.inquiries[':id'].$patch({ param: { id: String(id) }, json: { status } })),
  bulk: (change: InquiryBulkChange) => call(admin.inquiries.bulk.$post({ json: change })),
  remove: (id: number) => call(admin.inquiries[':id'].$delete({ param: { id: String(id) } })),
  erase: (email: string) => call(admin.inquiries.erase.$post({ json: { email } })),
  /** The CSV export streams (with a row count header), so the screen fetches this address itself. */
  exportUrl: (query: string) => admin.inquiries['export.csv'].$path({ query: fields(query) }),
};

export const usersApi = {
  list: (cursor: string | null) => call(admin.users.$get({ query: cursor ? { cursor } : {} })),
  create: (user: { username: string; password: string; role: Role }) => call(admin.users.$post({ json: user })),
  setRole: (id: number, role: Role) => call(admin.users[':id'].$patch({ param: { id: String(id) }, json: { role } })),
  remove: (id: number) => call(admin.users[':id'].$delete({ param: { id: String(id) } })),
};

/** The signed-in user's own account: their address and whether they want review e-mails. */
export const accountApi = {
  save: (changes: OwnAccountInput) => call(admin.me.$patch({ json: changes })),
};

export const notificationsApi = {
  settings: () => call(admin.notifications.settings.$get()),
  saveRecipients: (recipients: string[]) => call(admin.notifications.settings.$put({ json: { recipients } })),
  sendTest: () => call(admin.notifications.test.$post({ json: {} })),
  status: () => call(admin.notifications.status.$get()),
};

export const settingsApi = {
  site: () => call(admin.settings.$get()),
  setTimeZone: (timeZone: string) => call(admin.settings.$put({ json: { timeZone } })),
  contact: () => call(admin['contact-details'].$get()),
  /** The contact form's fields as typed; the server validates them. */
  saveContact: (details: InferRequestType<(typeof admin)['contact-details']['$put']>['json']) =>
    call(admin['contact-details'].$put({ json: details })),
};

export const dashboardApi = {
  summary: () => call(admin.summary.$get()),
};

export const redirectsApi = {
  list: () => call(admin.redirects.$get()),
  add: (redirect: RedirectInput) => call(admin.redirects.$post({ json: redirect })),
  remove: (from: string) => call(admin.redirects.$delete({ query: { from } })),
};

export const mediaTargetsApi = {
  /** Every upload target, grouped by page and section, with what is stored. */
  list: () => call(admin.media.targets.$get({ query: {} })),
  /** Points a target at a file already in the library. */
  pointAtLibraryFile: (target: { targetPath: string; fileName: string; assetId: string }) =>
    call(admin.media.targets.file.$put({ json: target })),
  /** A target's alt text, product name and whether it shows. */
  saveDetails: (record: {
    targetPath: string;
    fileName: string;
    alt: string | null;
    productName: string | null;
    isVisible: boolean;
  }) => call(admin.media.records.$patch({ json: record })),
};
