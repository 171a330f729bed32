import type { AnyPage } from '../../engine/registry';
import { projectFiles } from '../../site-config/projects';
import { siteProjectCatalog } from '../live/project-catalog';
import type { OpenedData } from './open-data';
import type { LoadedContent, PublicSite } from './load-content';

/**
 * The pages, the navigation and the projects as the admin and the scheduler see them: each
 * with a preview rendered by the public site, so that what staff check is
 * what visitors will get.
 */
export function documentCatalogs(data: OpenedData, live: LoadedContent, site: PublicSite) {
  const pages = live.sitePages.catalog(
    (page) => site.renderSitePage({ page, canonicalPath: page.path, requestedPath: page.path }),
    (url) => data.media.hasAsset(url),
  );
  const navigation = live.navigation.catalog(live.sitePages.pages, (page, shell) =>
    site.renderSitePage({ page, canonicalPath: page.path, requestedPath: page.path }, {}, undefined, shell),
  );
  const renderPage = (page: AnyPage) =>
    site.renderSitePage({ page, canonicalPath: page.path, requestedPath: page.path });
  const projects = siteProjectCatalog({
    files: projectFiles,
    pages: live.sitePages.pages,
    projects: live.siteProjects.projects,
    isAsset: (url) => data.media.hasAsset(url),
    renderPage,
  });
  return { pages, navigation, projects };
}

export type DocumentCatalogs = ReturnType<typeof documentCatalogs>;
