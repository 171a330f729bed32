import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MP4_BYTES, NO_VIDEO_TOOLS, SITE, mediaTestApp } from '../../tests/support/media';
import { smallVideoSlotOf } from '../folders';
import { getVideoJob } from './jobs';
import { inspectVideo, testVideo, type TestVideoKind } from '../../tests/support/test-videos';
import { TRANSCODE_TEST_MS, testVideoTools } from '../../tests/support/ffmpeg';
import { transcodeArgs } from './transcode';
import { HERO, SECOND, heroVideoPages, targetOf } from '../../tests/support/hero-video-page';

/**
 * The video pipeline end to end, on real videos made by the same ffmpeg and
 * the real server (SQLite here, PostgreSQL in the "postgres" project): probe,
 * the clean copy served at once, the background transcode, the poster and
 * its variants, the job rows and what the upload manager reads of them, and a
 * restart in the middle. What a transcode makes of a 4K or a sideways clip,
 * and the hero's markup for it, depend on ffmpeg and the renderer alone:
 * media/video/web-ready.test.ts checks them once.
 */

// Installs Debian's ffmpeg as root when missing; under CI=true a missing tool fails here instead of skipping.
const have = Boolean(testVideoTools());

const videos = {} as Record<TestVideoKind, Buffer>;
beforeAll(async () => {
  if (!have) return;
  for (const kind of ['phone-hevc-mov', 'uhd-moov-at-end', 'portrait-rotated', 'hd-landscape'] as const)
    videos[kind] = await testVideo(kind);
}, 120_000);

