import {
  classroomsProjects,
  containersProjects,
  furnitureProjects,
  gazebosProjects,
  homeProjects,
  interiorsProjects,
} from './services';
import { steelFabricationProjects } from './steel-fabrication';

import type { ProjectFile } from './project-file';

export type { ProjectFile } from './project-file';

/**
 * Each list's projects under the name of where they came from. A title two
 * lists share (the same kind of job, another photo) is two projects: the
 * later one's address ends in its list's name.
 */
function uniqueSlugs(lists: [origin: string, files: ProjectFile[]][]): ProjectFile[] {
  const taken = new Set<string>();
  return lists.flatMap(([origin, files]) =>
    files.map((f) => {
      const slug = taken.has(f.slug) ? `${f.slug}-${origin}` : f.slug;
      taken.add(slug);
      return slug === f.slug ? f : { ...f, slug };
    }),
  );
}

/**
 * The project files, in the order undated projects are listed in: the
 * projects brought in from the page files' hand lists. Each service
 * page's own come before the home page's featured ones, so a service page's
 * listing (newest first, then this order) shows the projects it listed by
 * hand, and the home page's shows its featured ones.
 */
export const projectFiles: readonly ProjectFile[] = uniqueSlugs([
  ['steel', steelFabricationProjects],
  ['interiors', interiorsProjects],
  ['furniture', furnitureProjects],
  ['containers', containersProjects],
  ['classrooms', classroomsProjects],
  ['gazebos', gazebosProjects],
  ['home', homeProjects],
]);
