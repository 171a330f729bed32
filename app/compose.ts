import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { createApp } from './http-host';
import { ensureFirstAdmin } from '../api/auth/first-admin';
import { DEFAULT_UPLOAD_LIMITS, type AppConfig } from '../api/config';
import { createContactDetailsRepo } from '../api/contact/details';
import { createContactSpool } from '../api/contact/spool';
import { createLogger, type Logger } from '../api/logging';
import { apiRoutes } from '../api/modules';
import { describeSmtp } from '../api/notifications/config';
import { createNotifications, type NotificationsOptions } from '../api/notifications/service';
import type { SiteAssets } from '../engine/server/assets';
import type { SiteData } from '../engine/context';
import { contactFormAnchor } from '../blocks/contact-form/anchor';
import { buildManifest, type ManifestSource } from '../media/manifest';
import { adoptSlotFiles } from '../media/adopt-slot-files';
import { loadAssets } from '../media/assets';
import { loadMediaRecords } from '../media/records';
import { createMediaStore } from '../media/store';
import { createVideoPipeline, type VideoPipelineOptions } from '../media/video/pipeline';
import { videoTools, type VideoTools } from '../media/video/tools';
import { DEFAULT_VIDEO_LIMITS } from '../media/video/limits';
import { openBlobStore } from './blob-store';
import { removeQuietly } from '../media/storage';
import { contactDefaults } from '../site-config/company';
import { loadSiteContent, siteMediaManifest, type SiteContent } from './content';
import { composeSite } from './compose-site';
import { createSitePages } from './live/site-pages';
import { createSiteNavigation } from './live/site-navigation';
import { declareDocumentVersions } from './document-versions';
import { upgradeOnStart } from '../api/documents/schema-versions';
import { openSiteDatabase } from './database';
import { redirectMap } from '../api/redirects/store';
import { createDocumentScheduler } from '../api/documents/scheduler';
import { pageKind } from '../api/pages/kind';
import { navigationKind } from '../api/navigation/routes';
import { createChangeFollower } from '../platform/change-follower';
import { feedHead } from '../platform/change-feed';
import { applyChanges } from './live/apply-changes';
import { affectedAddresses, type Affected } from './live/affected-addresses';
import { createStaticMirror } from './live/static-mirror';
import { bucketSink } from './live/mirror-sinks';

export interface ComposeOptions {
  config: AppConfig;
  assets: SiteAssets;
  /** dist/client, for /assets; omitted in development (Vite serves them). */
  clientDir?: string;
  dev?: boolean;
  log?: (line: string) => void;
  root?: string;
  /** More page folders (test fixtures). */
  extraPageDirs?: string[];
  /** The site's content already loaded and validated (test apps share one copy); `root` and `extraPageDirs` are then unused. */
  content?: SiteContent;
  /** Upload targets from these pages instead of the site's (media tests use a small fixture). */
  manifestPages?: ManifestSource[];
  /** How often to read the change feed for content changed by another instance (default 500 ms). */
  contentPollMs?: number;
  /** /api/ready fails once an unapplied change is older than this (default 30 s). */
  changeLagLimitMs?: number;
  /** How often scheduled publishes are looked for (default 15 s). */
  schedulePollMs?: number;
  /** Request logs (default: JSON lines on stdout, readable lines in development). */
  logger?: Logger;
  /** ffmpeg and ffprobe (default: FFMPEG_PATH/FFPROBE_PATH or the npm packages; tests pass none to serve uploads as they came). */
  videoTools?: VideoTools;
  /** The video worker's interval and lease (tests shorten them). */
  video?: Pick<VideoPipelineOptions, 'intervalMs' | 'leaseMs' | 'paused' | 'limits' | 'atCommit'>;
  /** The outbox worker's clock, interval and lease (tests shorten them). */
  outbox?: Pick<NotificationsOptions, 'now' | 'intervalMs' | 'leaseMs' | 'owner'>;
  /** How often the contact spool tries the database while it holds messages (tests shorten it). */
  contactSpoolRetryMs?: number;
  /** Runs once everything is loaded, just before the instance follows the change feed (tests commit a change here). */
  afterLoads?: () => Promise<void>;
}

