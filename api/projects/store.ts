import { TRASH_DAYS } from '../../contracts/redirects';
import { projectPath, type ProjectInput } from '../../contracts/projects';
import type { DocumentIssue } from '../../contracts/documents';
import { isDeadlock, isUniqueViolation, type DB } from '../db';
import { ApiError } from '../http';
import type { OpenedDocument } from '../documents/kind';
import { goneLibraryFiles } from '../documents/library-files';
import { clearForTrash } from '../documents/trash';
import { getDocument, inDocumentTransaction, saveDraft, StaleVersion, writeDocument } from '../documents/store';
import { readStored } from '../documents/schema-versions';
import { dbIso } from '../../platform/database-clock';
import { emptyExpiredTrash } from '../pages/trash';
import type { ProjectCatalog } from './catalog';
import { checkProject } from './check';
import type { ProjectDocument } from '../../contracts/projects';

export const projectRef = (slug: string) => ({ kind: 'project' as const, key: slug });

/** The project last put in the trash under this slug, if any. */
export const trashedProject = (db: DB, slug: string) =>
  db
    .selectFrom('documents')
    .selectAll()
    .where('kind', '=', 'project')
    .where('key', '=', slug)
    .where('deletedAt', 'is not', null)
    .orderBy('deletedAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();

/** The project at `slug` as the editor addresses it: its row, its project file, or both (404 when neither). */
export async function openProject(
  db: DB,
  catalog: ProjectCatalog,
  slug: string,
): Promise<OpenedDocument<ProjectDocument>> {
  const file = catalog.files().get(slug);
  const row = await getDocument(db, projectRef(slug));
  if (!row && !file) {
    const trashed = await trashedProject(db, slug);
    throw new ApiError(
      404,
      trashed
        ? `The project ${slug} is in the trash: restore it from the Projects list to edit it.`
        : `There is no project ${slug}`,
    );
  }
  const source = row?.source === 'admin' || !file ? 'admin' : 'file';
  return { key: slug, row, create: { source }, base: source === 'file' ? file : undefined };
}

/** Whether a slug is free for a new project; 409 naming what holds it (a project file, a project, one in the trash). */
async function checkNewSlug(db: DB, catalog: ProjectCatalog, slug: string) {
  const choose = 'Choose another address name.';
  if (catalog.files().has(slug))
    throw new ApiError(
      409,
      `${slug} is taken by a project file that ships with the site: edit that project. ${choose}`,
    );
  if (await getDocument(db, projectRef(slug)))
    throw new ApiError(409, `${slug} is taken by another project. ${choose}`);
  if (await trashedProject(db, slug))
    throw new ApiError(
      409,
      `${slug} is taken by a project in the trash: restore it from the trash, or choose another address name.`,
    );
}

/** A new project's first draft: its title, the rest to fill in (saved with its problems listed). */
const starterProject = (title: string): ProjectInput => ({
  title,
  sector: '',
  place: '',
  services: [],
  media: [],
  cover: '',
  summary: '',
  description: '',
  facts: [],
  featured: false,
});

/** Makes a project in the admin at `slug`, as a draft nobody sees yet; answers its version. */
export async function createProject(db: DB, catalog: ProjectCatalog, o: { slug: string; title: string; by: string }) {
  await checkNewSlug(db, catalog, o.slug);
  const draft = starterProject(o.title);
  try {
    return await saveDraft(db, projectRef(o.slug), {
      baseVersion: 0,
      by: o.by,
      draft,
      issues: checkProject(catalog, draft).issues,
      create: { source: 'admin' },
    });
  } catch (err) {
    if (err instanceof StaleVersion)
      throw new ApiError(409, `${o.slug} was just taken by another new project. Choose another address name.`);
    throw err;
  }
}

/**
 * A project made in the admin goes to the trash: its row keeps its identity,
 * versions and history, marked deleted, so it leaves the site and every
 * listing at once (the feed tells every instance). A scheduled publish is
 * cancelled and the answer says when it was for. A project file's project
 * cannot be trashed: the file would still show it.
 */
export function trashProject(db: DB, o: { slug: string; by: string }) {
  const ref = projectRef(o.slug);
  return inDocumentTransaction(db, ref, async (trx) => {
    const row = await getDocument(trx, ref);
    if (!row) throw new ApiError(404, `There is no project ${o.slug} made in the admin (in the trash already?)`);
    if (row.source === 'file')
      throw new ApiError(
        409,
        `The project ${o.slug} comes from a project file and cannot be put in the trash here; the file must be removed from the site's code.`,
      );
    const { cancelledSchedule } = await clearForTrash(trx, row);
    await writeDocument(
      trx,
      { id: row.id },
      {
        baseVersion: row.version,
        by: o.by,
        changes: { deletedAt: dbIso(), deletedBy: o.by },
      },
    );
    return { cancelledSchedule };
  });
}

/**
 * Brings the project last trashed at `slug` back as it was (live if it was),
 * unless a library file it showed is gone: then it comes back as a draft
 * with the fields named. Refused with 409 while another project holds the slug.
 */
export async function restoreProject(
  db: DB,
  catalog: ProjectCatalog,
  o: { slug: string; by: string },
): Promise<{ problems: DocumentIssue[] }> {
  await emptyExpiredTrash(db);
  const found = await trashedProject(db, o.slug);
  if (!found)
    throw new ApiError(404, `The project ${o.slug} is not in the trash (projects stay there ${TRASH_DAYS} days)`);
  const taken = new ApiError(409, `${o.slug} is taken by another project now. Delete or rename that one first.`);
  let problems: DocumentIssue[] = [];
  await inDocumentTransaction(db, projectRef(o.slug), async (trx) => {
    if (catalog.files().has(o.slug) || (await getDocument(trx, projectRef(o.slug)))) throw taken;
    let demoted = {};
    if (found.published) {
      problems = await goneLibraryFiles(trx, readStored('project', found.published));
      if (problems.length)
        demoted = { draft: found.draft ?? found.published, draftIssues: JSON.stringify(problems), published: null };
    }
    await writeDocument(
      trx,
      { id: found.id },
      {
        baseVersion: found.version,
        by: o.by,
        changes: { deletedAt: null, deletedBy: null, ...demoted },
      },
    ).catch((err: unknown) => {
      if (err instanceof StaleVersion) throw new ApiError(404, `${projectPath(o.slug)} was restored meanwhile`);
      throw err;
    });
  }).catch((err: unknown) => {
    // Another project made at the slug while this ran took it first (the unique key on live documents).
    if (err instanceof StaleVersion || isUniqueViolation(err) || isDeadlock(err)) throw taken;
    throw err;
  });
  return { problems };
}
