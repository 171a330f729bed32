import type { ProjectInput } from '../../contracts/projects';

/**
 * The project files: projects the site ships with, as code, the way page
 * files are pages. Staff publish edits over them in the admin (the file is
 * the default, as a page file is), and make new projects there. The order
 * here is the order undated projects are listed in.
 */
export interface ProjectFile {
  slug: string;
  project: ProjectInput;
}

export const projectFiles: readonly ProjectFile[] = [];
