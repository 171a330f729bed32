import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_UPLOAD_LIMITS } from '../../api/config';
import { createContactSpool } from '../../api/contact/spool';
import { createDocumentScheduler } from '../../api/documents/scheduler';
import { describeSmtp } from '../../api/notifications/config';
import { createNotifications, type NotificationsOptions } from '../../api/notifications/service';
import { documentKinds } from '../../api/document-kinds';
import { DEFAULT_VIDEO_LIMITS } from '../../media/video/limits';
import { createVideoPipeline, type VideoPipelineOptions } from '../../media/video/pipeline';
import { videoTools, type VideoTools } from '../../media/video/tools';
import { NotReadyYet } from '../../platform/feed-consumer';
import { bucketSink } from '../live/mirror-sinks';
import { createStaticMirror } from '../live/static-mirror';
import type { DocumentCatalogs } from './document-catalogs';
import type { FollowedChanges } from './follow-changes';
import type { LoadedContent, PublicSite } from './load-content';
import type { OpenedData } from './open-data';

export interface WorkerOptions {
  /** How often to read the change feed for content changed by another instance, here and in the mirror (default 500 ms). */
  contentPollMs?: number;
  /** How often scheduled publishes are looked for (default 15 s). */
  schedulePollMs?: number;
  /** ffmpeg and ffprobe (default: FFMPEG_PATH/FFPROBE_PATH or the npm packages; tests pass none to serve uploads as they came). */
  videoTools?: VideoTools;
  /** The video worker's interval and lease (tests shorten them). */
  video?: Pick<VideoPipelineOptions, 'intervalMs' | 'leaseMs' | 'paused' | 'limits' | 'atCommit'>;
  /** The outbox worker's clock, interval and lease (tests shorten them). */
  outbox?: Pick<NotificationsOptions, 'now' | 'intervalMs' | 'leaseMs' | 'owner'>;
  /** How often the contact spool tries the database while it holds messages (tests shorten it). */
  contactSpoolRetryMs?: number;
}

interface Started {
  data: OpenedData;
  live: LoadedContent;
  site: PublicSite;
  changes: FollowedChanges;
  catalogs: DocumentCatalogs;
  log: (line: string) => void;
}

/** Every instance runs a video worker; the job's lease in the database says which one transcodes what. */
function startVideos({ data, log }: Started, opts: WorkerOptions) {
  const videos = createVideoPipeline({
    db: data.db,
    store: data.media,
    tools: opts.videoTools ?? videoTools(),
    log,
    limits: { ...DEFAULT_VIDEO_LIMITS, maxSeconds: (data.config.limits ?? DEFAULT_UPLOAD_LIMITS).videoMaxSeconds },
    ...opts.video,
  });
  data.media.video = videos;
  videos.start();
  if (!videos.enabled)
    log(
      `Videos are stored as uploaded, without transcoding or posters: missing ${videos.tools.missing.join(' and ')}.`,
    );
  return videos;
}

/** One instance at a time keeps the static mirror that nginx serves first (app/live/static-mirror.ts); none without MIRROR_DIR or a bucket. */
function startMirror({ data, live, site, changes, log }: Started, opts: WorkerOptions) {
  const { config } = data;
  const mirrorBucket = config.s3 && config.mirrorPrefix ? bucketSink(config.s3, config.mirrorPrefix) : undefined;
  if (!config.mirrorDir && !mirrorBucket) return undefined;
  const mirror = createStaticMirror({
    db: data.db,
    dir: config.mirrorDir,
    sinks: mirrorBucket ? [mirrorBucket] : [],
    owner: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    request: (path) => Promise.resolve(site.app.request(`${config.siteUrl}${path}`)),
    pages: live.sitePages.pages,
    shell: live.navigation.shell,
    redirects: () => live.redirects.map,
    contact: () => data.contactDetails.get(),
    // The mirror writes a change only once this instance shows it, or it would copy the page as it was.
    caughtUp: async (to) => {
      await changes.catchUp();
      const s = changes.status();
      if (s.position < to || s.pending)
        throw new NotReadyYet(`this instance has not shown every change up to ${to} yet (${s.pending} waiting)`);
    },
    intervalMs: opts.contentPollMs,
    leaseMs: config.mirrorLeaseMs,
    log,
  });
  mirror.start();
  return mirror;
}

/** The outbox (mail) and the contact spool: messages the site took in reach staff even when the database or SMTP was down. */
function startMessaging({ data, log }: Started, opts: WorkerOptions) {
  const { db, config } = data;
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
  return { notifications, contactSpool };
}

/**
 * Step four: the background work of a running instance (videos, the static
 * mirror, mail, the contact spool, scheduled publishes). One-off commands
 * never reach this step (composeWithoutWorkers in app/compose.ts).
 */
export function startWorkers(started: Started, opts: WorkerOptions) {
  const videos = startVideos(started, opts);
  const mirror = startMirror(started, opts);
  const { notifications, contactSpool } = startMessaging(started, opts);
  // Every instance looks for due scheduled publishes, of pages and of the navigation; a lease decides which one publishes each.
  const scheduler = createDocumentScheduler({
    db: started.data.db,
    kinds: documentKinds({
      pages: started.catalogs.pages,
      navigation: started.catalogs.navigation,
      projects: started.catalogs.projects,
      contactDetails: started.data.contactDetails,
      media: started.data.media,
    }),
    intervalMs: opts.schedulePollMs,
    log: started.log,
    onPublished: () => started.changes.catchUp(),
    mailer: notifications.reviewMailer,
    onMailQueued: () => notifications.kick(),
  });
  scheduler.start();
  return { videos, mirror, notifications, contactSpool, scheduler };
}

export type StartedWorkers = ReturnType<typeof startWorkers>;
