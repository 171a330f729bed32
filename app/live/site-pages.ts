import { registry } from '../../blocks';
import { staffIssueMessage, type PageDocument } from '../../contracts/pages';
import type { DB } from '../../api/db';
import type { FilePage, PageCatalog } from '../../api/pages/catalog';
import { documentHash, toDocumentIssues } from '../../api/documents/documents';
import { getDocument, listPublished } from '../../api/documents/store';
import type { AnyPage } from '../../engine/registry';
import { unknownAssetRefs } from '../../media/asset-refs';
import { createRouteTable } from '../../engine/routes';
import { aliasPrefixes } from '../../site-config/routes';
import { starterPage } from '../../site-config/starter-page';
import type { SiteContent } from '../content';
import { migrateStored } from '../../api/documents/schema-versions';
import { documentProblems } from '../document-versions';
import { fillListings } from './project-listings';
import { projectListings } from './project-pages';
import type { SiteProjects } from './site-projects';

/**
 * The schema of a page document, `{ path, label?, meta, blocks }`: the
 * site registry's page schema without what only a page file decides
 * (aliases, layout, query parameters, sign-in).
 */
export const pageDocumentSchema = registry.pageSchema.pick({ path: true, label: true, meta: true, blocks: true });

/** A validated page's document: what staff edit. */
export function toDocument(page: AnyPage): PageDocument {
  return pageDocumentSchema.parse({
    path: page.path,
    ...(page.label !== undefined ? { label: page.label } : {}),
    meta: page.meta,
    blocks: page.blocks,
  }) as unknown as PageDocument;
}

/** A new admin page served like a page file: no aliases, the public layout, no query parameters. */
const adminPage = (doc: PageDocument): AnyPage => registry.pageSchema.parse({ ...doc, layout: 'site' }) as AnyPage;

/** A page file with an edit published over it: the file's routing, the edit's words and blocks. */
const overlay = (file: AnyPage, doc: PageDocument): AnyPage => ({
  ...file,
  label: doc.label,
  meta: doc.meta as AnyPage['meta'],
  blocks: doc.blocks,
});

