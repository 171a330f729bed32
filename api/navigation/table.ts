import type { Generated } from 'kysely';

/**
 * site_navigation: the one navigation document (id 1), once staff have
 * saved it. `published` is what the site shows (null: the seed navigation),
 * `draft` is work not yet live. Documents are JSON text; `version` goes up
 * by one with every write, and a write names the version it was based on,
 * as a page's does.
 */
export interface SiteNavigationTable {
  id: number;
  version: number;
  draft: string | null;
  draftIssues: string | null;
  published: string | null;
  updatedAt: string;
  updatedBy: string;
}

/** site_navigation_revisions: every published navigation, with the version it went live as. */
export interface SiteNavigationRevisionsTable {
  id: Generated<number>;
  version: number;
  document: string;
  publishedAt: string;
  publishedBy: string;
}
