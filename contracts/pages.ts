import { z } from 'zod';
import { STORED_INT_MAX, STORED_INT_MESSAGE } from './stored-int';
import {
  DOCUMENT_ACTIONS,
  documentField,
  documentIssue,
  documentVersion,
  publishInput as documentPublishInput,
  restoreInputFrom,
  type DocumentAction,
  type DocumentConflictAnswer,
  type DocumentIssue,
  type DocumentIssuesAnswer,
  type DocumentKindFacts,
  type LinkPlace,
} from './documents';
import { pageQuery } from './paging';

// The page editor's names for what every document kind shares (contracts/documents.ts).
export { documentField, type ScheduleAnswer, type VersionAnswer } from './documents';
export const pageIssue = documentIssue;
export type PageIssue = DocumentIssue;
export const pageVersion = documentVersion;
export type PageIssuesAnswer = DocumentIssuesAnswer;
export type PageConflictAnswer = DocumentConflictAnswer;
export const PAGE_ACTIONS = DOCUMENT_ACTIONS;
export type PageAction = DocumentAction;

/**
 * Editing pages in the admin: the requests and answers of /api/admin/page*,
 * shared by the API (api/pages) and the page editor.
 *
 * A page document is the JSON a page file produces, `{ path, label?, meta,
 * blocks }`. The wire schemas here only check its envelope: the full check
 * (every block's props, link rules, meta) is the site registry's page schema,
 * which the API runs and answers as `issues`, so a draft that is still
 * invalid can be saved and nothing is lost.
 */

/** A page document as it travels; its blocks and meta are checked by the registry's page schema. */
export interface PageDocument {
  path: string;
  label?: string;
  meta: { title: string; description: string; keywords: string[]; [key: string]: unknown };
  blocks: { type: string; id?: string; props: unknown }[];
}

/** Largest page document accepted (its JSON text); larger ones answer 413. */
export const MAX_PAGE_BYTES = 1024 * 1024;

/** Where a page comes from: a page file in the code, or created by staff in the admin. */
export const PAGE_SOURCES = ['file', 'admin'] as const;
export type PageSource = (typeof PAGE_SOURCES)[number];

/**
 * Folders no new page (nor a redirect's old address) may live under: the admin, the API and the files the
 * server serves itself, sharing pictures included (a redirect from one was accepted and never fired).
 */
export const RESERVED_PAGE_PREFIXES = ['/admin', '/api', '/uploads', '/assets', '/share-image'] as const;

/** A new page's path: "/" then lowercase a-z, 0-9 and "-" segments (no empty, leading or trailing "-" segments). */
export const NEW_PAGE_PATH = /^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/;

/** ?path= on every call about one page (URL-encoded by the client). */
export const pagePathQuery = z.strictObject({
  path: z
    .string('is required: the page path, e.g. ?path=/contact')
    .min(1, 'is required')
    .max(300, 'must be at most 300 characters'),
});

// ---- GET /api/admin/pages?q= ----

export const pageListQuery = z.strictObject({ q: z.string().max(200, 'must be at most 200 characters').optional() });

/** Why a page matched a search of its words: the text around them, and in which version they were found. */
export interface PageSearchMatch {
  in: 'live' | 'draft';
  before: string;
  found: string;
  after: string;
}

export interface PageListItem {
  /** With a search (?q=) that its title and address do not hold: where its words do. */
  match?: PageSearchMatch;
  path: string;
  title: string;
  source: PageSource;
  /** A saved draft differs from what is live. */
  hasDraft: boolean;
  version: number;
  /** Last edit in the admin; null for a page file nobody has edited. */
  updatedAt: string | null;
  updatedBy: string | null;
  /** The page file changed (a deploy) since the edit that overrides it was based on it. */
  fileChanged: boolean;
  /** A new admin page that has never been published is not on the site yet. */
  live: boolean;
  /** When its draft is scheduled to go live, and why the last try failed (then it waits for staff). */
  scheduledAt?: string | null;
  scheduleError?: string | null;
  /** The version scheduled (what goes live then) and when it was saved: edits saved later are not in it. */
  scheduledVersion?: number | null;
  scheduledVersionAt?: string | null;
}

export interface PageListAnswer {
  items: PageListItem[];
}

// ---- GET /api/admin/page?path= ----

export interface PageDetail {
  path: string;
  source: PageSource;
  version: number;
  /** What the site shows now; null only for a new admin page that has never been published. */
  published: PageDocument | null;
  /** The saved draft (possibly invalid), or null when there is none. */
  draft: PageDocument | null;
  /** The draft's problems (empty when there is no draft or it validates). */
  issues: PageIssue[];
  /** The page file changed since the edit was based on it: keep the edit or reset to the file. */
  fileChanged: boolean;
  /** The page file's document now (null for admin pages). */
  file: PageDocument | null;
  /** The page file's document the edit was based on, to show what the deploy changed (null without an edit). */
  fileAtEdit: PageDocument | null;
  updatedAt: string | null;
  updatedBy: string | null;
}

// ---- PUT /api/admin/page/draft?path= ----

export const draftInput = z.strictObject({
  /** The whole page document; checked by the API, which answers its problems as `issues`. */
  page: documentField<PageDocument>('the page document'),
  baseVersion: pageVersion,
  /**
   * After "the page file has changed": keep this edit over the new file. The
   * edit is then based on the file as it is now, so the notice goes away.
   */
  keepOverFile: z.boolean().optional(),
});
export type DraftInput = z.infer<typeof draftInput>;

export interface DraftAnswer {
  version: number;
  issues: PageIssue[];
}

// ---- POST /api/admin/page/publish?path= ----

export const publishInput = documentPublishInput;

// ---- GET /api/admin/page/revisions?path= (paged like every admin list) ----

