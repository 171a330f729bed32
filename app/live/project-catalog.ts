import type { FileProject, ProjectCatalog } from '../../api/projects/catalog';
import { documentHash } from '../../api/documents/documents';
import { registry } from '../../blocks';
import { type LiveProject, projectDocument, type ProjectDocument } from '../../contracts/projects';
import type { AnyPage } from '../../engine/registry';
import type { ProjectFile } from '../../site-config/projects';
import { projectPage } from '../../site-config/projects/page';
import { fillListings } from './project-listings';

/** Where the site's service pages live: a project belongs to pages under these. */
export const SERVICE_PREFIXES = ['/services/', '/engineering-services/'] as const;

/** The project files as the editor's defaults, by slug; a file that does not pass the contract stops the start, naming it. */
export function fileProjects(files: readonly ProjectFile[]): ReadonlyMap<string, FileProject> {
  const bySlug = new Map<string, FileProject>();
  for (const file of files) {
    const parsed = projectDocument.safeParse(file.project);
    if (!parsed.success)
      throw new Error(
        `The project file ${file.slug} has problems: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      );
    bySlug.set(file.slug, { document: parsed.data, hash: documentHash(parsed.data) });
  }
  return bySlug;
}

/**
 * The live projects with `slug` as `project` (null: off the site), keeping
 * its place in the entry order, or last when it is new: what the listings
 * would show were it published so.
 */
function withProject(live: readonly LiveProject[], slug: string, project: ProjectDocument | null): LiveProject[] {
  const others = live.filter((p) => p.slug !== slug);
  if (!project) return others;
  const order = live.find((p) => p.slug === slug)?.order ?? Math.max(-1, ...live.map((p) => p.order)) + 1;
  return [...others, { slug, project, order }];
}

/**
 * What the projects API is handed of the site: the project files, the live
 * service pages (read each time, so a service page made or deleted since is
 * seen), the library's files, the project's page rendered by the public
 * site's renderer (the page visitors get), and which pages' listings show a
 * project, by the listings' own rule (fillListings, selectProjects).
 */
export function siteProjectCatalog(o: {
  files: readonly ProjectFile[];
  pages: () => readonly AnyPage[];
  projects: () => readonly LiveProject[];
  isAsset: (url: string) => boolean;
  renderPage: (page: AnyPage) => string;
}): ProjectCatalog {
  const files = fileProjects(o.files);
  return {
    files: () => files,
    servicePages: () =>
      o
        .pages()
        .filter((p) => p.layout === 'site' && SERVICE_PREFIXES.some((prefix) => p.path.startsWith(prefix)))
        .map((p) => ({ path: p.path, title: p.label ?? p.meta.title }))
        .sort((a, b) => a.path.localeCompare(b.path)),
    isAsset: o.isAsset,
    // The preview is the public project page itself (site-config/projects/page.ts), as visitors will get it.
    render: (slug, project) =>
      o.renderPage(registry.pageSchema.parse(projectPage({ slug, project, order: 0 })) as AnyPage),
    shownOn(slug, project) {
      const { selections } = fillListings([...o.pages()], withProject(o.projects(), slug, project));
      return [...selections].filter(([, slugs]) => slugs.has(slug)).map(([path]) => path);
    },
  };
}