describe.runIf(have)('video pipeline', { timeout: TRANSCODE_TEST_MS }, () => {
  let t: Awaited<ReturnType<typeof mediaTestApp>>;
  beforeAll(async () => {
    t = await mediaTestApp(heroVideoPages, { video: { paused: true } });
  });
  afterAll(() => t?.close());

  const stored = (slot: string) => t.store.filePath(slot);
  const state = async (slot: string) => (await getVideoJob(t.db, slot))?.state;
  const targetsView = async () =>
    (await t.app.request(`${SITE}/api/admin/media/targets`, { headers: { cookie: t.cookie } })).json();
  /** The upload manager's row for a slot. */
  const targetRow = async (slot: string) =>
    (await targetsView()).groups
      .flatMap((g: { targets: { fileName: string }[] }) => g.targets)
      .find((x: { fileName: string }) => x.fileName === targetOf(slot).fileName);

  it('refuses a file that only looks like an MP4, and a text file, naming why', async () => {
    const fake = await t.upload({ ...targetOf(HERO), file: MP4_BYTES });
    expect(fake.status).toBe(415);
    expect(fake.body.message).toMatch(/not a video that can be played/);
    const text = await t.upload({ ...targetOf(HERO), file: 'just some text, named .mp4' });
    expect(text.status).toBe(415);
    // The reason in words, never the server's folders.
    for (const res of [fake, text]) expect(res.body.message).not.toMatch(/\/(tmp|data|uploads)\//);
    expect(t.files().filter((f) => f.includes('home-hero'))).toEqual([]);
    expect(await state(HERO)).toBeUndefined();
  });

  it('a library video’s phone rendition is deleted with it, like its poster', async () => {
    // First, while no slot holds the same clip (the library would refuse to delete a file a page shows).
    const fd = new FormData();
    // 720p is enough to see the rendition scaled down to 640×360; the 1080p bound has a test of its own below.
    fd.append('file', new Blob([new Uint8Array(videos['hd-landscape'])]), 'Site walk.mp4');
    const headers = { cookie: t.cookie, origin: SITE };
    const res = await t.app.request(`${SITE}/api/admin/media`, { method: 'POST', body: fd, headers });
    expect(res.status).toBe(201);
    const asset = (await res.json()) as { id: string; url: string };
    await t.videos.drain();
    const small = stored(smallVideoSlotOf(asset.url));
    expect((await inspectVideo(small)).info).toMatchObject({ width: 640, height: 360 });
    expect(t.store.resolve(asset.url).smallSrc).toMatch(
      new RegExp(`^/uploads/_posters/_assets/${asset.id}\\.mp4\\?v=`),
    );
    const gone = await t.app.request(`${SITE}/api/admin/media/${asset.id}`, { method: 'DELETE', headers });
    expect(gone.status).toBe(204);
    expect(existsSync(small)).toBe(false);
    expect(t.files().filter((f) => f.includes(asset.id))).toEqual([]);
  });

  it('a phone’s HEVC .mov: served at once without its GPS position, then web-ready H.264 with a poster', async () => {
    const res = await t.upload({ ...targetOf(HERO), file: videos['phone-hevc-mov'] });
    expect(res.status).toBe(200);
    expect(await state(HERO)).toBe('queued');
    // The upload manager reads the job's row: queued now, web-ready with its poster's thumbnail after the transcode.
    expect((await targetRow(HERO)).video).toEqual({ state: 'queued', reason: null });
    expect((await targetsView()).videoPipeline).toEqual({ enabled: true, missing: [] });
    // Until the transcode, the upload itself is served: the same picture, already without its metadata.
    const interim = await inspectVideo(stored(HERO));
    expect(interim.info.codec).toBe('hevc');
    expect(interim.formatTags).not.toHaveProperty('location');
    expect(interim.formatTags).not.toHaveProperty('creation_time');
    expect(interim.streams.map((s) => s.codec_type)).toEqual(['video']);
    expect(interim.faststart).toBe(true);

    expect(await t.videos.drain()).toBe(1);
    expect(await state(HERO)).toBe('ready');
    const web = await inspectVideo(stored(HERO));
    expect(web.info).toMatchObject({ codec: 'h264', width: 640, height: 360, hasAudio: false });
    expect(web.info.fps).toBeLessThanOrEqual(30);
    expect(web.streams).toHaveLength(1);
    expect(web.streams[0]).toMatchObject({ pix_fmt: 'yuv420p', profile: 'High' });
    expect(web.faststart).toBe(true);
    const tags = JSON.stringify([web.formatTags, web.streams[0].tags ?? {}]);
    for (const gone of ['location', '036.8219', 'creation_time', 'TestPhone', 'Lavf']) expect(tags).not.toContain(gone);
    // ffmpeg 5.1's MP4 writer names the codec in the track (its compressor name); in its bit-exact form, without a version.
    expect(web.streams[0].tags?.encoder ?? 'Lavc libx264').toBe('Lavc libx264');
    expect(t.store.getRecord(HERO)).toMatchObject({ width: 640, height: 360 });
    const shown = await targetRow(HERO);
    expect(shown.video).toEqual({ state: 'ready', reason: null });
    expect(shown.thumb).toMatch(/_posters.*\.webp\?v=/);

    // The poster: a real image with AVIF and WebP variants, served and used by the page.
    const m = t.store.resolve(HERO);
    expect(m.poster).toMatch(
      /^\/uploads\/_posters\/home\/hero\/executive-furniture\/home-hero-executive-furniture-video-1\.jpg\?v=/,
    );
    expect(m.posterSources?.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    const poster = await t.app.request(`${SITE}${m.poster}`);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    const webpUrl = m.posterSources![1].srcSet.split(' ')[0];
    expect((await t.app.request(`${SITE}${webpUrl}`)).headers.get('content-type')).toBe('image/webp');

    // The phones' rendition, beside the poster: within 640×360, H.264 High, no sound, no metadata, faststart.
    expect(m.smallSrc).toMatch(
      /^\/uploads\/_posters\/home\/hero\/executive-furniture\/home-hero-executive-furniture-video-1\.mp4\?v=/,
    );
    const small = await inspectVideo(stored(smallVideoSlotOf(HERO)));
    expect(small.info).toMatchObject({ codec: 'h264', width: 640, height: 360, hasAudio: false });
    expect(small.streams).toHaveLength(1);
    expect(small.streams[0]).toMatchObject({ pix_fmt: 'yuv420p', profile: 'High' });
    expect(small.faststart).toBe(true);
    const smallTags = JSON.stringify([small.formatTags, small.streams[0].tags ?? {}]);
    for (const gone of ['location', '036.8219', 'creation_time', 'TestPhone', 'Lavf'])
      expect(smallTags).not.toContain(gone);
    const served = await t.app.request(`${SITE}${m.smallSrc}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('video/mp4');
  });

  it('a job whose source cannot be decoded is marked failed with the reason, and the upload keeps playing', async () => {
    // Break the stored upload after it was queued (a disk fault): ffmpeg cannot decode it.
    expect((await t.upload({ ...targetOf(SECOND), file: videos['portrait-rotated'] })).status).toBe(200);
    writeFileSync(stored(SECOND), Buffer.concat([MP4_BYTES, Buffer.alloc(4096, 1)]));
    await t.videos.drain();
    const job = await getVideoJob(t.db, SECOND);
    expect(job).toMatchObject({ state: 'failed' });
    expect(job!.reason).toMatch(/not a video that can be played/);
    expect((await t.app.request(`${SITE}${t.store.resolve(SECOND).src}`)).status).toBe(200);
  });
});

describe.runIf(have)('video pipeline across a restart', () => {
  it('a transcode cut off by a stop is finished by the next start; one left by a crashed worker is taken when its lease runs out', {
    timeout: TRANSCODE_TEST_MS,
  }, async () => {
    const a = await mediaTestApp(heroVideoPages, { keepData: true, video: { paused: true, leaseMs: 1500 } });
    let b: Awaited<ReturnType<typeof mediaTestApp>> | undefined;
    try {
      expect((await a.upload({ ...targetOf(SECOND), file: videos['uhd-moov-at-end'] })).status).toBe(200);
      const cut = a.videos.drain();
      await expect
        .poll(async () => (await getVideoJob(a.db, SECOND))?.state, {
          timeout: 10_000,
          interval: 20,
          message: 'the video job taken by the worker',
        })
        .toBe('processing');
      await a.close();
      await cut;
      b = await mediaTestApp(heroVideoPages, {
        sameDataAs: { config: a.config },
        video: { paused: true, leaseMs: 1500 },
      });
      expect(await getVideoJob(b.db, SECOND)).toMatchObject({ state: 'queued', leaseOwner: null });
      await b.videos.drain();
      expect(await getVideoJob(b.db, SECOND)).toMatchObject({ state: 'ready' });
      expect((await inspectVideo(b.store.filePath(SECOND))).info).toMatchObject({
        codec: 'h264',
        width: 1920,
        height: 1080,
      });

      // A crashed worker: the job is 'processing' under a lease nobody renews.
      expect((await b.upload({ ...targetOf(HERO), file: videos['portrait-rotated'] })).status).toBe(200);
      const until = new Date(Date.now() + 1000).toISOString();
      await b.db
        .updateTable('videoJobs' as never)
        .set({ state: 'processing', leaseOwner: 'crashed', leaseUntil: until, attempts: 1 } as never)
        .where('slot' as never, '=', HERO as never)
        .execute();
      expect(await b.videos.drain()).toBe(0);
      // The lease runs out (moved into the past rather than waited for).
      await b.db
        .updateTable('videoJobs' as never)
        .set({ leaseUntil: new Date(Date.now() - 1).toISOString() } as never)
        .where('slot' as never, '=', HERO as never)
        .execute();
      expect(await b.videos.drain()).toBe(1);
      expect(await getVideoJob(b.db, HERO)).toMatchObject({ state: 'ready', attempts: 2 });
    } finally {
      await b?.close();
      await a.close().catch(() => {});
    }
  });
});

describe.runIf(have)('web-ready videos from before phone renditions', () => {
  it('play their one file until the next start queues a rendition made from the web-ready file', {
    timeout: TRANSCODE_TEST_MS,
  }, async () => {
    const a = await mediaTestApp(heroVideoPages, { keepData: true, video: { paused: true } });
    let b: Awaited<ReturnType<typeof mediaTestApp>> | undefined;
    const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
    try {
      // 720p, not 4K: the rendition made later from the web-ready file is still scaled down (1280×720 to 640×360).
      expect((await a.upload({ ...targetOf(SECOND), file: videos['hd-landscape'] })).status).toBe(200);
      await a.videos.drain();
      expect((await inspectVideo(a.store.filePath(SECOND))).info).toMatchObject({ width: 1280, height: 720 });
      // As a video transcoded by an earlier version left it: web-ready, with its poster, without a rendition.
      rmSync(a.store.filePath(smallVideoSlotOf(SECOND)));
      const webBefore = sha(a.store.filePath(SECOND));
      await a.close();
      // While the rendition is made, the upload manager still calls the video web-ready (it is, and it plays).
      let shownMeanwhile: unknown;
      const atCommit = async () => {
        const view = await (
          await b!.app.request(`${SITE}/api/admin/media/targets`, { headers: { cookie: b!.cookie } })
        ).json();
        shownMeanwhile = view.groups
          .flatMap((g: { targets: { fileName: string; video?: unknown }[] }) => g.targets)
          .find((x: { fileName: string }) => x.fileName === targetOf(SECOND).fileName)?.video;
      };
      b = await mediaTestApp(heroVideoPages, { sameDataAs: { config: a.config }, video: { paused: true, atCommit } });
      expect(b.store.resolve(SECOND).smallSrc).toBeUndefined();
      expect(await (await b.app.request(`${SITE}/`)).text()).not.toContain('data-src-small');

      expect(await b.videos.drain()).toBe(1);
      expect(await getVideoJob(b.db, SECOND)).toMatchObject({ state: 'ready', task: 'rendition' });
      expect(shownMeanwhile).toEqual({ state: 'ready', reason: null });
      expect((await inspectVideo(b.store.filePath(smallVideoSlotOf(SECOND)))).info).toMatchObject({
        codec: 'h264',
        width: 640,
        height: 360,
        hasAudio: false,
      });
      // The web-ready file is left as it was (not encoded a second time), and the page now names the rendition.
      expect(sha(b.store.filePath(SECOND))).toBe(webBefore);
      const m = b.store.resolve(SECOND);
      expect(m.smallSrc).toMatch(/^\/uploads\/_posters\/.*\.mp4\?v=/);
      expect(await (await b.app.request(`${SITE}/`)).text()).toContain(`data-src-small="${m.smallSrc}"`);
      // Once made, nothing is queued again.
      expect(await b.videos.drain()).toBe(0);
    } finally {
      await b?.close();
      await a.close().catch(() => {});
    }
  });
});

describe.runIf(have)('without ffmpeg', () => {
  it('stores a video as it came and the upload manager says what is missing', async () => {
    const t = await mediaTestApp(heroVideoPages, { videoTools: NO_VIDEO_TOOLS });
    try {
      expect((await t.upload({ ...targetOf(HERO), file: videos['phone-hevc-mov'] })).status).toBe(200);
      expect(readFileSync(t.store.filePath(HERO))).toEqual(videos['phone-hevc-mov']);
      expect(await getVideoJob(t.db, HERO)).toBeUndefined();
      const view = await (
        await t.app.request(`${SITE}/api/admin/media/targets`, { headers: { cookie: t.cookie } })
      ).json();
      expect(view.videoPipeline.enabled).toBe(false);
      expect(view.videoPipeline.missing.join(' ')).toMatch(/ffmpeg.*FFMPEG_PATH.*ffprobe.*FFPROBE_PATH/);
    } finally {
      await t.close();
    }
  });
});

describe('transcode settings', () => {
  const info = (width: number, height: number, fps = 30) => ({
    width,
    height,
    fps,
    codec: 'h264',
    duration: 10,
    declaredFps: fps,
    frames: 10 * fps,
    hasAudio: true,
    format: 'mp4',
    rotation: 0,
  });
  const graph = (a: string[]) => a[a.indexOf('-filter_complex') + 1];
  it('bounds the picture to 1080p either way round, caps the frame rate, drops sound and metadata', () => {
    const out = { web: join('out', 'x.mp4'), small: join('out', 'x-small.mp4') };
    const a = transcodeArgs('in', out, info(3840, 2160, 60));
    expect(graph(a)).toContain('min(1,min(1920/max(iw,ih),1080/min(iw,ih)))');
    expect(graph(a)).toContain('fps=30');
    expect(graph(transcodeArgs('in', out, info(1080, 1920, 25)))).not.toContain('fps=');
    // Each output is told everything itself: ffmpeg's output options hold for the file they precede.
    const [web, small] = [a.slice(0, a.indexOf(out.web) + 1), a.slice(a.indexOf(out.web) + 1)];
    for (const part of [web, small]) {
      for (const flag of ['-an', '-sn', '-dn']) expect(part).toContain(flag);
      expect(part.join(' ')).toContain('-map_metadata -1');
      expect(part.join(' ')).toContain('-movflags +faststart');
      expect(part.join(' ')).toContain('-c:v libx264');
    }
    expect(web.join(' ')).toContain('-map [web]');
    expect(small.join(' ')).toContain('-map [small]');
  });

  it('decodes once and scales the phone rendition from the web-ready picture, within 640×360 either way round', () => {
    const a = transcodeArgs('in', { web: 'w.mp4', small: 's.mp4' }, info(3840, 2160));
    expect(a.filter((x) => x === '-i')).toHaveLength(1);
    expect(graph(a)).toMatch(
      /split=2\[web\]\[pre\];\[pre\]scale=[^[]*min\(1,min\(640\/max\(iw,ih\),360\/min\(iw,ih\)\)\)/,
    );
    const small = a.slice(a.indexOf('w.mp4') + 1);
    expect(small.join(' ')).toMatch(/-crf 26 -maxrate 900k -bufsize 1800k -profile:v high -pix_fmt yuv420p/);
  });
});
