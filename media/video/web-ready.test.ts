import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE, mediaTestApp } from '../../tests/support/media';
import { smallVideoSlotOf } from '../folders';
import { inspectVideo, testVideo, type TestVideoKind } from '../../tests/support/test-videos';
import { TRANSCODE_TEST_MS, testVideoTools } from '../../tests/support/ffmpeg';
import { HERO, SECOND, heroVideoPages, targetOf } from '../../tests/support/hero-video-page';

/**
 * What a transcode makes of the clips staff upload that need more than a
 * re-encode: a 4K file with its index at the end comes out 1080p with
 * faststart, a portrait clip stored sideways comes out upright, and the phone
 * rendition keeps within 360×640 either way round; then the hero's markup
 * for a transcoded video. All of it is ffmpeg's work and the renderer's, the
 * same whichever engine holds the job rows, so this file runs on SQLite only
 * (ENGINE_INDEPENDENT in vitest.config.ts); the job rows, leases and restarts
 * are media/video/pipeline.test.ts's, on both engines.
 */

// Installs Debian's ffmpeg as root when missing; under CI=true a missing tool fails here instead of skipping.
const have = Boolean(testVideoTools());

const videos = {} as Record<TestVideoKind, Buffer>;
beforeAll(async () => {
  if (!have) return;
  for (const kind of ['uhd-three-frames', 'portrait-rotated', 'portrait-hd-rotated'] as const)
    videos[kind] = await testVideo(kind);
}, 120_000);

describe.runIf(have)('web-ready videos', { timeout: TRANSCODE_TEST_MS }, () => {
  let t: Awaited<ReturnType<typeof mediaTestApp>>;
  beforeAll(async () => {
    t = await mediaTestApp(heroVideoPages, { video: { paused: true } });
  });
  afterAll(() => t?.close());

  const stored = (slot: string) => t.store.filePath(slot);

  it('a 4K video with its index at the end comes out 1080p with faststart; the upload manager shows the state', async () => {
    expect((await t.upload({ ...targetOf(SECOND), file: videos['uhd-three-frames'] })).status).toBe(200);
    expect((await inspectVideo(stored(SECOND))).faststart).toBe(true);
    const before = await (
      await t.app.request(`${SITE}/api/admin/media/targets`, { headers: { cookie: t.cookie } })
    ).json();
    const row = (v: typeof before) =>
      v.groups
        .flatMap((g: { targets: { fileName: string }[] }) => g.targets)
        .find((x: { fileName: string }) => x.fileName === targetOf(SECOND).fileName);
    expect(row(before).video).toEqual({ state: 'queued', reason: null });
    expect(before.videoPipeline).toEqual({ enabled: true, missing: [] });
    await t.videos.drain();
    const web = await inspectVideo(stored(SECOND));
    expect(web.info).toMatchObject({ codec: 'h264', width: 1920, height: 1080, hasAudio: false });
    expect(web.faststart).toBe(true);
    expect(JSON.stringify(web.formatTags)).not.toMatch(/Site walk|someone/);
    const small = await inspectVideo(stored(smallVideoSlotOf(SECOND)));
    expect(small.info).toMatchObject({ codec: 'h264', width: 640, height: 360, hasAudio: false });
    expect(small.faststart).toBe(true);
    expect(JSON.stringify(small.formatTags)).not.toMatch(/Site walk|someone/);
    const after = await (
      await t.app.request(`${SITE}/api/admin/media/targets`, { headers: { cookie: t.cookie } })
    ).json();
    expect(row(after).video).toEqual({ state: 'ready', reason: null });
    expect(row(after).thumb).toMatch(/_posters.*\.webp\?v=/);
  });

  it('a portrait clip stored sideways is turned upright', async () => {
    expect((await t.upload({ ...targetOf(HERO), file: videos['portrait-rotated'] })).status).toBe(200);
    await t.videos.drain();
    const web = await inspectVideo(stored(HERO));
    expect([web.info.width, web.info.height]).toEqual([270, 480]);
    // Already within 360×640: the phone rendition is not enlarged.
    const small = await inspectVideo(stored(smallVideoSlotOf(HERO)));
    expect([small.info.width, small.info.height]).toEqual([270, 480]);
  });

  it('a larger portrait clip: its phone rendition fits within 360×640, upright', async () => {
    expect((await t.upload({ ...targetOf(HERO), file: videos['portrait-hd-rotated'] })).status).toBe(200);
    await t.videos.drain();
    expect((await inspectVideo(stored(HERO))).info).toMatchObject({ width: 720, height: 1280 });
    expect((await inspectVideo(stored(smallVideoSlotOf(HERO)))).info).toMatchObject({ width: 360, height: 640 });
  });

  // After the portrait clips: the hero's first slide holds a transcoded video, its poster and its rendition.
  it('the hero’s first slide shows and preloads the poster as its LCP image', async () => {
    const html = await (await t.app.request(`${SITE}/`)).text();
    const m = t.store.resolve(HERO);
    expect(html).toMatch(
      /<link rel="preload" as="image" imagesrcset="\/uploads\/_variants\/_posters\/home\/hero\/executive-furniture\/[^"]+\.avif\?v=[^"]+"[^>]*fetchpriority="high">/,
    );
    expect(html).toContain(`src="${m.poster!.replace(/&/g, '&amp;')}"`);
    // The poster picture lies beneath the hero's video, so the video itself names no poster: the same picture
    // would be fetched twice at high priority (as WebP beside the preloaded AVIF).
    const heroVideo = /<video[^>]*data-autoplay[^>]*>/.exec(html)?.[0] ?? /<video[^>]*>/.exec(html)![0];
    expect(heroVideo).not.toContain('poster=');
    // Both files are named; the browser picks one by the screen (engine/client/videos.ts).
    expect(heroVideo).toContain(`data-src="${m.src.replace(/&/g, '&amp;')}"`);
    expect(heroVideo).toContain(`data-src-small="${m.smallSrc!.replace(/&/g, '&amp;')}"`);
  });
});
