import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline as pipe } from 'node:stream/promises';
import { updateMediaFile, toSlotRecord, type MediaDatabaseHandle } from '../records';
import { posterSlotOf, smallVideoSlotOf } from '../folders';
import type { MediaStore } from '../store';
import { createPoller } from '../../platform/poller';
import { tempFiles, withSlotLock } from '../storage';
import { commitVariants, prepareImage } from '../variants';
import { ToolError, withoutPaths } from './ffmpeg';
import {
  claimVideoJob,
  failVideoJob,
  finishVideoJob,
  getVideoJob,
  listVideoJobs,
  queueRenditions,
  releaseVideoJob,
  renewVideoLease,
  type VideoJob,
} from './jobs';
import { DEFAULT_VIDEO_LIMITS, checkVideoLimits, type VideoLimits } from './limits';
import { NotAVideoError, probeVideo } from './probe';
import type { VideoTools } from './tools';
import { extractPoster, makePhoneRendition, transcodeVideo } from './transcode';

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
  const now = opts.now ?? (() => new Date());
  const log = opts.log ?? ((line: string) => console.error(line));
  // Once stopped, a pipeline stays stopped (the app is closing).
  const stopping = new AbortController();

  /**
   * Stores a job's result under the slot's lock, if the job is still this
   * worker's and still the slot's newest upload: `stage` puts the slot's own
   * file in place before the commit point (the job row), `after` stores the
   * derived files once it is won. False when the result was dropped.
   */
  async function commitJob(
    job: VideoJob,
    signal: AbortSignal,
    steps: { stage?: () => Promise<{ undo(): Promise<void> } | undefined>; after: () => Promise<void> },
  ): Promise<boolean> {
    return withSlotLock(job.slot, async () => {
      // A newer upload or another worker took the slot while this one worked: its result is dropped.
      const current = await getVideoJob(db, job.slot);
      if (!current || current.sourceHash !== job.sourceHash || current.leaseOwner !== owner || signal.aborted)
        return false;
      await opts.atCommit?.(job);
      const staged = await steps.stage?.();
      if (!(await finishVideoJob(db, job, owner, now()))) {
        await staged?.undo();
        store.invalidate(job.slot);
        return false;
      }
      await steps.after();
      store.invalidate(job.slot);
      store.invalidate(posterSlotOf(job.slot));
      return true;
    });
  }

  /** An upload made web-ready: the 1080p file, the phones' rendition and the poster, committed together. */
  async function transcode(job: VideoJob, src: string, temps: ReturnType<typeof tempFiles>, signal: AbortSignal) {
    const temp = temps.next;
    const info = await probeVideo(tools.ffprobe!, src);
    // Checked at upload too; a job queued before a limit was lowered, or by an older version, meets it here.
    checkVideoLimits(info, limits);
    const out = await temp('video-web.mp4');
    const small = await temp('video-small.mp4');
    await transcodeVideo(tools.ffmpeg!, src, { web: out, small }, info, signal, limits);
    const web = await probeVideo(tools.ffprobe!, out);
    const posterJpeg = await temp('poster.jpg');
    await extractPoster(tools.ffmpeg!, out, posterJpeg, web.duration, signal, limits);
    const posterSlot = posterSlotOf(job.slot);
    const poster = await prepareImage(store, posterSlot, posterJpeg, 'jpeg', 'jpeg');
    temps.made.push(...poster.temps);
    const size = (await stat(out)).size;
    let staged: { confirm(): Promise<void>; undo(): Promise<void> } | undefined;
    const committed = await commitJob(job, signal, {
      // The slot lock holds only in this process. Another instance may store a newer upload to the slot at any
      // moment; it names its upload in the job row first. So the transcode is staged in the store, the job row is
      // the commit point (still this upload, still this worker), and a transcode that lost it removes its copy.
      stage: async () => {
        staged = store.blobs.stage ? await store.blobs.stage(store.key(job.slot), out, 'video/mp4') : undefined;
        if (!staged) await store.blobs.commit(store.key(job.slot), out, 'video/mp4');
        return staged;
      },
      after: async () => {
        await staged?.confirm();
        await store.blobs.commit(store.key(smallVideoSlotOf(job.slot)), small, 'video/mp4');
        await commitVariants(store, posterSlot, poster.variants);
        await store.blobs.commit(store.key(posterSlot), poster.file, 'image/jpeg');
        const rec = await updateMediaFile(db, job.slot, { size, width: web.width, height: web.height });
        if (rec) store.setRecord(job.slot, toSlotRecord(rec));
      },
    });
    if (committed) {
      await opts.onChange?.();
      log(`video ${job.slot}: web-ready (${web.width}×${web.height}, ${(size / 1048576).toFixed(1)} MB)`);
    }
  }

  /** A web-ready video from before phone renditions: the rendition alone, made from the stored web-ready file. */
  async function addRendition(job: VideoJob, src: string, temps: ReturnType<typeof tempFiles>, signal: AbortSignal) {
    const web = await probeVideo(tools.ffprobe!, src);
    const size = (await stat(src)).size;
    const small = await temps.next('video-small.mp4');
    await makePhoneRendition(tools.ffmpeg!, src, small, web, signal, limits);
    const committed = await commitJob(job, signal, {
      after: async () => {
        await store.blobs.commit(store.key(smallVideoSlotOf(job.slot)), small, 'video/mp4');
        // Nothing of the record changes; saving it again tells every instance to read the slot's files again.
        const rec = await updateMediaFile(db, job.slot, { size, width: web.width, height: web.height });
        if (rec) store.setRecord(job.slot, toSlotRecord(rec));
      },
    });
    if (committed) {
      await opts.onChange?.();
      log(`video ${job.slot}: phone rendition added`);
    }
  }

  async function work(job: VideoJob, signal: AbortSignal) {
    const temps = tempFiles(store.tmpDir);
    try {
      const src = await temps.next('video-source.mp4');
      const found = await store.blobs.read(store.key(job.slot));
      if (!found) throw new NotAVideoError('The uploaded file is no longer stored; upload it again.');
      await pipe(found.body, createWriteStream(src), { signal });
      if (job.task === 'rendition') await addRendition(job, src, temps, signal);
      else await transcode(job, src, temps, signal);
    } finally {
      await temps.clear();
    }
  }

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
        const reason = bound
          ? `Processing stopped: ${err.message}. The file may be damaged or made to overload the server; export it again and upload that.`
          : err instanceof NotAVideoError || err instanceof ToolError
            ? err.message
            : `The video could not be processed: ${withoutPaths((err as Error).message)}`;
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