export const revisionsQuery = pagePathQuery.extend(pageQuery);

export interface PageRevision {
  /** The page's content version this publish made: what restore and view ask for. */
  version: number;
  /** Which publish of this page it was, counting from 1: what staff are shown. */
  number: number;
  publishedAt: string;
  publishedBy: string;
}

/** GET /api/admin/page/revision?path=&version=: one revision with its document, to view it. */
export const revisionQuery = pagePathQuery.extend({
  version: z.coerce
    .number('must be a whole number')
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(STORED_INT_MAX, STORED_INT_MESSAGE),
});

export interface PageRevisionDetail extends Omit<PageRevision, 'number'> {
  page: PageDocument;
}

// ---- GET /api/admin/page/history?path= (paged): every publish, restore and delete ----

export interface PageHistoryEntry {
  id: number;
  action: PageAction;
  /** The page's version the action produced (for restore: the version restored is in `detail`). */
  version: number;
  at: string;
  by: string;
  /** e.g. "revision 3", "page file". */
  detail: string | null;
}

export const historyQuery = revisionsQuery;

// ---- GET /api/admin/pages/activity (paged): the same entries for every page, deleted ones included ----

export interface PageActivityEntry extends PageHistoryEntry {
  path: string;
}

export const activityQuery = z.strictObject(pageQuery);

// ---- POST /api/admin/page/restore?path= ----

export const restoreInput = restoreInputFrom('file');
export type RestoreInput = z.infer<typeof restoreInput>;

// ---- POST /api/admin/page?path= (new page) ----

export const createPageInput = z.strictObject({
  title: z.string('is required').trim().min(1, 'is required').max(80, 'must be at most 80 characters'),
  /** Path of an existing page to copy; without it the page starts as a hero and a call to action. */
  copyFrom: z.string().min(1).max(300).optional(),
});
export type CreatePageInput = z.infer<typeof createPageInput>;

export interface CreatePageAnswer {
  path: string;
  version: number;
}

// ---- DELETE /api/admin/page?path= answers { deleted: path } ----

// ---- GET /api/admin/page/links?path=: every menu, footer and page link to a page ----

/** A link to a page somewhere on the site, as staff would find it. */
export interface LinkToPage {
  /** 'the navigation', or the address of the page that holds the link. */
  in: string;
  /** The menu, the footer, or a section of a page. */
  where: LinkPlace;
  label: string;
  href: string;
  /** Only in a draft not yet published (it goes live with it). */
  draftOnly: boolean;
}

export interface PageLinksAnswer {
  path: string;
  links: LinkToPage[];
}

export interface DeletePageAnswer {
  deleted: string;
  /** The publish that was scheduled for the page, cancelled by the delete (null when there was none). */
  cancelledSchedule?: string | null;
  /** Menu and footer links taken out with the page ("Menu: Kitchens"), when staff asked for that. */
  linksRemoved?: string[];
  /** Links that had to stay (the header button, a group holding other links), each with what to do. */
  linksKept?: string[];
  /** Live menu and footer links the caller chose to keep (removeLinks: false): they now lead to a page that answers 410. */
  linksLeft?: string[];
}

// ---- POST /api/admin/page/preview: text/html ----

export const previewInput = z.strictObject({
  page: documentField<PageDocument>('the page document'),
});

/**
 * Staff-facing wording for zod's generic messages ("Invalid input: expected
 * string, received undefined"), passed as the `error` of a page check. A
 * schema's own message ("must be a site path…") still wins: zod asks this map
 * only where the schema gave none. The API's check and the editor's use it
 * alike, so the same problem reads the same from both.
 */
export const staffIssueMessage = (issue: z.core.$ZodRawIssue): string | undefined => {
  const count = (n: number | bigint, one: string) => `${n} ${one}${Number(n) === 1 ? '' : 's'}`;
  const length =
    typeof issue.input === 'string' ? issue.input.length : Array.isArray(issue.input) ? issue.input.length : undefined;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return 'Required: fill this in.';
      if (issue.expected === 'number' || issue.expected === 'int') return 'Enter a number.';
      return undefined;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? 'Required: fill this in.'
          : `Too short: at least ${count(issue.minimum, 'character')} (now ${length ?? 0}).`;
      if (issue.origin === 'array') return `Add at least ${count(issue.minimum, 'item')}.`;
      if (issue.origin === 'number') return `Must be ${issue.inclusive ? 'at least' : 'more than'} ${issue.minimum}.`;
      return undefined;
    case 'too_big':
      if (issue.origin === 'string')
        return `Too long: at most ${count(issue.maximum, 'character')} (now ${length ?? 0}).`;
      if (issue.origin === 'array') return `At most ${count(issue.maximum, 'item')}.`;
      if (issue.origin === 'number') return `Must be ${issue.inclusive ? 'at most' : 'less than'} ${issue.maximum}.`;
      return undefined;
    case 'invalid_value':
      return issue.values.length > 1 ? `Choose one of: ${issue.values.map(String).join(', ')}.` : undefined;
    default:
      return undefined;
  }
};

/**
 * Pages as a kind of document: many, each named by its address, live once
 * published or when a page file stands behind it, edited in the page editor,
 * with links anywhere in its blocks.
 */
export const pageKindFacts: DocumentKindFacts = {
  single: false,
  label: (path) => path,
  where: (path) => path,
  title(path, document) {
    const title = (document as { meta?: { title?: unknown } } | null)?.meta?.title;
    return typeof title === 'string' && title ? title : path;
  },
  live: (row) => row.source === 'file' || row.published !== null,
  editAt: (path) => `/admin/pages/edit?path=${encodeURIComponent(path)}`,
  linkPlace: () => 'page',
};
