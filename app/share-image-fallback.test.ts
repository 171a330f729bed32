import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/support/api';

/**
 * On a fresh site, before any photo is uploaded, every page's sharing picture still answers: crawlers and
 * WhatsApp fetch og:image once and keep what they got. The engineering pages name their hero slot as their
 * social image; with no file there it answered 404, so a link shared on launch day had no picture.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const ogImage = (html: string) => html.match(/<meta property="og:image" content="([^"]+)">/)?.[1];

describe('the sharing picture of a page with no photo yet', () => {
  it.each([
    '/engineering-services',
    '/engineering-services/cnc-laser-cutting',
    '/engineering-services/powder-coating',
    '/engineering-services/steel-fabrication',
    '/',
    '/contact',
  ])('%s names a picture that answers 200 as an image', async (path) => {
    const page = await t.request('GET', path);
    expect(page.status).toBe(200);
    const image = ogImage(page.text);
    if (!image) return expect(page.text).not.toContain('og:image');
    const res = await t.request('GET', new URL(image).pathname);
    expect(res.status, `${path}: og:image ${image}`).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
  });
});
