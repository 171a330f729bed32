import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaTestApp } from '../../tests/support/media';
import { HERO, heroVideoPages, targetOf } from '../../tests/support/hero-video-page';
import { testVideoTools } from '../../tests/support/ffmpeg';
import { getVideoJob } from './jobs';
import { DEFAULT_VIDEO_LIMITS, checkVideoLimits } from './limits';
import { testVideo, type TestVideoKind } from '../../tests/support/test-videos';

/**
 * Video bombs: files a few KB long that would cost the server hours, refused
 * at upload from the probe, in staff's words. A transcode that still runs past
 * its bound (a file that slipped past the probe) is stopped by its
 * processor-time budget on a busy machine: that test makes the machine busy on
 * purpose, so it runs in the servers project, not beside the unit step's other
 * worker (tests/browser/video-bomb-busy-machine.test.ts).
 */
const have = Boolean(testVideoTools());
const videos = {} as Record<TestVideoKind, Buffer>;
beforeAll(async () => {
  if (!have) return;
  for (const kind of ['bomb-10-hours', 'bomb-5-minutes', 'huge-frame', 'fps-240'] as const)
    videos[kind] = await testVideo(kind);
}, 120_000);

describe.runIf(have)('video bombs at upload', () => {
  let t: Awaited<ReturnType<typeof mediaTestApp>>;
  beforeAll(async () => {
    t = await mediaTestApp(heroVideoPages, { video: { paused: true } });
  });
  afterAll(() => t?.close());

  it.each([
    ['bomb-10-hours', 413, /This video is 10 h 0 min long; videos on the site may be at most 10 min 0 s\. Trim it/],
    ['huge-frame', 413, /picture is 8192×8192 pixels; the most the site accepts is 4096×4096/],
    ['fps-240', 422, /recorded at 240 frames a second; the site accepts at most 120/],
    ['bomb-5-minutes', 422, /timing is broken: it holds 30 frames but claims to last 5 min 0 s/],
  ] as const)('%s: %i with the reason, nothing stored or queued', async (kind, status, message) => {
    expect(videos[kind].length).toBeLessThan(250_000);
    const res = await t.upload({ ...targetOf(HERO), file: videos[kind] });
    expect(res.status).toBe(status);
    expect(res.body.message).toMatch(message);
    expect(t.files().filter((f) => f.includes('home-hero'))).toEqual([]);
    expect(await getVideoJob(t.db, HERO)).toBeUndefined();
  });

  it('the duration limit is settable (VIDEO_MAX_SECONDS); a phone’s variable frame rate is not “broken timing”', () => {
    const clip = { width: 1920, height: 1080, codec: 'h264', hasAudio: false, rotation: 0, format: 'mp4' };
    const long = { ...clip, duration: 700, fps: 30, declaredFps: 30, frames: 21_000 };
    expect(() => checkVideoLimits(long)).toThrow(/at most 10 min 0 s/);
    expect(() => checkVideoLimits(long, { ...DEFAULT_VIDEO_LIMITS, maxSeconds: 900 })).not.toThrow();
    // 60 fps declared, 15 a second recorded in dim light for 20 s.
    expect(() => checkVideoLimits({ ...clip, duration: 20, fps: 15, declaredFps: 60, frames: 300 })).not.toThrow();
  });
});
