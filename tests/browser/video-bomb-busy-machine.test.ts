import { beforeAll, describe, expect, it } from 'vitest';
import { getVideoJob } from '../../media/video/jobs';
import { DEFAULT_VIDEO_LIMITS } from '../../media/video/limits';
import { busyMachine } from '../support/cpu-load';
import { testVideoTools } from '../support/ffmpeg';
import { SITE, mediaTestApp } from '../support/media';
import { testVideo } from '../support/test-videos';
import { HERO, SECOND, heroVideoPages, targetOf } from '../support/hero-video-page';

/**
 * A transcode that still runs past its bound (a video bomb that slipped past
 * the probe) is stopped by its processor-time budget, fails once with its
 * reason, and the queue moves on to the next job, on a busy machine. The
 * refusals at upload are media/video/bombs.test.ts's, in the unit step.
 *
 * It lives in the servers project because it makes the machine busy on
 * purpose: a busy loop per core, which in the unit step ran beside the other
 * test worker and slowed every file there. Here files run one at a time, and
 * the app it starts is its own, on a temporary DATA_DIR and database.
 */
const have = Boolean(testVideoTools());

describe.runIf(have)('a transcode past its bound', () => {
  let bomb: Buffer;
  let wellFormed: Buffer;
  beforeAll(async () => {
    bomb = await testVideo('bomb-10-hours');
    wellFormed = await testVideo('portrait-rotated');
  }, 120_000);

  it('is stopped, fails once with its reason, and the next job is done', async () => {
    // As if the bomb had slipped past the probe: accepted at upload, with a budget of 1 CPU second for every run of
    // ffmpeg (the well-formed clip needs a fraction of that, however long it waits for the processor).
    const limits = {
      ...DEFAULT_VIDEO_LIMITS,
      maxSeconds: 40_000,
      timingSlack: Number.POSITIVE_INFINITY,
      cpuBudget: { baseSeconds: 1, perVideoSecond: 0 },
    };
    const t = await mediaTestApp(heroVideoPages, { video: { paused: true, limits } });
    // The machine is busy throughout, a busy loop's worth of work per core as a contributor's other work would be
    // (its own loops only where other work leaves a core idle): a well-formed clip is done anyway. (Four per core
    // made the point no better and starved the rest of the machine.)
    const load = await busyMachine(1);
    try {
      expect((await t.upload({ ...targetOf(HERO), file: bomb })).status).toBe(200);
      expect((await t.upload({ ...targetOf(SECOND), file: wellFormed })).status).toBe(200);
      const started = Date.now();
      expect(await t.videos.drain()).toBe(2);
      const seconds = (Date.now() - started) / 1000;
      const job = await getVideoJob(t.db, HERO);
      expect(job).toMatchObject({ state: 'failed', attempts: 1 });
      expect(job!.reason).toMatch(
        /^Processing stopped: ffmpeg was stopped after 1 s of processor time, the most this file may take\. The file may be damaged/,
      );
      expect(await getVideoJob(t.db, SECOND)).toMatchObject({ state: 'ready' });
      // Nothing runs it again: the one-at-a-time queue is free.
      expect(await t.videos.drain()).toBe(0);
      console.log(
        `bomb stopped and next job done in ${seconds.toFixed(1)} s beside ${load.count} busy loops and ${load.othersBusy.toFixed(1)} cores of other work`,
      );
      // The upload itself still serves while the slot shows the failure.
      expect((await t.app.request(`${SITE}${t.store.resolve(HERO).src}`)).status).toBe(200);
    } finally {
      load.stop();
      await t.close();
    }
  }, 180_000);
});
