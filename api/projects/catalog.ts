import type { ProjectDocument } from '../../contracts/projects';
import type { ServicePage } from '../../contracts/project-requests';

/** A project file's project as the editor sees it: what the file says, and its hash. */
export interface FileProject {
  document: ProjectDocument;
  hash: string;
}

/**
 * What the projects API needs of the site, handed in by the composition
 * root (the API imports no site-config and no app): the project files (the
 * defaults), the service pages a project may belong to, whether a library
 * file exists, how the public site shows a project, and where its listings do.
 */
export interface ProjectCatalog {
  /** The project files, by slug, in the files' order. */
  files(): ReadonlyMap<string, FileProject>;
  /** The site's live service pages (under /services/ and /engineering-services/), by address. */
  servicePages(): readonly ServicePage[];
  /** Whether the media library holds a file at this address now. */
  isAsset(url: string): boolean;
  /** The project's page as the public site renders it (a full HTML document). */
  render(slug: string, project: ProjectDocument): string;
  /** The pages whose project listings would show the project were it live as `project` (null: not on the site). */
  shownOn(slug: string, project: ProjectDocument | null): string[];
}

/** The project catalog of this app; without one the projects API cannot run. */
export function projectCatalogOf(c: { var: { deps: { projects?: ProjectCatalog } } }): ProjectCatalog {
  const catalog = c.var.deps.projects;
  if (!catalog)
    throw new Error('The projects API needs the site projects (AppDeps.projects) from the composition root');
  return catalog;
}
