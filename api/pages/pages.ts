import type { PageDetail, PageDocument, PageIssue, PageListItem, PageSource } from '../../contracts/pages';
import { NEW_PAGE_PATH, RESERVED_PAGE_PREFIXES } from '../../contracts/pages';
import type { DB } from '../db';
import { ApiError } from '../http';
import { stableJson } from '../documents/documents';
import { readStored } from '../documents/schema-versions';
import { issuesError } from '../documents/publish';
import { listSchedules } from '../documents/schedule';
import { getDocument, listDocuments, type DocumentRow } from '../documents/store';
import type { FilePage, PageCatalog } from './catalog';
import { findInPage } from './content-search';

/** One page as the editor addresses it: its page file, its document row, or both. */
export interface EditablePage {
  path: string;
  source: PageSource;
  file?: FilePage;
  row?: DocumentRow;
}

/** A stored page document as the code's schema versions shape it (api/documents/schema-versions.ts). */
export const parseDocument = (text: string | null): PageDocument | null =>
  text === null ? null : (readStored('page', text) as PageDocument);

/** The page's title for lists: its SEO title, whatever state the draft is in. */
export function titleOf(doc: unknown, fallback: string): string {
  const title = (doc as { meta?: { title?: unknown } } | null)?.meta?.title;
  return typeof title === 'string' && title.trim() ? title : fallback;
}

export const pageRef = (path: string) => ({ kind: 'page' as const, key: path });

/** The page at `path`, or 404 (naming the page an alias belongs to, if it is one). */
export async function findPage(db: DB, catalog: PageCatalog, path: string): Promise<EditablePage> {
  const file = catalog.filePages().get(path);
  const row = await getDocument(db, pageRef(path));
  if (row?.source === 'admin') return { path, source: 'admin', row };
  if (file) return { path, source: 'file', file, row };
  const owner = catalog.pathOwner(path);
  throw new ApiError(404, owner ? `${path} is not a page you can edit: it is ${owner}` : `There is no page at ${path}`);
}

/** A draft's own problems plus the one rule the schema cannot know: a page keeps its path. */
export function checkDraft(
  catalog: PageCatalog,
  path: string,
  document: unknown,
): { page?: PageDocument; issues: PageIssue[] } {
  const result = catalog.check(document);
  const issues = result.ok ? [] : [...result.issues];
  const docPath = (document as { path?: unknown } | null)?.path;
  if (typeof docPath === 'string' && docPath !== path)
    issues.unshift({ path: ['path'], message: `must be this page's path, ${path}: a page cannot be moved` });
  return issues.length || !result.ok ? { issues } : { page: result.page, issues };
}

/** A saved draft that reads the same as the live page (an edit undone, then autosaved) is nothing to publish, as the editor says. */
const hasDraft = (p: EditablePage) => {
  const draft = parseDocument(p.row?.draft ?? null);
  const live = liveDocument(p);
  return !!draft && (!live || stableJson(draft) !== stableJson(live));
};

export const fileChanged = (p: EditablePage) =>
  !!(
    p.file &&
    p.row &&
    (p.row.draft !== null || p.row.published !== null) &&
    p.row.fileHash !== null &&
    p.row.fileHash !== p.file.hash
  );

/** What is live for the page: the published edit, else the page file; null for an admin page never published. */
export const liveDocument = (p: EditablePage): PageDocument | null =>
  parseDocument(p.row?.published ?? null) ?? p.file?.document ?? null;

export function pageDetail(p: EditablePage): PageDetail {
  return {
    path: p.path,
    source: p.source,
    version: p.row?.version ?? 0,
    published: liveDocument(p),
    draft: parseDocument(p.row?.draft ?? null),
    issues: p.row?.draftIssues ? (JSON.parse(p.row.draftIssues) as PageIssue[]) : [],
    fileChanged: fileChanged(p),
    file: p.file?.document ?? null,
    fileAtEdit: parseDocument(p.row?.fileAtEdit ?? null),
    updatedAt: p.row?.updatedAt ?? null,
    updatedBy: p.row?.updatedBy ?? null,
  };
}

/** Every public page: the page files, with their edits, and the pages created in the admin. */
export async function listPages(db: DB, catalog: PageCatalog, q?: string): Promise<PageListItem[]> {
  const rows = new Map((await listDocuments(db, 'page')).map((r) => [r.key, r]));
  const schedules = new Map((await listSchedules(db, 'page')).map((s) => [s.key, s]));
  const pages: EditablePage[] = [];
  for (const [path, file] of catalog.filePages()) {
    const row = rows.get(path);
    if (row?.source !== 'admin') pages.push({ path, source: 'file', file, row });
  }
  for (const row of rows.values()) if (row.source === 'admin') pages.push({ path: row.key, source: 'admin', row });
  const needle = q?.trim().toLowerCase();
  const inWords = (p: EditablePage) =>
    needle
      ? findInPage(needle, [
          { in: 'live', doc: liveDocument(p) },
          { in: 'draft', doc: hasDraft(p) ? parseDocument(p.row?.draft ?? null) : null },
        ])
      : undefined;
  return (
    pages
      .map(
        (p): PageListItem => ({
          path: p.path,
          title: titleOf(liveDocument(p) ?? parseDocument(p.row?.draft ?? null), p.path),
          source: p.source,
          hasDraft: hasDraft(p),
          version: p.row?.version ?? 0,
          updatedAt: p.row?.updatedAt ?? null,
          updatedBy: p.row?.updatedBy ?? null,
          fileChanged: fileChanged(p),
          live: p.source === 'file' || p.row?.published != null,
          scheduledAt: schedules.get(p.path)?.at ?? null,
          scheduleError: schedules.get(p.path)?.failed ?? null,
          scheduledVersion: schedules.get(p.path)?.version ?? null,
          scheduledVersionAt: schedules.get(p.path)?.versionAt ?? null,
        }),
      )
      // Titles and addresses first, as before; otherwise every text of the live version and the draft.
      .map((i, n) => {
        if (!needle || i.path.toLowerCase().includes(needle) || i.title.toLowerCase().includes(needle)) return i;
        const match = inWords(pages[n]);
        return match ? { ...i, match } : undefined;
      })
      .filter((i): i is PageListItem => !!i)
      .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  );
}

/** A new page's path: its form (400) and whether anything has it already (409). */
export async function checkNewPath(db: DB, catalog: PageCatalog, path: string) {
  if (!NEW_PAGE_PATH.test(path) || path.length > 200) {
    throw issuesError(
      [
        {
          path: ['path'],
          message:
            'must be "/" and lowercase words of a-z, 0-9 and "-" separated by "/", e.g. /services/steel-gates (at most 200 characters)',
        },
      ],
      'The new page path is not valid',
    );
  }
  const reserved = RESERVED_PAGE_PREFIXES.find((p) => path === p || path.startsWith(`${p}/`));
  if (reserved)
    throw issuesError(
      [{ path: ['path'], message: `must not be under ${reserved}: that part of the site is not for pages` }],
      'The new page path is not valid',
    );
  const row = await getDocument(db, pageRef(path));
  const owner = row
    ? `the page "${titleOf(parseDocument(row.published ?? row.draft), path)}" made in the admin`
    : catalog.pathOwner(path);
  if (owner) throw new ApiError(409, `${path} is already taken by ${owner}. Choose another path.`);
}
