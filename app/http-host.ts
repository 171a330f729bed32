import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { createApi, type ApiModule } from '../api/api';
import type { AppDeps, AppEnv } from '../api/deps';
import { databaseAway, diskFull } from '../api/http';
import { isDatabaseUnreachable } from '../platform/database-errors';
import { requestLogSteps, type Logger } from '../api/logging';
import { servedUploads } from '../api/media/uploads-route';
import { createNotifications, type Notifications } from '../api/notifications/service';
import { securityHeaderSteps } from '../api/security';
import { BUILTIN_ASSETS_DIR } from '../media/store';
import { isDiskFull } from '../media/storage';
import { staticFromMemory } from './static-memory';

export interface CreateAppOptions extends Omit<AppDeps, 'notifications'> {
  /** The composition root passes its own (with the worker started); otherwise one that queues nothing is made. */
  notifications?: Notifications;
  /** Built client assets (dist/client), served under /assets with immutable caching. */
  clientDir?: string;
  /** Mounted last: the server-rendered site (pages, 404, sitemap, admin shell). */
  site?: Hono;
  /** The API's feature modules (api/modules.ts), mounted in order between its guards and its 404. */
  modules?: ApiModule[];
  dev?: boolean;
  /** Request and failure logs; without one, failures go to the console. */
  logger?: Logger;
  /** Whether a picture is one a live page shares (app/live/shared-pictures.ts): /share-image/ serves only those. */
  isSharedPicture?: (slot: string) => boolean;
}

/** The answer to a failure no route group answered: its own for a client mistake, 507 for a full disk, else a logged 500. */
function failureAnswer(logger: Logger | undefined) {
  return (err: Error, c: Context) => {
    // An ApiError carries its whole answer (issues too); a bare HTTPException only its message.
    if (err instanceof HTTPException) return err.res ?? c.json({ error: err.message || 'Request failed' }, err.status);
    if (isDiskFull(err)) return diskFull(c, err);
    if (isDatabaseUnreachable(err)) return databaseAway(c, err);
    if (logger)
      logger.error({ reqId: c.get('reqId' as never), method: c.req.method, path: c.req.path, err }, 'request failed');
    else console.error(`${c.req.method} ${c.req.path} failed:`, err);
    return c.json({ error: 'Something went wrong on our side. Please try again.' }, 500);
  };
}

/** Built client assets (dist/client) under /assets, with immutable caching. */
function builtAssets(app: Hono<AppEnv>, clientDir: string) {
  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    },
    // The built assets are few and small: answered from memory, with serveStatic's headers.
    staticFromMemory({ root: clientDir }),
    serveStatic({ root: clientDir, precompressed: true }),
  );
}

/**
 * What every answer gets, in one middleware: the deps, the request log, the
 * security headers and compression, in that order before the route and the
 * reverse after it. One layer instead of four: each layer of Hono's chain is
 * two promises per request, and the API's smallest answer is measured against
 * a bare Hono route (npm run bench).
 */
function aroundEveryRoute(deps: AppDeps, opts: CreateAppOptions): MiddlewareHandler<AppEnv> {
  const log = opts.logger ? requestLogSteps(opts.logger) : undefined;
  const security = securityHeaderSteps({ dev: opts.dev, hsts: new URL(opts.config.siteUrl).protocol === 'https:' });
  const compressor = compress();
  const answered = async () => {};
  return async (c, next) => {
    c.set('deps', deps);
    const computing = security.ready();
    if (computing) await computing;
    const logged = log?.before(c);
    const secured = security.before(c);
    await next();
    // compress() compresses the answer it finds after its next(): here, the route's.
    await compressor(c, answered);
    security.after(c, secured);
    if (log && logged) log.after(c, logged);
  };
}

/**
 * The HTTP host: one Hono app with what every answer gets (the request log,
 * security headers, compression, the failure answer), then the API
 * (api/api.ts), the built assets and favicon, the uploads (api/media) and
 * last the server-rendered site. A factory over its dependencies, so tests
 * build one on a temporary database.
 */
export function createApp(opts: CreateAppOptions) {
  const deps: AppDeps = {
    db: opts.db,
    media: opts.media,
    config: opts.config,
    contactDetails: opts.contactDetails,
    changes: opts.changes,
    mirror: opts.mirror,
    changeLagLimitMs: opts.changeLagLimitMs,
    contactFormPage: opts.contactFormPage,
    notifications: opts.notifications ?? createNotifications({ db: opts.db, config: { siteUrl: opts.config.siteUrl } }),
    pages: opts.pages,
    navigation: opts.navigation,
    projects: opts.projects,
    contactSpool: opts.contactSpool,
    isPublicPage: opts.isPublicPage,
    documentProblems: opts.documentProblems,
  };
  const app = new Hono<AppEnv>();

  app.use('*', aroundEveryRoute(deps, opts));
  app.onError(failureAnswer(opts.logger));
  app.route('/', createApi(deps, opts.modules ?? [], opts.logger));

  if (opts.clientDir) builtAssets(app, opts.clientDir);
  app.get('/favicon.svg', serveStatic({ root: BUILTIN_ASSETS_DIR, path: 'favicon.svg' }));
  app.route('/', servedUploads(opts.media, opts.changes, opts.isSharedPicture));
  if (opts.site) app.route('/', opts.site);
  return app;
}
