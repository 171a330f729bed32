import { join } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../api/deps';
import { createLiveContactDetails } from '../api/contact/details';
import { contactRoutes } from '../api/contact/routes';
import { createContactSpool } from '../api/contact/spool';
import { notYetOpenDatabase } from '../api/db/not-yet-open';
import { createLogger } from '../api/logging';
import { createMediaStore } from '../media/store';
import type { ChangeFollower } from '../platform/change-follower';
import { contactDefaults } from '../site-config/company';
import { openBlobStore } from './blob-store';
import { composeServer, type ComposedServer, type ComposeOptions } from './compose';
import { composeSite } from './compose-site';
import { loadSiteContent, siteMediaManifest, type SiteContent } from './content';
import { DatabaseUnreachable } from './database';
import { createApp } from './http-host';

/** Tries again after 1 s, doubling to at most this long: an outage of hours costs a connection attempt a half-minute. */
const MAX_RETRY_MS = 30_000;

/** Follows nothing: there is no feed to read until the database is open. */
const followingNothing: ChangeFollower = {
  value: 0,
  catchUp: async () => {},
  status: () => ({ position: 0, applied: 0, pending: 0, failures: 0, behindMs: 0 }),
  start: async () => {},
  stop: () => {},
};

/**
 * What an instance serves while PostgreSQL cannot be reached at start: the
 * page files as they are in this release (with the seed navigation and the
 * default contact details: the edits staff published live in the database),
 * the built assets and uploads on disk, and the contact form, whose messages
 * go to the spool on this instance's disk. /api/ready answers 503 naming the
 * database; the rest of the API answers 503.
 */
async function waitingHost(opts: ComposeOptions & { content: SiteContent }, reason: () => string) {
  const { config } = opts;
  const db = notYetOpenDatabase(reason);
  const media = createMediaStore({ root: join(config.dataDir, 'uploads'), blobs: await openBlobStore(config) });
  media.setManifest(siteMediaManifest(opts.content));
  const site = composeSite({
    content: opts.content,
    siteUrl: config.siteUrl,
    trustProxy: config.trustProxy,
    assets: opts.assets,
    contact: () => contactDefaults,
    media: media.resolve,
    cache: !opts.dev,
    recompressIdleMs: config.pageRecompressIdleMs,
  });
  // Not started: it only keeps messages; the instance's own spool, once the database is open, drains them.
  const contactSpool = createContactSpool({
    dir: join(config.dataDir, 'contact-spool'),
    db,
    notify: () => null,
    onStored: () => {},
    log: opts.log ?? console.log,
  });
  const unavailable = new Hono<AppEnv>()
    .route('/api/contact', contactRoutes)
    .all('/api/*', (c) =>
      c.json({ error: "The site's database cannot be reached just now; please try again in a few minutes." }, 503),
    );
  return createApp({
    db,
    media,
    config,
    contactDetails: createLiveContactDetails(db, contactDefaults),
    changes: followingNothing,
    contactSpool,
    isPublicPage: (path) => !!site.siteRoutes.match(path),
    clientDir: opts.clientDir,
    site: site.app,
    modules: [unavailable],
    dev: opts.dev,
    logger: opts.logger,
  });
}

/** A pause between tries that close() ends at once. */
function pauses() {
  let id: NodeJS.Timeout | undefined;
  let wake = () => {};
  return {
    pause: (ms: number) =>
      new Promise<void>((resolve) => {
        wake = resolve;
        id = setTimeout(resolve, ms);
      }),
    wake() {
      clearTimeout(id);
      wake();
    },
  };
}

/**
 * composeServer for a server start that must not die with the database: when
 * PostgreSQL cannot be reached, the instance serves the waiting host above and
 * tries again (1 s, doubling to 30 s) until it can; then it composes as usual
 * (the migrations first, then the content, the feed and the workers) and
 * serves that, with no restart. Anything else that stops a start (a wrong
 * password, a failing migration, a bad page file) still stops it.
 */
export async function composeWhenDatabaseReachable(opts: ComposeOptions) {
  const log = opts.log ?? console.log;
  const logger = opts.logger ?? createLogger({ dev: opts.dev });
  const content = opts.content ?? (await loadSiteContent({ extraDirs: opts.extraPageDirs, root: opts.root }));
  const full = { ...opts, log, logger, content };
  let first: unknown;
  try {
    const server = await composeServer(full);
    return { fetch: server.app.fetch, logger, started: Promise.resolve(server), close: () => server.close() };
  } catch (err) {
    if (!(err instanceof DatabaseUnreachable)) throw err;
    first = err;
  }
  let why = (first as Error).message;
  log(`${why}. Serving the page files and keeping contact messages until the database answers; trying again.`);
  const waiting = await waitingHost(full, () => why);
  // Requests the waiting host is still answering: a message it keeps after the swap is adopted once they end.
  let inFlight = 0;
  let idle = () => {};
  const waitingFetch = async (request: Request, env?: unknown) => {
    inFlight++;
    try {
      return await waiting.fetch(request, env);
    } finally {
      if (--inFlight === 0) idle();
    }
  };
  let current: (request: Request, env?: unknown) => Response | Promise<Response> = waitingFetch;
  let server: ComposedServer | undefined;
  let closing = false;
  const between = pauses();
  const started = (async () => {
    for (let delay = 1000; !closing; delay = Math.min(delay * 2, MAX_RETRY_MS)) {
      await between.pause(delay);
      if (closing) break;
      try {
        server = await composeServer(full);
      } catch (err) {
        // Still away, or something else now (a migration that fails): logged when it changes, and tried again.
        const now = (err as Error).message;
        if (now !== why) log(`Still waiting for the database: ${now}`);
        why = now;
        continue;
      }
      current = server.app.fetch;
      // Messages kept while waiting reach the inbox through the instance's own spool: those on disk now, and
      // any a request still under way on the waiting host keeps.
      const spool = server.deps.contactSpool;
      spool?.adopt();
      if (inFlight > 0) idle = () => spool?.adopt();
      log('The database answers: content loaded, following changes and running the workers.');
      return server;
    }
    return undefined;
  })();
  return {
    fetch: (request: Request, env?: unknown) => current(request, env),
    logger,
    /** The composed server once the database answered (undefined if closed before). */
    started,
    async close() {
      closing = true;
      between.wake();
      // A start under way finishes first, so what it opened is closed too.
      await started.catch(() => undefined);
      await server?.close();
    },
  };
}

export type ResilientServer = Awaited<ReturnType<typeof composeWhenDatabaseReachable>>;
