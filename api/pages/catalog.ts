import type { PageDocument, PageIssue } from '../../contracts/pages';

/** A page file's document as the editor sees it: what the file produces, and its hash. */
export interface FilePage {
  document: PageDocument;
  /** documentHash(document): tells whether a deploy changed the file since an edit was based on it. */
  hash: string;
}

export type CheckResult = { ok: true; page: PageDocument } | { ok: false; issues: PageIssue[] };

/**
 * What the page editing API needs of the site, handed in by the composition
 * root (the API knows no block and no page file): the page files, the
 * registry's check, who owns a path, the starter page and the renderer.
 */
export interface PageCatalog {
  /** Every public page file (not admin screens, not the 404), by path. */
  filePages(): ReadonlyMap<string, FilePage>;
  /** The site registry's page check plus the link rules: the parsed document, or each problem with its JSON path. */
  check(document: unknown): CheckResult;
  /** What serves `path` now, as words for a 409 ("the page file /x", "an alias of /y"), or undefined when free. */
  pathOwner(path: string): string | undefined;
  /** A new page's first draft: a hero and a call to action. */
  starter(path: string, title: string): PageDocument;
  /** The page as the public site renders it (full HTML document). */
  render(page: PageDocument): string;
}

/** The page catalog of this app (the composition root hands it in); without one the editing API cannot run. */
export function catalogOf(c: { var: { deps: { pages?: PageCatalog } } }): PageCatalog {
  const catalog = c.var.deps.pages;
  if (!catalog) throw new Error('The page editing API needs the site pages (AppDeps.pages) from the composition root');
  return catalog;
}
