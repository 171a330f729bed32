import type { Generated } from 'kysely';
import type { DocumentKind } from '../../contracts/document-kinds';

/** The kinds of versioned site document staff edit (contracts/documents.ts): each is a kind of the one core. */
export type { DocumentKind };

/**
 * documents: one row per staff-edited site document, keyed by kind and key
 * (a page's path; 'site' for the one navigation), with its identity in `id`.
 * `published` (when set) is what the site shows, `draft` is work not yet
 * live; documents are JSON text. `version` goes up by one with every write,
 * and a write names the version it was based on. A deleted page keeps its row
 * (and identity, revisions and schedule-free history) with `deletedAt` set:
 * that is the trash, which may hold any number of pages that once had one
 * address; only one live document per kind and key (a partial unique index).
 */
export interface DocumentsTable {
  id: Generated<number>;
  kind: DocumentKind;
  key: string;
  /** Pages: 'file' (an override of a page file) or 'admin' (made in the admin); null for kinds without files. */
  source: 'file' | 'admin' | null;
  version: number;
  draft: string | null;
  draftIssues: string | null;
  published: string | null;
  /** The page file's document this edit was based on, and its hash (to tell when a deploy changed the file). */
  fileAtEdit: string | null;
  fileHash: string | null;
  updatedAt: string;
  updatedBy: string;
  deletedAt: string | null;
  deletedBy: string | null;
  /** In the trash: the old addresses (JSON list) that led to the page when it was deleted, led back to it by a restore. */
  deletedRedirects: string | null;
  /** In the trash: the links the delete pointed elsewhere (JSON DocumentRelink list), put back by a restore. */
  deletedRelinks: string | null;
}

/** document_revisions: every published document, with the version it went live as. */
export interface DocumentRevisionsTable {
  id: Generated<number>;
  documentId: number;
  version: number;
  document: string;
  publishedAt: string;
  publishedBy: string;
}

/**
 * document_schedules: a version of a document to publish at `at`, by identity
 * (a moved page keeps its schedule; a deleted one loses it). An instance
 * claims a due row with a lease (`claimedBy` until `claimedUntil`) and
 * publishes it in the transaction that removes the row, so exactly one
 * instance publishes it, and one that dies mid-way leaves it to the next.
 * A publish that fails keeps the row with `failed` and its reason, for staff.
 */
export interface DocumentSchedulesTable {
  documentId: number;
  at: string;
  scheduledBy: string;
  createdAt: string;
  failed: string | null;
  claimedBy: string | null;
  claimedUntil: string | null;
  /**
   * What goes live: the document as it was at `version` (saved at `versionAt`) when it was scheduled.
   * A draft saved later is not in it; staff schedule again to include it.
   */
  version: number | null;
  versionAt: string | null;
  document: string | null;
}

/**
 * document_reviews: while review before publish is on, a document's current
 * review: `waiting` (submitted at `version`, in the admins' queue) or
 * `sent-back` (with the admin's comment, until the author submits again or
 * it is published). One row per document; its story is in document_activity.
 */
export interface DocumentReviewsTable {
  documentId: number;
  state: 'waiting' | 'sent-back';
  version: number;
  submittedBy: string;
  submittedAt: string;
  comment: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
}
