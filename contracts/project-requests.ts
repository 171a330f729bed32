import { z } from 'zod';
import { compareQuery } from './compare';
import {
  documentField,
  documentVersion,
  publishInput,
  restoreInputFrom,
  revisionVersion,
  type DocumentIssue,
  type SingleDocumentState,
} from './documents';
import { pageQuery } from './paging';
import { type ProjectDocument, type ProjectInput, projectSlug, serviceAddress } from './projects';

/*
 * The requests and answers of the project editor (/api/admin/project?slug=,
 * the document core's routes) and of the project list (/api/admin/projects).
 * The shape of a project itself is contracts/projects.ts.
 */

const key = { slug: projectSlug };

/** A draft may be anything object-shaped: it is saved with its problems listed beside it. */
const draftProject = documentField<Partial<ProjectInput>>('the project');

export const projectKeyQuery = z.strictObject(key);
export const projectDraftInput = z.strictObject({ project: draftProject, baseVersion: documentVersion });
export const projectPublishInput = publishInput;
/** A published version, or the project file ({ source: 'file' }), becomes the draft. */
export const projectRestoreInput = restoreInputFrom('file');
export const projectRevisionsQuery = z.strictObject({ ...key, ...pageQuery });
export const projectRevisionQuery = z.strictObject({ ...key, version: z.coerce.number().pipe(revisionVersion) });
export const projectPreviewInput = z.strictObject({ ...key, project: draftProject });
export const projectCompareQuery = z.strictObject({ ...key, ...compareQuery });

/** Where a project comes from: a project file (the default, shipped as code) or the admin. */
export type ProjectSource = 'file' | 'admin';

/** The editor's state of one project (GET /api/admin/project?slug=). */
export interface ProjectDetail extends SingleDocumentState {
  slug: string;
  source: ProjectSource;
  /** What the site shows now: the published project, else the project file; null for a new project never published. */
  live: ProjectDocument | null;
  /** The saved draft (possibly with problems), or null when there is none. */
  draft: Partial<ProjectInput> | null;
  issues: DocumentIssue[];
  /**
   * Where it shows: the pages whose project listings list it as it is live now, and as they would once
   * the draft is published (null while there is no draft that could be).
   */
  shownOn: { live: string[]; draft: string[] | null };
}

// ---- GET /api/admin/projects (the list), POST /api/admin/projects (a new project) ----

/** Where a project stands, as the list shows and filters it: one state each, the most pressing first. */
export const PROJECT_STATES = ['trashed', 'scheduled', 'in-review', 'live', 'draft'] as const;
export type ProjectState = (typeof PROJECT_STATES)[number];

export const projectListQuery = z.strictObject({
  service: serviceAddress.optional(),
  state: z.enum(PROJECT_STATES, `must be one of: ${PROJECT_STATES.join(', ')}`).optional(),
});

export interface ProjectListItem {
  slug: string;
  title: string;
  state: ProjectState;
  source: ProjectSource;
  /** A saved draft differs from what is live (or nothing is live yet). */
  hasDraft: boolean;
  services: string[];
  featured: boolean;
  /** Last written (null for a project file nobody has edited). */
  updatedAt: string | null;
}

export interface ProjectListAnswer {
  items: ProjectListItem[];
}

export const createProjectInput = z.strictObject({
  slug: projectSlug,
  title: z.string('must be text').trim().min(1, 'Required: fill this in.').max(120, 'must be at most 120 characters'),
});
export type CreateProjectInput = z.input<typeof createProjectInput>;

export interface CreateProjectAnswer {
  slug: string;
  version: number;
}

/** DELETE /api/admin/projects?slug=: to the trash. `cancelledSchedule`: the publish it had scheduled, now off. */
export interface TrashProjectAnswer {
  trashed: string;
  cancelledSchedule?: string;
}

/** POST /api/admin/projects/restore?slug=: out of the trash; `asDraft` when a library file it showed is gone. */
export interface RestoreProjectAnswer {
  restored: string;
  asDraft?: true;
  problems?: DocumentIssue[];
}

/** GET /api/admin/projects/services: the service pages a project may belong to. */
export interface ServicePage {
  path: string;
  title: string;
}

export interface ServicePagesAnswer {
  items: ServicePage[];
}
