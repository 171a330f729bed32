import { randomUUID } from 'node:crypto';
import type { MediaDatabaseHandle } from '../records';
import { smallVideoSlotOf } from '../folders';
import type { MediaStore } from '../store';
import { createPoller } from '../../platform/poller';
import { ToolError, withoutPaths } from './ffmpeg';
import { createJobWork } from './job-work';
import {
  claimVideoJob,
  failVideoJob,
  listVideoJobs,
  queueRenditions,
  releaseVideoJob,
  renewVideoLease,
  type VideoJob,
} from './jobs';
import { DEFAULT_VIDEO_LIMITS, type VideoLimits } from './limits';
import { NotAVideoError } from './probe';
import type { VideoTools } from './tools';
import { dbDate } from '../../platform/database-clock';

export interface VideoPipelineOptions {
  db: MediaDatabaseHandle;
  store: MediaStore;
  tools: VideoTools;
  /** What an upload may be and how long its transcode may run (VIDEO_MAX_SECONDS sets the duration). */
  limits?: VideoLimits;
  /** Called after a transcode is committed (the app bumps its content version, so every instance re-renders). */
  onChange?: () => Promise<void>;
  /** How often to look for queued jobs besides kick() (another instance's uploads, retries). */
  intervalMs?: number;
  /** How long a claimed job stays ours without a renewal; renewed every third of it while ffmpeg runs. */
  leaseMs?: number;
  owner?: string;
  /** Only drain() runs jobs (tests that look at a video between its upload and its transcode). */
  paused?: boolean;
  now?: () => Date;
  log?: (line: string) => void;
  /** Called as a transcode is being stored, before its commit point (tests: another instance's upload lands here). */
  atCommit?: (job: VideoJob) => Promise<void>;
}

export interface VideoPipeline {
  readonly tools: VideoTools;
  readonly limits: VideoLimits;
  /** Whether uploads are probed and transcoded (both tools found). */
  readonly enabled: boolean;
  start(): void;
  /** Looks for work now (after an upload). */
  kick(): void;
  /** Runs jobs until none is due; resolves with how many were finished or failed (tests). */
  drain(): Promise<number>;
  /** Stops: a transcode in progress is killed and its job handed back untried. */
  stop(): Promise<void>;
}

/** What staff read on a failed job: the tool's message without server paths, and what to do about a bound hit. */
function failureReason(err: unknown): string {
  if (err instanceof ToolError && err.bound !== undefined)
    return `Processing stopped: ${err.message}. The file may be damaged or made to overload the server; export it again and upload that.`;
  if (err instanceof NotAVideoError || err instanceof ToolError) return err.message;
  return `The video could not be processed: ${withoutPaths((err as Error).message)}`;
}

/**
 * The background half of the video pipeline: takes queued jobs one at a time
 * (two cores; a transcode uses both), reads the upload from the media store,
 * transcodes it (media/video/transcode.ts) into the web-ready file and the
 * small rendition phones play, takes a poster frame through the image
 * pipeline (AVIF/WebP variants like any image), and commits all of it in one
 * step under the slot's lock. Until then the upload stays in service.
 * Every instance runs one; the job's lease in the database decides which
 * instance works on what, and a job whose worker died is taken again when
 * its lease runs out.
 */
export function createVideoPipeline(opts: VideoPipelineOptions): VideoPipeline {
  const { db, store, tools } = opts;
  const limits = opts.limits ?? DEFAULT_VIDEO_LIMITS;
  const enabled = Boolean(tools.ffmpeg && tools.ffprobe);
  const intervalMs = opts.intervalMs ?? 5_000;
  const leaseMs = opts.leaseMs ?? 60_000;
  const owner = opts.owner ?? `video-${randomUUID()}`;
  const now = opts.now ?? dbDate;
  const log = opts.log ?? ((line: string) => console.error(line));
  // Once stopped, a pipeline stays stopped (the app is closing).
  const stopping = new AbortController();

  const { work } = createJobWork({
    db,
    store,
    tools,
    limits,
    owner,
    now,
    log,
    onChange: opts.onChange,
    atCommit: opts.atCommit,
  });

  /**
   * Once per start: web-ready videos that have no phone rendition (made
   * before renditions existed) are queued for one.
   */
  let renditionsChecked = false;
  async function queueMissingRenditions() {
    if (renditionsChecked) return;
    renditionsChecked = true;
    const missing = (await listVideoJobs(db))
      .filter((j) => j.state === 'ready')
      .map((j) => j.slot)
      .filter((slot) => store.blobs.info(store.key(slot)) && !store.blobs.info(store.key(smallVideoSlotOf(slot))));
    const queued = await queueRenditions(db, missing, now());
    if (queued) log(`video pipeline: ${queued} web-ready videos queued for their phone rendition`);
  }

  async function runOne(): Promise<boolean> {
    if (!enabled || stopping.signal.aborted) return false;
    const job = await claimVideoJob(db, { owner, now: now(), leaseMs });
    if (!job) return false;
    const abort = new AbortController();
    const onStop = () => abort.abort();
    stopping.signal.addEventListener('abort', onStop, { once: true });
    const heartbeat = setInterval(
      () => {
        void renewVideoLease(db, job, { owner, now: now(), leaseMs })
          .then((ours) => {
            if (!ours) abort.abort();
          })
          .catch(() => {});
      },
      Math.max(250, leaseMs / 3),
    );
    heartbeat.unref();
    try {
      await work(job, abort.signal);
    } catch (err) {
      if (stopping.signal.aborted) {
        await releaseVideoJob(db, job, owner).catch(() => {});
      } else if (!abort.signal.aborted) {
        const bound = err instanceof ToolError && err.bound !== undefined;
        const reason = failureReason(err);
        // A file that cannot be read, or that hit its bound, would do the same again: it fails once, and the queue moves on.
        await failVideoJob(db, job, owner, reason, { now: now(), final: bound || err instanceof NotAVideoError });
        // Staff see the reason; the log keeps the tool's own words with the paths.
        const detail = err instanceof NotAVideoError || err instanceof ToolError ? err.detail : (err as Error).message;
        log(`video ${job.slot}: ${reason} (${detail})`);
      }
    } finally {
      clearInterval(heartbeat);
      stopping.signal.removeEventListener('abort', onStop);
    }
    return true;
  }

  // One pass: jobs until none is due.
  const poller = createPoller({
    name: 'video pipeline',
    intervalMs,
    log,
    pass: async () => {
      if (enabled) await queueMissingRenditions();
      let n = 0;
      while (await runOne()) n++;
      return n;
    },
  });

  return {
    tools,
    limits,
    enabled,
    start() {
      if (!enabled || opts.paused || stopping.signal.aborted) return;
      poller.start();
    },
    kick: () => poller.kick(),
    drain: () => poller.tick(),
    async stop() {
      stopping.abort();
      await poller.stop();
    },
  };
}
