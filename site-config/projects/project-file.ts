import type { ProjectInput } from '../../contracts/projects';

/**
 * A project file: a project the site ships with, as code, the way a page
 * file is a page. Staff publish edits over it in the admin (the file is the
 * default, as a page file is).
 */
export interface ProjectFile {
  slug: string;
  project: ProjectInput;
}
