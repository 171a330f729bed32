import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline as pipe } from 'node:stream/promises';
import { updateMediaFile, toSlotRecord, type MediaDatabaseHandle } from '../records';
import { posterSlotOf, smallVideoSlotOf } from '../folders';
import type { MediaStore } from '../store';
import { tempFiles, withSlotLock } from '../storage';
import { commitVariants, prepareImage } from '../variants';
import { finishVideoJob, getVideoJob, type VideoJob } from './jobs';
import { checkVideoLimits, type VideoLimits } from './limits';
import { NotAVideoError, probeVideo } from './probe';
import type { VideoTools } from './tools';
import { extractPoster, makePhoneRendition, transcodeVideo } from './transcode';

export interface JobWorkContext {
  db: MediaDatabaseHandle;
  store: MediaStore;
  tools: VideoTools;
  limits: VideoLimits;
  /** This worker's name in the job rows' leases. */
  owner: string;
  now: () => Date;
  log: (line: string) => void;
  onChange?: () => Promise<void>;
  atCommit?: (job: VideoJob) => Promise<void>;
}

/**
 * What a claimed job does (the pipeline decides when, and holds its lease):
 * read the upload, make it web-ready or add its phone rendition, and commit
 * the result under the slot's lock if the job is still this worker's.
 */
export function createJobWork(ctx: JobWorkContext) {
  const { db, store, tools, limits, owner, now, log } = ctx;
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
      await ctx.atCommit?.(job);
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
      await ctx.onChange?.();
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
      await ctx.onChange?.();
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

  return { work };
}
