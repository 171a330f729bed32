import type { PageAction } from '../../contracts/pages';
import type { Generated } from 'kysely';

/**
 * page_edits: one row per page staff have touched in the admin. For a page
 * file it is an override: `published` (when set) replaces the file's
 * document on the site, `draft` is work not yet live. For a page created in
 * the admin (source 'admin') the row is the page itself; it is on the site
 * once `published` is set. Documents are JSON text. `version` goes up by one
 * with every write; a write names the version it was based on.
 */
export interface PageEditsTable {
  path: string;
  source: 'file' | 'admin';
  version: number;
  /** The saved draft, possibly invalid (work is never lost), and its problems as JSON. */
  draft: string | null;
  draftIssues: string | null;
  /** What the site shows for this path; null: the page file (or, for a new admin page, not live yet). */
  published: string | null;
  /** The page file's document this edit was based on, and its hash (to tell when a deploy changed the file). */
  fileAtEdit: string | null;
  fileHash: string | null;
  updatedAt: string;
  updatedBy: string;
}

/** page_revisions: every published document, with the version it went live as. */
export interface PageRevisionsTable {
  id: Generated<number>;
  path: string;
  version: number;
  document: string;
  publishedAt: string;
  publishedBy: string;
}

/**
 * page_audit: who published, restored, reset, created or deleted which page, and when. Kept after a page is deleted.
 * Deletions from the media library are logged here too ('media-del', path = the file's address), so staff read one activity log.
 */
export interface PageAuditTable {
  id: Generated<number>;
  path: string;
  action: PageAction;
  version: number;
  at: string;
  /** The username of who did it. */
  actor: string;
  detail: string | null;
}