/**
 * The composition root: the one place that wires content, blocks, media and
 * the API into a running app, for production (app/server.ts), development
 * (scripts/dev.ts) and every test (tests/support/).
 *
 * The whole server: opens and migrates the database, creates the first admin,
 * loads and validates every page, and builds the one Hono app that serves
 * pages, assets, uploads and the API.
 */
export async function composeServer(opts: ComposeOptions) {
  const { config } = opts;
  const log = opts.log ?? console.log;
  const database = await openSiteDatabase(config);
  const { db } = database;
  // Stored documents written under earlier block or document versions are rewritten at this code's (once, whichever instance starts first).
  declareDocumentVersions();
  const upgraded = await upgradeOnStart(db);
  if (upgraded) log(`Stored documents: ${upgraded} brought to this release's block versions.`);
  await ensureFirstAdmin(db, config.adminPassword, log);
  // Taken before anything is loaded: a change committed while this instance loads is above it, so it is applied.
  const startPosition = await feedHead(db);
  const contactDetails = createContactDetailsRepo(db, contactDefaults);
  await contactDetails.load();
  const media = createMediaStore({ root: join(config.dataDir, 'uploads'), blobs: await openBlobStore(config) });
  mkdirSync(media.tmpDir, { recursive: true });
  const content = opts.content ?? (await loadSiteContent({ extraDirs: opts.extraPageDirs, root: opts.root }));
  // The page files with the edits staff published over them, and the pages they made.
  const sitePages = createSitePages(content, db, log);
  await sitePages.reloadAll();
  // The header and footer: the navigation staff published, or the seed's.
  const navigation = createSiteNavigation(db, log);
  await navigation.reload();
  // Upload targets come from the live pages (a published edit may use new media slots).
  const setManifest = () =>
    media.setManifest(
      opts.manifestPages
        ? buildManifest(opts.manifestPages)
        : siteMediaManifest({ ...content, pages: sitePages.pages() }),
    );
  setManifest();
  await loadMediaRecords(db, media);
  // Files uploaded before the media library existed become library files (once; nothing is moved or lost).
  const adopted = await adoptSlotFiles(db, media, log);
  if (adopted) log(`Media library: ${adopted} earlier upload${adopted === 1 ? '' : 's'} added to the library.`);
  await loadAssets(db, media);
  // Uploads cut off by a crash leave temp files only, cleared here.
  await removeQuietly(media.tmpDir);
  // What this or another instance changed (the change feed): reload just that, and never skip a change whose reload failed.
  const redirects = { map: await redirectMap(db) };
  /** The public addresses a change touched: the HTML cache drops just those (bound once the site exists). */
  let touched = (_: Affected) => {};
  const changes = createChangeFollower(db, {
    intervalMs: opts.contentPollMs,
    log,
    ...applyChanges({
      db,
      media,
      sitePages,
      navigation,
      contactDetails,
      redirects,
      setManifest,
      touched: (affected) => touched(affected),
    }),
  });
  // Every instance runs a video worker; the job's lease in the database says which one transcodes what.
  const videos = createVideoPipeline({
    db,
    store: media,
    tools: opts.videoTools ?? videoTools(),
    log,
    limits: { ...DEFAULT_VIDEO_LIMITS, maxSeconds: (config.limits ?? DEFAULT_UPLOAD_LIMITS).videoMaxSeconds },
    ...opts.video,
  });
  media.video = videos;
  videos.start();
  if (!videos.enabled)
    log(
      `Videos are stored as uploaded, without transcoding or posters: missing ${videos.tools.missing.join(' and ')}.`,
    );
  const site = composeSite({
    content,
    pages: sitePages.pages,
    siteUrl: config.siteUrl,
    trustProxy: config.trustProxy,
    assets: opts.assets,
    contact: () => contactDetails.get(),
    media: media.resolve,
    cache: !opts.dev,
    recompressIdleMs: config.pageRecompressIdleMs,
    movedAddress: (path) => redirects.map.get(path),
    shell: navigation.shell,
  });
  touched = (affected) => site.invalidate(affected);
  // Media forgotten here without a change of the feed (a video's transcode done): the pages that show it.
  media.onInvalidate = (slot) =>
    site.invalidate(
      slot
        ? affectedAddresses(
            { kind: 'media-record', key: slot },
            { pages: sitePages.pages(), shell: navigation.shell() },
          )
        : 'all',
    );
  await opts.afterLoads?.();
  await changes.start(startPosition);
  // One instance at a time keeps the static mirror that nginx serves first (app/live/static-mirror.ts).
  const mirrorBucket = config.s3 && config.mirrorPrefix ? bucketSink(config.s3, config.mirrorPrefix) : undefined;
  const mirror =
    config.mirrorDir || mirrorBucket
      ? createStaticMirror({
          db,
          dir: config.mirrorDir,
          sinks: mirrorBucket ? [mirrorBucket] : [],
          owner: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
          request: (path) => Promise.resolve(site.app.request(`${config.siteUrl}${path}`)),
          pages: sitePages.pages,
          shell: navigation.shell,
          redirects: () => redirects.map,
          contact: () => contactDetails.get(),
          caughtUp: async (to) => {
            await changes.catchUp();
            const s = changes.status();
            if (s.position < to || s.pending)
              throw new Error(`this instance has not shown every change up to ${to} yet (${s.pending} waiting)`);
          },
          intervalMs: opts.contentPollMs,
          log,
        })
      : undefined;
  mirror?.start();
  // The outbox worker runs in every instance; the lease lets exactly one of them send each message.
  const notifications = createNotifications({ db, config, ...opts.outbox });
  notifications.start();
  // Contact messages that arrived while the database was down (here or before a restart) go to the inbox.
  const contactSpool = createContactSpool({
    dir: join(config.dataDir, 'contact-spool'),
    db,
    notify: () => (notifications.enabled ? notifications.messageId : null),
    onStored: () => notifications.kick(),
    log,
    retryMs: opts.contactSpoolRetryMs,
  });
  contactSpool.start();
  const smtp = describeSmtp(config.mail?.smtpUrl ?? null);
  log(
    smtp
      ? `E-mail notifications of new inquiries and of reviews go out through ${smtp}.`
      : 'E-mail notifications are off: SMTP_URL is not set (see the README, "E-mail notifications").',
  );
  const pages = sitePages.catalog(
    (page) => site.renderSitePage({ page, canonicalPath: page.path, requestedPath: page.path }),
    (url) => media.hasAsset(url),
  );
  const navigationCatalog = navigation.catalog(sitePages.pages, (page, shell) =>
    site.renderSitePage({ page, canonicalPath: page.path, requestedPath: page.path }, {}, undefined, shell),
  );
  // Every instance looks for due scheduled publishes, of pages and of the navigation; a lease decides which one publishes each.
  const scheduler = createDocumentScheduler({
    db,
    kinds: { page: pageKind(pages), navigation: navigationKind(navigationCatalog) },
    intervalMs: opts.schedulePollMs,
    log,
    onPublished: () => changes.catchUp(),
    mailer: notifications.reviewMailer,
    onMailQueued: () => notifications.kick(),
  });
  scheduler.start();
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
    db,
    contactFormPage,
    media,
    config,
    contactDetails,
    changes,
    mirror,
    changeLagLimitMs: opts.changeLagLimitMs,
    notifications,
    pages,
    navigation: navigationCatalog,
    contactSpool,
    isPublicPage: (path: string) => !!site.siteRoutes.match(path),
    documentProblems: () => [...navigation.problems(), ...sitePages.problems()],
  };
  const logger = opts.logger ?? createLogger({ dev: opts.dev });
  const app = createApp({
    ...deps,
    clientDir: opts.clientDir,
    site: site.app,
    modules: [apiRoutes],
    dev: opts.dev,
    logger,
  });
  return {
    app,
    deps,
    logger,
    site,
    /** The video worker (tests drain it by hand). */
    videos,
    /** The scheduler of this instance (tests run a pass at a later clock). */
    scheduler,
    /** The static mirror's consumer, when MIRROR_DIR is not off (tests run a pass by hand). */
    mirror,
    /** The pages served now: page files with published edits, and pages made in the admin. */
    get pages() {
      return sitePages.pages();
    },
    async close() {
      await scheduler.stop();
      await videos.stop();
      await contactSpool.stop();
      await notifications.stop();
      changes.stop();
      await mirror?.stop();
      await database.close().catch(() => {});
    },
  };
}

export type ComposedServer = Awaited<ReturnType<typeof composeServer>>;
