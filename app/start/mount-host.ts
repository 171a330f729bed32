import { createLogger, type Logger } from '../../api/logging';
import { apiRoutes } from '../../api/modules';
import { contactFormAnchor } from '../../blocks/contact-form/anchor';
import type { SiteData } from '../../engine/context';
import { createApp } from '../http-host';
import type { DocumentCatalogs } from './document-catalogs';
import type { FollowedChanges } from './follow-changes';
import { sharedPictures } from '../live/shared-pictures';
import type { LoadedContent, PublicSite } from './load-content';
import type { OpenedData } from './open-data';
import type { StartedWorkers } from './start-workers';

export interface HostOptions {
  /** dist/client, for /assets; omitted in development (Vite serves them). */
  clientDir?: string;
  dev?: boolean;
  /** /api/ready fails once an unapplied change is older than this (default 30 s). */
  changeLagLimitMs?: number;
  /** Request logs (default: JSON lines on stdout, readable lines in development). */
  logger?: Logger;
}

/**
 * Step five: the one Hono app that serves pages, assets, uploads and the API,
 * over what the steps before made. `deps` is what the API's modules are handed.
 */
export function mountHost(
  parts: {
    data: OpenedData;
    live: LoadedContent;
    site: PublicSite;
    changes: FollowedChanges;
    catalogs: DocumentCatalogs;
    workers: StartedWorkers;
  },
  opts: HostOptions,
) {
  const { data, live, site, changes, catalogs, workers } = parts;
  // A contact form posted without script comes back to the page it was on (api/contact/form-post.ts).
  const contactFormPage = (path: string) => {
    const match = site.siteRoutes.match(path);
    const block = match?.page.blocks.find((b) => b.type === 'contact-form');
    if (!match || !block) return undefined;
    return {
      formId: contactFormAnchor((block.props as { id: string }).id),
      render: (state: NonNullable<SiteData['contactForm']>) =>
        site.renderSitePage(match, {}, undefined, undefined, { contactForm: state }),
    };
  };
  const deps = {
    db: data.db,
    contactFormPage,
    media: data.media,
    config: data.config,
    contactDetails: data.contactDetails,
    changes,
    mirror: workers.mirror,
    changeLagLimitMs: opts.changeLagLimitMs,
    notifications: workers.notifications,
    pages: catalogs.pages,
    navigation: catalogs.navigation,
    projects: catalogs.projects,
    contactSpool: workers.contactSpool,
    isPublicPage: (path: string) => !!site.siteRoutes.match(path),
    documentProblems: () => [
      ...live.navigation.problems(),
      ...data.contactDetails.problems(),
      ...live.sitePages.problems(),
    ],
  };
  const logger = opts.logger ?? createLogger({ dev: opts.dev });
  const app = createApp({
    ...deps,
    clientDir: opts.clientDir,
    site: site.app,
    isSharedPicture: sharedPictures(live.sitePages.pages, data.media),
    modules: [apiRoutes],
    dev: opts.dev,
    logger,
  });
  return { app, deps, logger };
}
