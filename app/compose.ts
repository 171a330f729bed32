import type { AppConfig } from '../api/config';
import type { SiteAssets } from '../engine/server/assets';
import { documentCatalogs } from './start/document-catalogs';
import { followChanges } from './start/follow-changes';
import { loadContent, publicSite, type LoadContentOptions } from './start/load-content';
import { mountHost, type HostOptions } from './start/mount-host';
import { openData } from './start/open-data';
import { startWorkers, type WorkerOptions } from './start/start-workers';

export interface ComposeOptions
  extends WorkerOptions,
    HostOptions,
    Pick<LoadContentOptions, 'root' | 'extraPageDirs' | 'content' | 'manifestPages'> {
  config: AppConfig;
  assets: SiteAssets;
  log?: (line: string) => void;
  /** Runs once everything is loaded, just before the instance follows the change feed (tests commit a change here). */
  afterLoads?: () => Promise<void>;
}

/**
 * The composition root: the one place that wires content, blocks, media and
 * the API into a running app, for production (app/server.ts), development
 * (scripts/dev.ts) and every test (tests/support/). Its steps live in
 * app/start/, in the order they run: open the data, load the content, follow
 * the changes, start the workers, mount the host.
 */
export async function composeServer(opts: ComposeOptions) {
  const { config } = opts;
  const log = opts.log ?? console.log;
  const data = await openData(config, { log });
  // A start that fails after the database opened (it went away meanwhile) leaves nothing open: a waiting start tries again.
  return withDataClosedOnFailure(data, async () => {
    const live = await loadContent(data, {
      log,
      root: opts.root,
      extraPageDirs: opts.extraPageDirs,
      content: opts.content,
      manifestPages: opts.manifestPages,
    });
    const site = publicSite(data, live, {
      siteUrl: config.siteUrl,
      trustProxy: config.trustProxy,
      assets: opts.assets,
      cache: !opts.dev,
      recompressIdleMs: config.pageRecompressIdleMs,
    });
    const changes = followChanges(data, live, site, { intervalMs: opts.contentPollMs, log });
    await opts.afterLoads?.();
    await changes.start(data.startPosition);
    const catalogs = documentCatalogs(data, live, site);
    const workers = startWorkers({ data, live, site, changes, catalogs, log }, opts);
    data.clock.start();
    const { app, deps, logger } = mountHost({ data, live, site, changes, catalogs, workers }, opts);
    return {
      app,
      deps,
      logger,
      site,
      /** The video worker (tests drain it by hand). */
      videos: workers.videos,
      /** The scheduler of this instance (tests run a pass at a later clock). */
      scheduler: workers.scheduler,
      /** The static mirror's consumer, when MIRROR_DIR is not off (tests run a pass by hand). */
      mirror: workers.mirror,
      /** The pages served now: page files with published edits, and pages made in the admin. */
      get pages() {
        return live.sitePages.pages();
      },
      async close() {
        data.clock.stop();
        await workers.scheduler.stop();
        await workers.videos.stop();
        await workers.contactSpool.stop();
        await workers.notifications.stop();
        changes.stop();
        await workers.mirror?.stop();
        await data.database.close().catch(() => {});
      },
    };
  });
}

async function withDataClosedOnFailure<T>(data: { database: { close(): Promise<void> } }, start: () => Promise<T>) {
  try {
    return await start();
  } catch (err) {
    await data.database.close().catch(() => {});
    throw err;
  }
}

export type ComposedServer = Awaited<ReturnType<typeof composeServer>>;

/**
 * The mode without workers, for one-off commands (the static export): the
 * public site as it is live, read once. No API, no change feed, no videos,
 * outbox, scheduler, spool or mirror, and nothing written to the database but
 * its migrations. The caller closes it.
 */
export async function composeWithoutWorkers(opts: {
  config: AppConfig;
  assets: SiteAssets;
  log?: (line: string) => void;
}) {
  const log = opts.log ?? (() => {});
  const data = await openData(opts.config, { log, readOnly: true });
  try {
    const live = await loadContent(data, { log, readOnly: true });
    const site = publicSite(data, live, { siteUrl: opts.config.siteUrl, assets: opts.assets, cache: false });
    return { data, live, site, close: () => data.database.close().catch(() => {}) };
  } catch (err) {
    await data.database.close().catch(() => {});
    throw err;
  }
}
