import { z } from 'zod';
import { STORED_INT_MAX, STORED_INT_MESSAGE } from './stored-int';

/**
 * What every kind of versioned site document shares on the wire (a page, the
 * navigation, the contact details): a problem at its JSON path, a
 * version, the 409 and 400 answers, the activity log's actions, and the facts
 * about a kind that the API and the admin both read. Each kind's own
 * requests and answers live in its own contract (pages.ts, navigation.ts, …).
 */

/** Where a problem is inside the document, e.g. ["blocks", 2, "props", "heading"], and what is wrong. */
export const documentIssue = z.strictObject({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
});
export type DocumentIssue = z.infer<typeof documentIssue>;

/**
 * A document in a request body, typed as the editor sends it, so the typed
 * client refuses a body that is not one. The wire checks only that it is an
 * object: the full check is the kind's, which the API answers as `issues`, so
 * a draft that is still invalid is saved.
 */
export const documentField = <Doc extends object>(what: string) =>
  z.custom<Doc>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    `must be ${what} (an object)`,
  );

/**
 * A document's version: every write (draft, publish, restore, a new page)
 * makes it one higher. A document nobody has edited is at version 0.
 */
export const documentVersion = z
  .number('must be a whole number')
  .int('must be a whole number')
  .min(0, 'must be 0 or more')
  .max(STORED_INT_MAX, STORED_INT_MESSAGE);

/** A whole version number, 1 or more: a revision in History. */
export const revisionVersion = z
  .number('must be a whole number')
  .int('must be a whole number')
  .min(1, 'must be 1 or more')
  .max(STORED_INT_MAX, STORED_INT_MESSAGE);

/**
 * Publish now, or at `at` (an ISO time with its offset, in the future and
 * within a year): the draft as it is then goes live on every instance,
 * published by exactly one of them. The same body for every kind.
 */
export const publishInput = z.strictObject({
  baseVersion: documentVersion,
  at: z.iso.datetime({ offset: true, error: 'must be a date and time like 2026-12-01T09:00:00+03:00' }).optional(),
});

/**
 * A published version becomes the draft; with `source`, what the kind
 * starts from does (a page's or a project's file: 'file'; the navigation's
 * or the contact details' defaults: 'defaults'). Over the draft at `baseVersion`.
 */
export function restoreInputFrom<Source extends string>(source: Source) {
  return z.union([
    z.strictObject({ version: revisionVersion, baseVersion: documentVersion }),
    z.strictObject({ source: z.literal(source, `must be "${source}"`), baseVersion: documentVersion }),
  ]);
}

export interface VersionAnswer {
  version: number;
}

/** POST …/publish with `at` answers 202 with this. */
export interface ScheduleAnswer {
  scheduledAt: string;
  /** The version that goes live at that time, and when it was saved: later edits are not in it. */
  version: number;
  versionAt: string;
}

/** 400 answer when a draft does not pass its kind's check (publish, preview). */
export interface DocumentIssuesAnswer {
  error: string;
  issues: DocumentIssue[];
}

/** 409 answer: someone else wrote the document since `baseVersion`. */
export interface DocumentConflictAnswer {
  error: string;
  version: number;
  changedBy: string | null;
  changedAt: string | null;
}

/**
 * The activity log's actions. Besides document writes: 'upload', a file put
 * into one of a page's named slots from the upload manager (live at once);
 * 'media-del', a library file deleted (the entry's path is the file's
 * address); 'move', a page moved to a new address; 'submit', 'send-back' and
 * 'withdrawn', the review before publish (submitted, sent back with a
 * comment, withdrawn by an edit after submitting). At most 10 characters
 * (the column's size).
 */
export const DOCUMENT_ACTIONS = [
  'create',
  'publish',
  'restore',
  'reset',
  'delete',
  'upload',
  'media-del',
  'move',
  'submit',
  'send-back',
  'withdrawn',
] as const;
export type DocumentAction = (typeof DOCUMENT_ACTIONS)[number];

/** Where a link inside a document sits, for "what links to this page": a page's body, the menu or the footer. */
export type LinkPlace = 'page' | 'menu' | 'footer';

/**
 * What the API and the admin need to know about a kind, without its
 * schemas or its catalog: how staff name one of its documents, where they
 * edit it, whether it is live, where its links sit. Declared beside each
 * kind's contract and listed once in contracts/document-kinds.ts.
 */
export interface DocumentKindFacts {
  /**
   * The kind holds one document (the navigation, the contact details): answers name it by its kind, and its
   * key is always 'site'. A kind of many (pages) names each by its key.
   */
  single: boolean;
  /** In sentences: '/about', 'the navigation'. */
  label(key: string): string;
  /** What the review queue says it is: a page's address, 'Header menu and footer links'. */
  where(key: string): string;
  /** Its title in the review queue and e-mails: a page's meta title (its address when it has none), 'Navigation'. */
  title(key: string, document: unknown): string;
  /**
   * Whether something of it is on the site: a kind with a default always is (the seed navigation, a page
   * file); a page made in the admin only once it has been published.
   */
  live(row: { source: string | null; published: string | null }): boolean;
  /** The admin address where staff edit it. */
  editAt(key: string): string;
  /** Where a link at `at` inside it sits; absent for a kind that holds no links to pages. */
  linkPlace?(at: readonly (string | number)[]): LinkPlace;
}

/** The one key of a single document's kind. */
export const SINGLE_KEY = 'site';

/** How an answer names a document: a single document by its kind, one of many by its key ('/about'). */
export const documentRef = <Kind extends string>(facts: Pick<DocumentKindFacts, 'single'>, kind: Kind, key: string) =>
  facts.single ? kind : key;

/**
 * What the detail of a one-document kind (the navigation, the contact
 * details) says besides the document: its version, whether the site shows
 * the default, who changed it last, and its schedule. The API fills it in
 * one place (singleDocumentState in api/documents/schedule.ts).
 */
export interface SingleDocumentState {
  /** Every write (draft, publish, restore) makes it one higher; 0 until staff first save. */
  version: number;
  /** True while the site shows the default (nothing published yet, or reset to it). */
  isDefault: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
  /** A publish scheduled for later (null when none), and why it did not happen if it failed. */
  scheduledAt: string | null;
  scheduleError: string | null;
  /** The version scheduled (what goes live then) and when it was saved: edits saved later are not in it. */
  scheduledVersion: number | null;
  scheduledVersionAt: string | null;
}
