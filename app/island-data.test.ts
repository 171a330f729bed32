import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/support/api';

/**
 * The gallery's 300 photos stay out of its HTML: the server renders the
 * first screen, and the island's props and media are fetched when the
 * visitor first reaches for it (islandData: 'on-wake').
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("an 'on-wake' island's data", () => {
  it('is not in the page, and is answered at /_island-data for the page and the island', async () => {
    const html = (await t.request('GET', '/gallery')).text;
    const key = /data-island="gallery" id="(\w+)"/.exec(html)?.[1];
    expect(key).toBeTruthy();
    expect(html).toContain(`<script type="application/json" data-for="${key}" data-on-wake></script>`);
    // Well under the 60 KB gzip budget for the gallery's document (it was about twice that with the data inline).
    expect(gzipSync(html).length).toBeLessThan(60 * 1024);
    const data = await t.request('GET', `/_island-data?path=%2Fgallery&key=${key}`);
    expect(data.status).toBe(200);
    expect(data.headers.get('content-type')).toMatch(/^application\/json/);
    const payload = data.json as { props: { categories: { items: unknown[] }[] }; media: Record<string, unknown> };
    const photos = payload.props.categories.reduce((n, c) => n + c.items.length, 0);
    expect(photos).toBeGreaterThanOrEqual(300);
    expect(Object.keys(payload.media).length).toBeGreaterThanOrEqual(300);
  });

  it("keeps the video cards' sources and posters out of the page too", async () => {
    const html = (await t.request('GET', '/contact')).text;
    const key = /data-island="video-carousel" id="(\w+)"/.exec(html)?.[1];
    expect(key).toBeTruthy();
    expect(html).toContain(`<script type="application/json" data-for="${key}" data-on-wake></script>`);
    // The cards themselves are in the HTML, so a visitor sees them before the island wakes.
    expect(html).toContain('video-carousel__card');
    const data = await t.request('GET', `/_island-data?path=%2Fcontact&key=${key}`);
    expect(data.status).toBe(200);
    const payload = data.json as { props: { cards: { videos: unknown[] }[] } };
    expect(payload.props.cards.length).toBeGreaterThan(0);
    expect(payload.props.cards.every((c) => Array.isArray(c.videos))).toBe(true);
  });

  it('answers 404 for a page, island or key that is not there, and keeps small islands inline', async () => {
    for (const q of ['path=%2Fgallery&key=b99', 'path=%2Fno-such-page&key=b0', 'path=%2Fgallery&key=x', 'key=b1'])
      expect((await t.request('GET', `/_island-data?${q}`)).status, q).toBe(404);
    const home = (await t.request('GET', '/')).text;
    expect(home).not.toContain('data-on-wake');
    expect(home).toMatch(/data-for="h0">\{/);
  });
});
