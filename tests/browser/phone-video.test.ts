import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoErrors, hydrated, islandProps, login, newPage, uploadMedia, url } from './harness';

/**
 * A phone plays a video's small rendition, a desktop its web-ready file.
 * The clip goes through the real pipeline (upload, transcode, rendition);
 * the furniture legs hero is a video slot no other file of the suite fills.
 */
const ROUTE = '/services/furniture/legs';

beforeAll(async () => {
  const admin = await newPage();
  await login(admin);
  await admin.goto(url(ROUTE));
  const { slides } = await islandProps<{ slides: { media: string }[] }>(admin.locator('.hero-carousel').first());
  const buffer = readFileSync(new URL('./fixtures/hero-clip.mp4', import.meta.url));
  await uploadMedia(admin, slides[0].media, { name: 'clip.mp4', mimeType: 'video/mp4', buffer });
  // The pipeline works in the background: the page names the rendition once it is committed.
  await vi.waitFor(
    async () => {
      const html = await (await admin.request.get(url(ROUTE))).text();
      if (!html.includes('data-src-small=')) throw new Error(`${ROUTE} names no phone rendition yet`);
    },
    { timeout: 120_000, interval: 500 },
  );
}, 180_000);

/** The hero's playing video once the page has given it its source, and the two files it names. */
async function heroVideo(page: Page) {
  await page.goto(url(ROUTE), { waitUntil: 'load' });
  const video = page.locator('.hero-carousel video[data-autoplay]').first();
  await expect.poll(() => video.getAttribute('src', { timeout: 5_000 })).not.toBeNull();
  const [full, small] = await Promise.all([video.getAttribute('data-src'), video.getAttribute('data-src-small')]);
  expect(full).toMatch(/\.mp4\?v=/);
  expect(small).toMatch(/^\/uploads\/_posters\/.*\.mp4\?v=/);
  // It plays: frames decoded and the clock running.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && !v.paused)).toBe(true);
  return { video, full: full!, small: small! };
}

describe('hero video by screen size', () => {
  it('a phone (390 px) plays the small rendition, before React and after it wakes', async () => {
    const page = await newPage({ width: 390 });
    const { video, small } = await heroVideo(page);
    expect(await video.getAttribute('src')).toBe(small);
    // The island's own effect, once woken, keeps the same file (it would otherwise load the other one).
    await hydrated(page.locator('.hero-carousel').first());
    expect(await video.getAttribute('src')).toBe(small);
    expectNoErrors(page);
  });

  it('a desktop (1280 px) plays the web-ready file', async () => {
    const page = await newPage({ width: 1280 });
    const { video, full } = await heroVideo(page);
    expect(await video.getAttribute('src')).toBe(full);
    await hydrated(page.locator('.hero-carousel').first());
    expect(await video.getAttribute('src')).toBe(full);
    expectNoErrors(page);
  });
});
