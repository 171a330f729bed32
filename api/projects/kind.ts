import {
  projectCompareQuery,
  projectDraftInput,
  projectKeyQuery,
  projectPreviewInput,
  projectPublishInput,
  projectRestoreInput,
  projectRevisionQuery,
  projectRevisionsQuery,
  type ProjectDetail,
} from '../../contracts/project-requests';
import { projectDocument, projectPath, type ProjectDocument, type ProjectInput } from '../../contracts/projects';
import type { DB } from '../db';
import { ApiError } from '../http';
import type { DocumentKindSpec, OpenedDocument } from '../documents/kind';
import { unpublishableMedia } from '../documents/library-files';
import { issuesError } from '../documents/publish';
import { singleDocumentState } from '../documents/schedule';
import { readStored } from '../documents/schema-versions';
import type { ProjectCatalog } from './catalog';
import { checkProject } from './check';
import { openProject, projectRef } from './store';

/** A project is a few hundred words and a list of pictures: 128 KB is far more than any needs. */
const PROJECT_BODY_LIMIT = 128 * 1024;
const PROJECT_BODY = {
  limit: PROJECT_BODY_LIMIT,
  tooLarge: () =>
    new ApiError(413, `A project may be at most ${PROJECT_BODY_LIMIT / 1024} KB: shorten its description.`),
  lead: 'The request has problems',
};

const projectInputs = {
  key: projectKeyQuery,
  draft: projectDraftInput,
  publish: projectPublishInput,
  restore: projectRestoreInput,
  revisions: projectRevisionsQuery,
  revision: projectRevisionQuery,
  preview: projectPreviewInput,
  compare: projectCompareQuery,
};

async function detail(
  db: DB,
  catalog: ProjectCatalog,
  opened: OpenedDocument<ProjectDocument>,
): Promise<ProjectDetail> {
  const row = opened.row;
  const draft = (readStored('project', row?.draft ?? null) ?? null) as Partial<ProjectInput> | null;
  const published = row?.published ? (readStored('project', row.published) as ProjectDocument) : null;
  const live = published ?? opened.base?.document ?? null;
  const checked = draft ? checkProject(catalog, draft) : undefined;
  return {
    ...(await singleDocumentState(db, projectRef(opened.key), row)),
    slug: opened.key,
    source: opened.create?.source === 'file' ? 'file' : 'admin',
    live,
    draft,
    // Checked now, not as saved: a service page or a library file may have gone since.
    issues: checked?.issues ?? [],
    shownOn: {
      live: live ? catalog.shownOn(opened.key, live) : [],
      draft: checked?.document ? catalog.shownOn(opened.key, checked.document) : null,
    },
  };
}

/**
 * Projects as a kind of the document core, keyed by slug (?slug=): checked
 * by the contract plus the site's service pages and the media library, their
 * default a project file (a project made in the admin has none), previewed
 * by the public renderer the composition root hands in. The core does
 * drafts, publish, schedules, review, revisions, restore and the feed.
 */
export function projectKind(
  catalog: ProjectCatalog,
): DocumentKindSpec<ProjectDocument, typeof projectInputs, ProjectDetail, 'project'> {
  return {
    kind: 'project',
    what: 'this project',
    draftName: 'The project',
    sameAsBaseDetail: 'same as the project file',
    field: 'project',
    key: (query) => (query as { slug: string }).slug,
    name: (slug) => `The project ${projectPath(slug)}`,
    body: PROJECT_BODY,
    inputs: projectInputs,
    open: (db, slug) => openProject(db, catalog, slug),
    detail: (db, opened) => detail(db, catalog, opened),
    check: (_slug, document) => checkProject(catalog, document),
    reset: {
      missing: (opened) =>
        opened.base
          ? undefined
          : new ApiError(
              409,
              `The project ${opened.key} was made in the admin and has no project file to reset to; restore one of its versions instead.`,
            ),
      action: 'reset',
      detail: 'project file',
    },
    // Projects keep no entries in the pages' activity log: their History is their published versions.
    activity: undefined,
    shape: projectDocument,
    // Every library file still exists when it goes live, and every picture whose alt is empty takes its file's.
    async beforePublish(trx, document) {
      const missing = await unpublishableMedia(trx, document);
      if (missing.length) throw issuesError(missing, 'The project cannot be published until these are fixed');
    },
    preview(body) {
      const slug = String(body.slug);
      const checked = checkProject(catalog, body.project);
      if (!checked.document) throw issuesError(checked.issues, 'The project cannot be shown until these are fixed');
      return catalog.render(slug, checked.document);
    },
  };
}
