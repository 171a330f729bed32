import { registry } from '../../blocks';
import { compareProjects, type LiveProject, PROJECTS_PATH } from '../../contracts/projects';
import type { AnyPage } from '../../engine/registry';
import { type ProjectService, projectPage, projectsIndexPage } from '../../site-config/projects/page';
import { fillListings, type ListingSelections } from './project-listings';
import type { SiteProjects } from './site-projects';

/** A project's page as the router serves it, checked once per published version of it (the object changes on reload). */
const checked = new WeakMap<LiveProject, AnyPage>();

function pageOf(project: LiveProject): AnyPage {
  let page = checked.get(project);
  if (!page) {
    page = registry.pageSchema.parse(projectPage(project)) as AnyPage;
    checked.set(project, page);
  }
  return page;
}

/** The service pages the projects name, in the site's page order, with each page's short name. */
function servicesOf(projects: readonly LiveProject[], pages: readonly AnyPage[]): ProjectService[] {
  const named = new Set(projects.flatMap((p) => p.project.services));
  return pages
    .filter((p) => p.layout === 'site' && named.has(p.path))
    .map((p) => ({ path: p.path, label: p.label ?? p.meta.title }));
}

/**
 * The pages the projects add to the site: /projects and one page per
 * project. An address a page file or an admin page already serves keeps
 * that page (the project's page is left out and `log` says so).
 */
export function projectPages(
  projects: readonly LiveProject[],
  pages: readonly AnyPage[],
  log: (line: string) => void,
): AnyPage[] {
  const taken = new Set(pages.map((p) => p.path));
  const sorted = [...projects].sort(compareProjects);
  const added: AnyPage[] = [];
  if (taken.has(PROJECTS_PATH)) log(`A page at ${PROJECTS_PATH} hides the projects index; move or delete it.`);
  else added.push(registry.pageSchema.parse(projectsIndexPage(sorted, servicesOf(projects, pages))) as AnyPage);
  for (const project of projects) {
    const page = pageOf(project);
    if (taken.has(page.path)) log(`A page at ${page.path} hides the project "${project.slug}"; move or delete it.`);
    else added.push(page);
  }
  return added;
}

/**
 * The live pages joined with the projects: listings filled from the
 * collection, then the projects' own pages and the index. It keeps which
 * projects each listing page showed before the last composition and after
 * it, so a project's change knows exactly the pages it touched.
 */
export function projectListings(projects: Pick<SiteProjects, 'projects'>, log: (line: string) => void) {
  let listings: ListingSelections = new Map();
  let before: ListingSelections = new Map();
  return {
    compose(pages: AnyPage[]): AnyPage[] {
      const filled = fillListings(pages, projects.projects());
      before = listings;
      listings = filled.selections;
      return [...filled.pages, ...projectPages(projects.projects(), filled.pages, log)];
    },
    listedBy(slug: string): string[] {
      const paths = new Set<string>();
      for (const selections of [before, listings])
        for (const [path, slugs] of selections) if (slugs.has(slug)) paths.add(path);
      return [...paths];
    },
  };
}
