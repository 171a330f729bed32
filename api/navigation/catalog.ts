import type { NavigationDocument } from '../../contracts/navigation';
import type { PageIssue } from '../../contracts/pages';

export type NavigationCheck = { ok: true; navigation: NavigationDocument } | { ok: false; issues: PageIssue[] };

/**
 * What the navigation API needs of the site, handed in by the composition
 * root (the API knows no block and no page): the seed navigation, the check,
 * the pages a link may lead to, and the public renderer.
 */
export interface NavigationCatalog {
  /** The navigation the site shows until staff publish one (site-config/navigation.ts). */
  defaults: NavigationDocument;
  /**
   * The document's shape, the header and footer blocks' own rules, and every site link leading to a live
   * page (or to one of `alsoLive`: pages live once the caller's transaction commits).
   */
  check(document: unknown, alsoLive?: readonly string[]): NavigationCheck;
  /** The live public pages, for the editor's page picker. */
  pages(): { path: string; title: string }[];
  /** The page at `path` (the home page when there is none) as the site would render it with this navigation. */
  render(navigation: NavigationDocument, path: string): string;
}
