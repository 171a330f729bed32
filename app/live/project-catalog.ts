import type { FileProject, ProjectCatalog } from '../../api/projects/catalog';
import { documentHash } from '../../api/documents/documents';
import { projectDocument, type ProjectDocument } from '../../contracts/projects';
import type { AnyPage } from '../../engine/registry';
import type { ProjectFile } from '../../site-config/projects';
import { registry } from '../../blocks';
import { projectPage } from '../../site-config/projects/page';

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
 * What the projects API is handed of the site: the project files, the live
 * service pages (read each time, so a service page made or deleted since is
 * seen), the library's files, and the project's page rendered by the public
 * site's renderer.
 */
export function siteProjectCatalog(o: {
  files: readonly ProjectFile[];
  pages: () => readonly AnyPage[];
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
    render: (slug: string, project: ProjectDocument) =>
      o.renderPage(registry.pageSchema.parse(projectPage({ slug, project, order: 0 })) as AnyPage),
  };
}
