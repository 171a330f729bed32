import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { statfs } from 'node:fs/promises';
import { DEFAULT_UPLOAD_LIMITS, type AppConfig } from './config';
import type { ContactDetailsRepo } from './contact/details';
import type { ContactFormPage } from './contact/form-post';
import type { ContactSpool } from './contact/spool';
import type { ChangeFollower } from '../platform/change-follower';
import type { DB } from './db';
import type { NavigationCatalog } from './navigation/catalog';
import type { PageCatalog } from './pages/catalog';
import { createNotifications, type Notifications } from './notifications/service';
import { securityHeaders } from './security';
import { publicCors } from './cors';
import { diskFull, refuseControlCharacters, sizedJson } from './http';
import { requestLog, type Logger } from './logging';
import { sql } from 'kysely';
import { BUILTIN_ASSETS_DIR, type MediaStore } from '../media/store';
import { isDiskFull } from '../media/storage';
import { serveBlob } from './media/serve-uploads';
import { mountShareImages } from './media/share-image-route';
import { onlySiteMedia } from './media/upload-types';
import { staticFromMemory } from './static-memory';
import { getMediaRecord, toSlotRecord } from '../media/records';

export interface AppDeps {
  db: DB;
  media: MediaStore;
  config: AppConfig;
  contactDetails: ContactDetailsRepo;
  /**
   * This instance's reader of the change feed (platform/change-feed.ts): writes record their changes in
   * their own transactions; after a write the API lets this instance catch up before it answers.
   */
  changes: ChangeFollower;
  /** The page a no-script contact form post came from, rendered by the composition root (api/contact/form-post.ts). */
  contactFormPage?: ContactFormPage;
  /** /api/ready fails while this instance has had an unapplied change for longer than this (default 30 s). */
  changeLagLimitMs?: number;
  /** Inquiry e-mails: the outbox worker and its status. */
  notifications: Notifications;
  /** The site's pages as the page editor needs them (api/pages); the composition root hands them in. */
  pages?: PageCatalog;
  /** The seed navigation, its check and the renderer (api/navigation); the composition root hands them in. */
  navigation?: NavigationCatalog;
  /** Where contact messages wait while the database is down (api/contact/spool.ts); none: such a message fails. */
  contactSpool?: ContactSpool;
  /** Whether visitors see a live public page at an address now (the site's own routes); the composition root hands it in. */
  isPublicPage?: (path: string) => boolean;
}

export type AppEnv = { Variables: { deps: AppDeps } };

/** A piece of the app that mounts its own routes (API groups, the site). */
export type AppModule = (app: Hono<AppEnv>, deps: AppDeps) => void;

export interface CreateAppOptions extends Omit<AppDeps, 'notifications'> {
  /** The composition root passes its own (with the worker started); otherwise one that queues nothing is made. */
  notifications?: Notifications;
  /** Built client assets (dist/client), served under /assets with immutable caching. */
  clientDir?: string;
  /** Mounted last: the server-rendered site (pages, 404, sitemap, admin shell). */
  site?: Hono;
  /** Route groups added between the core API and the site. */
  modules?: AppModule[];
  dev?: boolean;
  /** Request and failure logs; without one, failures go to the console. */
  logger?: Logger;
}

