import type { DB } from '../../api/db';
import { migrateStored } from '../../api/documents/schema-versions';
import type { DocumentKind } from '../../contracts/document-kinds';
import { type LiveProject, projectDocument } from '../../contracts/projects';
import type { ProjectFile } from '../../site-config/projects';
import { documentProblems } from '../document-versions';

/** The kind the projects are stored under (registered by the API's project kind). */
const PROJECT = 'project' as DocumentKind;

interface Stored {
  text: string;
  /** The document row's id: admin-made projects are listed after the files' in the order they were made. */
  id: number;
  live: LiveProject['project'];
}

/** The published project documents, or the one at `slug`; trashed and never-published ones are not read. */
function publishedRows(db: DB, slug?: string) {
  let q = db
    .selectFrom('documents')
    .select(['id', 'key', 'published'])
    .where('kind', '=', PROJECT)
    .where('deletedAt', 'is', null)
    .where('published', 'is not', null);
  if (slug !== undefined) q = q.where('key', '=', slug);
  return q.execute() as Promise<{ id: number; key: string; published: string }[]>;
}

/** A project file checked as the API checks a document; one that fails stops the start, naming the file's slug. */
export function parseProjectFiles(files: readonly ProjectFile[]): Map<string, LiveProject> {
  const parsed = new Map<string, LiveProject>();
  files.forEach((f, order) => {
    if (parsed.has(f.slug)) throw new Error(`site-config/projects: the project "${f.slug}" is listed twice`);
    const result = projectDocument.safeParse(f.project);
    if (!result.success)
      throw new Error(
        `site-config/projects: the project "${f.slug}" does not pass: ${result.error.issues
          .map((i) => `${i.path.join('.')}: ${i.message}`)
          .join('; ')}`,
      );
    parsed.set(f.slug, { slug: f.slug, project: result.data, order });
  });
  return parsed;
}

/**
 * The projects as they are live: the project files, with the edits staff
 * published over them, plus the projects staff made (a trashed, scheduled or
 * never-published one is not here). `reloadAll()` reads every published
 * project (at start, or when the instance fell behind the feed);
 * `reloadProject(slug)` reads the one a change names. Without a database
 * (the static export's checks, unit tests) the files alone are live.
 */
export function createSiteProjects(
  db: DB | undefined,
  files: readonly ProjectFile[],
  log: (line: string) => void = console.error,
) {
  const fromFiles = parseProjectFiles(files);
  let published = new Map<string, Stored>();
  let live: readonly LiveProject[] = [...fromFiles.values()];
  const problems = new Map<string, string[]>();

  function parse(slug: string, id: number, text: string): Stored | undefined {
    const migrated = migrateStored(PROJECT, text);
    const parsed = projectDocument.safeParse(migrated.document);
    if (parsed.success) {
      problems.delete(slug);
      return { text, id, live: parsed.data };
    }
    // One that no longer passes stays off the site (its file, if any, shows instead) and says so.
    const lines = documentProblems(slug, migrated, parsed.error.issues);
    problems.set(slug, lines);
    for (const line of lines) log(`Published project left off the site: ${line}`);
    return undefined;
  }

  function rebuild() {
    const list: LiveProject[] = [...fromFiles.values()].map((f) => {
      const edit = published.get(f.slug);
      return edit ? { ...f, project: edit.live } : f;
    });
    // Admin-made projects after the files', in the order they were made.
    const made = [...published.entries()].filter(([slug]) => !fromFiles.has(slug)).sort((a, b) => a[1].id - b[1].id);
    made.forEach(([slug, s], i) => list.push({ slug, project: s.live, order: fromFiles.size + i }));
    live = list;
  }

  async function reloadAll(): Promise<void> {
    const next = new Map<string, Stored>();
    problems.clear();
    if (db)
      for (const row of await publishedRows(db)) {
        const entry = parse(row.key, row.id, row.published);
        if (entry) next.set(row.key, entry);
      }
    published = next;
    rebuild();
  }

  /** Reads the one project a change names; answers whether what the site shows of it changed. */
  async function reloadProject(slug: string): Promise<boolean> {
    const row = db ? (await publishedRows(db, slug))[0] : undefined;
    const before = published.get(slug);
    if (before?.text === row?.published && (before !== undefined) === (row !== undefined)) return false;
    const entry = row ? parse(slug, row.id, row.published) : undefined;
    if (!row) problems.delete(slug);
    if (entry) published.set(slug, entry);
    else published.delete(slug);
    rebuild();
    return true;
  }

  return {
    /** The published projects, files and staff's alike (the same array until a reload changes them). */
    projects: () => live,
    reloadAll,
    reloadProject,
    /** The published projects left off the site because they no longer pass, one line each. */
    problems: () => [...problems.values()].flat(),
  };
}

export type SiteProjects = ReturnType<typeof createSiteProjects>;
