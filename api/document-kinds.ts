import type { AppDeps } from './deps';
import type { DocumentKind } from '../contracts/document-kinds';
import type { AnyKindSpec } from './documents/kind';
import { documentRoutes } from './documents/routes';
import { apiRouter } from './http';
import type { AdminEnv } from './auth/middleware';
import { navigationKind } from './navigation/routes';
import { pageKind } from './pages/kind';
import { contactKind } from './contact/kind';
import { contactDocumentRoutes } from './contact/details-routes';
import { contactDetailsMigrations } from './contact/migrations';
import { pictureKind } from './media/picture-kind';
import { projectKind } from './projects/kind';

/** What the kinds are made from: the catalogs the composition root hands every route group (api/deps.ts). */
export type DocumentCatalogs = Pick<AppDeps, 'pages' | 'navigation' | 'contactDetails' | 'projects' | 'media'>;

/**
 * The one list of document kinds on the server: the routes, the scheduler,
 * relinks (a move or a delete publishing what it changed) and review all
 * take their kinds from here. A new kind adds its spec here, its routes
 * below, its facts in contracts/document-kinds.ts and its admin adapter in
 * admin/data/document-kinds.ts; the core does the rest.
 */
export function documentKinds(c: DocumentCatalogs) {
  if (!c.pages || !c.navigation || !c.projects)
    throw new Error(
      'The document kinds need the site pages, navigation and projects (AppDeps.pages, .navigation, .projects) from the composition root',
    );
  return {
    page: pageKind(c.pages),
    navigation: navigationKind(c.navigation),
    contact: contactKind(c.contactDetails),
    picture: pictureKind(c.media),
    project: projectKind(c.projects),
  } satisfies Record<DocumentKind, AnyKindSpec>;
}

export type DocumentKinds = ReturnType<typeof documentKinds>;

/**
 * The routes of the kinds of one document each, at /api/admin/<its name>.
 * Pages mount theirs with the page list, moves and the trash (api/pages/routes.ts); projects with
 * their list and trash (api/projects/routes.ts).
 */
export const singleDocumentRoutes = (kinds: DocumentKinds) =>
  apiRouter<AdminEnv>()
    .route('/navigation', documentRoutes(kinds.navigation))
    .route('/contact', contactDocumentRoutes(kinds.contact))
    .route('/picture', documentRoutes(kinds.picture));

/** The kinds' own database migrations (moving a kind's older store into the core), run with the site's. */
export const documentKindMigrations = { ...contactDetailsMigrations };