/** JSON error body used by every API failure: { error, issues? }. */
export function apiError(
  status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503 | 507,
  error: string,
  extra: object = {},
) {
  return new Response(JSON.stringify({ error, ...extra }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** 'ok', or why this instance is not to be trusted with traffic: it has fallen behind the change feed. */
function changesApplied(deps: AppDeps): string {
  const status = deps.changes.status();
  const limit = deps.changeLagLimitMs ?? 30_000;
  if (status.behindMs <= limit) return 'ok';
  return `This instance has not shown a content change for ${Math.round(status.behindMs / 1000)} s (${status.failures} failed reloads); the server log says why.`;
}

/**
 * Whether DATA_DIR's disk has the room the server needs (MIN_FREE_DISK_MB):
 * the SQLite database, uploads on their way in and the contact spool all
 * live there, and a full disk makes every write fail.
 */
async function diskSpace(config: AppConfig): Promise<string> {
  const minMb = (config.limits ?? DEFAULT_UPLOAD_LIMITS).minFreeDiskMb;
  try {
    const fs = await statfs(config.dataDir);
    const freeMb = (fs.bavail * fs.bsize) / 1024 / 1024;
    if (freeMb >= minMb && fs.bavail > 0) return 'ok';
    return `The disk holding the site's data is full (${freeMb.toFixed(1)} MB free, less than the ${minMb} MB the server keeps in reserve); free some space or grow the disk.`;
  } catch (err) {
    console.error('readiness: the disk check failed:', err);
    return "The disk holding the site's data cannot be checked; the server log says why.";
  }
}

/**
 * The whole server as one Hono app: security headers, compression, static
 * assets, uploads, the API and the site. A factory over its dependencies, so
 * tests build one on a temporary database.
 */
export function createApp(opts: CreateAppOptions) {
  const deps: AppDeps = {
    db: opts.db,
    media: opts.media,
    config: opts.config,
    contactDetails: opts.contactDetails,
    changes: opts.changes,
    changeLagLimitMs: opts.changeLagLimitMs,
    contactFormPage: opts.contactFormPage,
    notifications: opts.notifications ?? createNotifications({ db: opts.db, config: { siteUrl: opts.config.siteUrl } }),
    pages: opts.pages,
    navigation: opts.navigation,
    contactSpool: opts.contactSpool,
    isPublicPage: opts.isPublicPage,
  };
  const app = new Hono<AppEnv>();

  if (opts.logger) app.use('*', requestLog(opts.logger));
  app.use('*', securityHeaders({ dev: opts.dev, hsts: new URL(opts.config.siteUrl).protocol === 'https:' }));
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('*', compress());

  app.onError((err, c) => {
    // An ApiError carries its whole answer (issues too); a bare HTTPException only its message.
    if (err instanceof HTTPException) return err.res ?? c.json({ error: err.message || 'Request failed' }, err.status);
    if (isDiskFull(err)) return diskFull(c, err);
    if (opts.logger)
      opts.logger.error(
        { reqId: c.get('reqId' as never), method: c.req.method, path: c.req.path, err },
        'request failed',
      );
    else console.error(`${c.req.method} ${c.req.path} failed:`, err);
    return c.json({ error: 'Something went wrong on our side. Please try again.' }, 500);
  });

  // Liveness: the process answers. Readiness: the database and the media store answer too,
  // so a load balancer sends traffic only to instances that can serve it.
  app.get('/api/health', (c) => sizedJson(c, { ok: true }));
  app.get('/api/ready', async (c) => {
    // The answer is public: it says which part fails in words; the error itself (paths, hosts) goes to the log.
    const check = async (name: string, part: () => Promise<unknown>) => {
      try {
        await part();
        return 'ok';
      } catch (err) {
        if (opts.logger) opts.logger.error({ err, part: name }, 'readiness check failed');
        else console.error(`readiness: the ${name} check failed:`, err);
        return `The ${name} cannot be used; the server log says why.`;
      }
    };
    const [database, media, disk] = await Promise.all([
      check('database', () => sql`select 1`.execute(deps.db)),
      check('media store', () => deps.media.blobs.check()),
      diskSpace(deps.config),
    ]);
    const feed = changesApplied(deps);
    const ok = database === 'ok' && media === 'ok' && feed === 'ok' && disk === 'ok';
    c.header('Cache-Control', 'no-store');
    return c.json({ ok, database, media, changes: feed, disk }, ok ? 200 : 503);
  });

  // A staff write has committed its change to the feed: let this instance apply it before answering, so
  // the next page it serves shows it. Bounded, and never an error: the write stands whatever the reload does.
  app.use('/api/admin/*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') await deps.changes.catchUp();
  });

  app.use('/api/*', refuseControlCharacters);

  const cors = publicCors(() => deps.config.siteUrl);
  app.use('/api/contact', cors);
  app.use('/api/contact-details', cors);

  for (const mod of opts.modules ?? []) mod(app, deps);

  app.all('/api/*', (c) => c.json({ error: `No API endpoint ${c.req.method} ${c.req.path}` }, 404));

  if (opts.clientDir) {
    app.use(
      '/assets/*',
      async (c, next) => {
        await next();
        if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
      },
      // The built assets are few and small: answered from memory, with serveStatic's headers.
      staticFromMemory({ root: opts.clientDir }),
      serveStatic({ root: opts.clientDir, precompressed: true }),
    );
  }
  app.get('/favicon.svg', serveStatic({ root: BUILTIN_ASSETS_DIR, path: 'favicon.svg' }));
  // A named slot answers with the library file it names (served in place: the slot can name another file tomorrow).
  const fromFolder = serveStatic({
    root: opts.media.root,
    rewriteRequestPath: (p) => `/${opts.media.storedKey(p.replace(/^\/uploads\//, ''))}`,
  });
  const serveStored = async (c: Context): Promise<Response | undefined> => {
    if (opts.media.blobs.kind !== 's3') return (await fromFolder(c, async () => {})) ?? undefined;
    const res = await serveBlob(c, opts.media.blobs, opts.media.storedKey);
    return res.status === 404 ? undefined : res;
  };
  const notFound = (c: Context) => c.json({ error: `No file at ${c.req.path}` }, 404);
  /** Reads the slot's record from the database; true when it names a file this instance did not know of. */
  const learnSlot = async (url: string) => {
    const rec = await getMediaRecord(opts.db, url).catch(() => undefined);
    if (!rec?.assetUrl || opts.media.getRecord(url)?.assetUrl === rec.assetUrl) return false;
    opts.media.setRecord(url, toSlotRecord(rec));
    return true;
  };
  app.use('/uploads/*', onlySiteMedia);
  app.get('/uploads/placeholder.jpg', async (c, next) => {
    c.header('Cache-Control', 'public, max-age=86400');
    return serveStatic({ root: BUILTIN_ASSETS_DIR, path: 'placeholder.jpg' })(c, next);
  });
  app.get(
    '/uploads/*',
    async (c, next) => {
      await next();
      if (c.res.status === 200 || c.res.status === 206) {
        c.header('Cache-Control', c.req.query('v') ? 'public, max-age=31536000, immutable' : 'no-cache');
      }
    },
    async (c) => {
      const found = await serveStored(c);
      if (found) return found;
      // Not known here yet: another instance may have pointed this slot at a file a moment ago, before this one's
      // content poll. The database is the shared truth; asked only on a miss, so a 404 is never one a CDN keeps wrongly.
      if (await learnSlot(c.req.path)) return (await serveStored(c)) ?? notFound(c);
      return notFound(c);
    },
  );
  app.get('/uploads/*', (c) => c.json({ error: `No file at ${c.req.path}` }, 404));
  mountShareImages(app, opts.media);

  if (opts.site) app.route('/', opts.site);
  return app;
}