/** A media slot named by a page (an upload target), as opposed to a library file (/uploads/_assets/…). */
const NAMED_SLOT = /"\/uploads\/(?!_assets\/|placeholder\.jpg")[^"]+"/;

interface Published {
  source: 'file' | 'admin' | null;
  text: string;
  doc: PageDocument;
  /** An admin page as the router serves it, parsed once. */
  page?: AnyPage;
}

/**
 * A page file's document and hash, worked out once per page object. Loaded
 * page files are never changed after validation, and every instance in one
 * process (the test apps, above all: hundreds a run, each re-parsing and
 * hashing all 40 page files) can share the answer. Readonly for its readers.
 */
const filePages = new WeakMap<AnyPage, FilePage>();
function filePageOf(page: AnyPage): FilePage {
  let file = filePages.get(page);
  if (!file) {
    const document = toDocument(page);
    file = { document, hash: documentHash(document) };
    filePages.set(page, file);
  }
  return file;
}

/**
 * The site's pages as they are live: the page files, with the edits staff
 * published over them, plus the pages they created (deleted ones are simply
 * gone). `reloadAll()` reads every published document (at start, or when an
 * instance fell too far behind the change feed); `reloadPage(path)` reads
 * the one a change names, so what a change costs does not grow with the
 * number of pages.
 */
export function createSitePages(
  content: SiteContent,
  db: DB,
  log: (line: string) => void = console.error,
  projects?: Pick<SiteProjects, 'projects'>,
) {
  const files = new Map<string, FilePage>();
  for (const page of content.pages) if (page.layout === 'site') files.set(page.path, filePageOf(page));
  /** Published documents by path, as parsed (an admin page also as served); a row that no longer validates is left out (logged). */
  let published = new Map<string, Published>();
  let pages: AnyPage[] = content.pages;

  /** Each published document that cannot be brought to a valid state, by path: one line per block and field. */
  const problems = new Map<string, string[]>();
  const withProjects = projects && projectListings(projects, log);

  function parse(path: string, source: 'file' | 'admin' | null, text: string): Published | undefined {
    // Stored under older block versions: brought to the code's first (api/documents/schema-versions.ts).
    const migrated = migrateStored('page', text);
    const parsed = pageDocumentSchema.safeParse(migrated.document);
    if (parsed.success) {
      problems.delete(path);
      const doc = parsed.data as unknown as PageDocument;
      return { source, text, doc, page: source === 'admin' ? adminPage(doc) : undefined };
    }
    // One that still does not pass stays off the site (the file, or a 404, shows instead) rather than breaking it,
    // and says so: in the log, on /api/ready and on the staff dashboard.
    const lines = documentProblems(path, migrated, parsed.error.issues);
    problems.set(path, lines);
    const instead = source === 'file' ? 'its page file' : 'a 404';
    for (const line of lines) log(`Published page left off the site (serving ${instead}): ${line}`);
    return undefined;
  }

  function rebuild() {
    const live = content.pages.map((p) =>
      p.layout === 'site' && published.has(p.path) ? overlay(p, published.get(p.path)!.doc) : p,
    );
    for (const [path, entry] of published) {
      if (entry.source !== 'admin') continue;
      // A later release may add a page file at a path staff used first: the file is served, and the admin page waits to be moved or deleted.
      if (files.has(path))
        log(
          `The admin page ${path} is hidden by a page file at the same path; delete it in the admin or move the file.`,
        );
      else live.push(entry.page!);
    }
    pages = withProjects ? withProjects.compose(live) : live;
  }

  async function reloadAll(): Promise<void> {
    const next = new Map<string, Published>();
    problems.clear();
    for (const row of await listPublished(db, 'page')) {
      const entry = parse(row.key, row.source, row.published);
      if (entry) next.set(row.key, entry);
    }
    published = next;
    rebuild();
  }

  /**
   * Reads the one page a change names; answers whether the upload targets may
   * have changed: a page file's page, or one whose document (before or after)
   * names a slot of its own rather than only library files.
   */
  async function reloadPage(path: string): Promise<boolean> {
    const row = await getDocument(db, { kind: 'page', key: path });
    const before = published.get(path);
    if (before?.text === (row?.published ?? undefined) && before?.source === row?.source) return false;
    const entry = row?.published ? parse(path, row.source, row.published) : undefined;
    if (!row?.published) problems.delete(path);
    if (entry) published.set(path, entry);
    else published.delete(path);
    rebuild();
    return files.has(path) || NAMED_SLOT.test(before?.text ?? '') || NAMED_SLOT.test(entry?.text ?? '');
  }

  return {
    /** The pages the site serves now (the same array until a reload changes them). */
    pages: () => pages,
    reloadAll,
    reloadPage,
    /** The projects changed (a reload of the projection): the listings, the project pages and the index again. */
    projectsChanged: rebuild,
    /** The listing pages that show the project `slug` now or did before the last rebuild. */
    listedBy: (slug: string): string[] => withProjects?.listedBy(slug) ?? [],
    /** The published pages left off the site because they cannot be brought to a valid state, one line each. */
    problems: () => [...problems.values()].flat(),
    /** What the page editing API needs of the site; `render` is the public site's own renderer, `isAsset` says whether the media library holds a URL (a document may only show files it holds). */
    catalog: (render: (page: AnyPage) => string, isAsset: (url: string) => boolean = () => false): PageCatalog =>
      pageCatalog({ content, files, pages: () => pages, projects }, render, isAsset),
  };
}

/**
 * The page editing API's view of the site: the page files, the check of a document, who owns an address,
 * the starter and the preview (with its listings filled as the live page's are).
 */
function pageCatalog(
  site: {
    content: SiteContent;
    files: Map<string, FilePage>;
    pages: () => AnyPage[];
    projects?: Pick<SiteProjects, 'projects'>;
  },
  render: (page: AnyPage) => string,
  isAsset: (url: string) => boolean,
): PageCatalog {
  const { content, files, projects } = site;
  return {
    filePages: () => files,
    check(document) {
      const parsed = pageDocumentSchema.safeParse(document, { error: staffIssueMessage });
      const missing = unknownAssetRefs(document, isAsset);
      if (parsed.success && missing.length === 0) return { ok: true, page: parsed.data as unknown as PageDocument };
      return { ok: false, issues: [...(parsed.success ? [] : toDocumentIssues(parsed.error.issues)), ...missing] };
    },
    pathOwner(path) {
      if (path === content.notFound.path) return 'the "Page Not Found" page';
      const match = createRouteTable(site.pages(), aliasPrefixes).match(path);
      if (match)
        return match.page.path === path ? `the page "${match.page.meta.title}"` : `an alias of ${match.page.path}`;
      const prefix = aliasPrefixes.find((a) => path === a.from || path.startsWith(`${a.from}/`));
      return prefix ? `the aliases under ${prefix.from} (they repeat ${prefix.to})` : undefined;
    },
    starter: (path, title) => starterPage(path, title) as PageDocument,
    render(doc) {
      const file = content.pages.find((p) => p.path === doc.path && p.layout === 'site');
      const page = file ? overlay(file, doc) : adminPage(doc);
      // A preview shows its listings filled as the live page will, not the empty lists the document holds.
      return render(projects ? fillListings([page], projects.projects()).pages[0]! : page);
    },
  };
}

export type SitePages = ReturnType<typeof createSitePages>;
