import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Request } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { inspectVideo, testVideo } from '../support/test-videos';
import { axeSerious, expectNoErrors, formatAxe, login, newPage, shot, url } from './harness';

/**
 * Bulk upload by file name, end to end: a folder of matched and unmatched
 * files goes into the upload manager, the review table says which is which
 * before anything is sent, the matched ones upload with progress and a
 * summary, and the public page (and its prefab-units alias) shows them.
 * The targets are two gallery images of the Library page that no other
 * test file looks at.
 */
const PAGE = '/services/containers/public/library';
const FOLDER = 'prefab-units/public/library/gallery';
const names = [7, 8].map((n) => `prefab-units-public-library-gallery-image-${n}`);

describe('bulk upload by file name', () => {
  it('reviews a folder, uploads the matched files three at a time, and the public page shows them', async () => {
    const root = mkdtempSync(join(tmpdir(), 'bulk-'));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    const dir = join(root, 'site-photos', FOLDER);
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, `${names[0]}.jpg`),
      await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#14532d' } })
        .jpeg()
        .toBuffer(),
    );
    // A PNG for a .jpg target: matched by name, stored as JPEG by the server.
    writeFileSync(
      join(dir, `${names[1].toUpperCase()}.png`),
      await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#1e3a8a' } })
        .png()
        .toBuffer(),
    );
    writeFileSync(
      join(root, 'site-photos', 'holiday-snap.jpg'),
      await sharp({ create: { width: 40, height: 40, channels: 3, background: '#999' } })
        .jpeg()
        .toBuffer(),
    );
    writeFileSync(
      join(root, 'site-photos', 'prefab-units-public-library-hero-video-1.jpg'),
      await sharp({ create: { width: 40, height: 40, channels: 3, background: '#999' } })
        .jpeg()
        .toBuffer(),
    );
    writeFileSync(join(root, 'site-photos', '.DS_Store'), 'mac folder settings');

    const page = await newPage({ width: 1280 });
    await login(page);
    await page.goto(url('/admin/upload-manager'));
    await page.getByRole('heading', { name: 'Bulk upload by file name' }).waitFor();
    await page.getByTestId('bulk-folder').setInputFiles(join(root, 'site-photos'));

    const summary = page.locator('.admin-bulk__summary');
    await expect
      .poll(() => summary.textContent({ timeout: 5_000 }))
      .toBe('2 new · 0 replacing a stored file · 2 not matched · 1 system file skipped');
    const table = page.locator('.admin-bulk__table tbody tr');
    expect(await table.count()).toBe(4);
    const text = await page.locator('.admin-bulk__table').textContent();
    expect(text).toContain(`${names[0]}.jpg`);
    expect(text).toMatch(/No upload target has this name/);
    expect(text).toMatch(/needs an MP4 or MOV video; this is a \.jpg file/);
    const violations = await axeSerious(page);
    expect(violations, formatAxe('/admin/upload-manager (bulk review)', violations)).toEqual([]);
    await shot(page, 'bulk-review-1280.png');

    await page.getByRole('button', { name: 'Upload 2 matched files' }).click();
    await page.getByText('Upload Complete', { exact: true }).waitFor();
    await expect.poll(() => page.getByText('2 files uploaded. 0 failed.', { exact: true }).count()).toBe(1);
    await expect.poll(() => page.locator('.admin-bulk__table .admin-upload-manager__progress--done').count()).toBe(2);
    await shot(page, 'bulk-done-1280.png');
    expectNoErrors(page);

    // The public page and its alias show both files, versioned, with variants.
    for (const path of [PAGE, PAGE.replace('/services/containers', '/services/prefab-units')]) {
      const html = await (await page.request.get(url(path))).text();
      for (const n of names)
        expect(html, `${path} shows ${n}`).toMatch(new RegExp(`/uploads/${FOLDER}/${n}\\.jpg\\?v=\\w+`));
    }
    const stored = await page.request.get(url(`/uploads/${FOLDER}/${names[1]}.jpg`));
    expect(stored.headers()['content-type']).toBe('image/jpeg');
    expect((await sharp(await stored.body()).metadata()).format).toBe('jpeg');
  });

  it('at phone width the review table stays readable', async () => {
    const root = mkdtempSync(join(tmpdir(), 'bulk-phone-'));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    writeFileSync(
      join(root, `${names[0]}.jpg`),
      await sharp({ create: { width: 300, height: 200, channels: 3, background: '#065f46' } })
        .jpeg()
        .toBuffer(),
    );
    writeFileSync(join(root, 'unknown.pdf'), '%PDF-1.4\n%%EOF\n');
    const page = await newPage({ width: 390 });
    await login(page);
    await page.goto(url('/admin/upload-manager'));
    await page.getByTestId('bulk-files').setInputFiles([join(root, `${names[0]}.jpg`), join(root, 'unknown.pdf')]);
    // The first test stored this file already: it now replaces it.
    await expect
      .poll(() => page.locator('.admin-bulk__summary').textContent({ timeout: 5_000 }))
      .toBe('0 new · 1 replacing a stored file · 1 not matched');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'bulk-review-390.png');
    await page.getByRole('button', { name: 'Clear list' }).click();
    expect(await page.locator('.admin-bulk__table').count()).toBe(0);
  });

  it('a large file goes up resumably (tus): a dropped connection is retried and the file lands whole', async () => {
    // Noise does not compress: about 9 MB of JPEG, over the 8 MB from which the manager resumes.
    const big = await sharp({
      create: {
        width: 3000,
        height: 2400,
        channels: 3,
        background: '#777',
        noise: { type: 'gaussian', mean: 128, sigma: 80 },
      },
    })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(8 * 1024 * 1024);
    const root = mkdtempSync(join(tmpdir(), 'bulk-big-'));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    const name = 'prefab-units-public-library-gallery-image-6.jpg';
    writeFileSync(join(root, name), big);
    const page = await newPage({ width: 1280, allowFailures: ['/api/admin/uploads'] });
    await login(page);
    await page.goto(url('/admin/upload-manager'));
    // The first append is cut off, as a mobile link drops; the client asks the server's offset and continues.
    // The route stays until the file is in: removing it from inside its handler turned interception off while
    // the client's retry (its first comes at once) was starting; playwright-core can leave a request Chromium
    // paused in that moment paused for good, and a fresh clone's run once waited out its 60 s here. The retry
    // goes through the route untouched (`fallback`): its body is the browser's File, which stays in the browser.
    const appends: string[] = [];
    const uploadRequests: string[] = [];
    page.on('request', (r) => r.method() === 'PATCH' && appends.push(r.url()));
    const toUploadApi = (r: Request) => new URL(r.url()).pathname.startsWith('/api/admin/uploads');
    page.on('request', (r) => toUploadApi(r) && uploadRequests.push(`${r.method()} sent`));
    page.on('requestfinished', async (r) => {
      if (toUploadApi(r)) uploadRequests.push(`${r.method()} ${(await r.response())?.status() ?? 'no answer'}`);
    });
    page.on('requestfailed', (r) => toUploadApi(r) && uploadRequests.push(`${r.method()} ${r.failure()?.errorText}`));
    let cut = false;
    await page.route('**/api/admin/uploads/*', async (route) => {
      if (cut || route.request().method() !== 'PATCH') return route.fallback();
      cut = true;
      await route.abort('connectionreset');
    });
    await page.getByTestId('bulk-files').setInputFiles(join(root, name));
    await page.getByRole('button', { name: 'Upload 1 matched file' }).click();
    await page
      .getByText('Upload Complete', { exact: true })
      .waitFor({ timeout: 60_000 })
      .catch((err: Error) => {
        throw new Error(`${err.message}\nThe page's requests to the upload API: ${uploadRequests.join(', ')}`);
      });
    expect(appends.length, 'the cut append and its retry').toBeGreaterThanOrEqual(2);
    const stored = await page.request.get(url(`/uploads/${FOLDER}/${name}`));
    expect(stored.status()).toBe(200);
    expect((await sharp(await stored.body()).metadata()).width).toBe(3000);
  }, 90_000);

  it('a phone’s HEVC .mov dropped in bulk is made web-ready: the manager shows its state, the page its poster', async () => {
    const root = mkdtempSync(join(tmpdir(), 'bulk-video-'));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    const name = 'prefab-units-public-library-hero-video-1';
    writeFileSync(join(root, `${name}.mov`), await testVideo('phone-hevc-mov'));
    const page = await newPage({ width: 1280 });
    await login(page);
    await page.goto(url('/admin/upload-manager'));
    await page.getByTestId('bulk-files').setInputFiles(join(root, `${name}.mov`));
    await expect.poll(() => page.locator('.admin-bulk__summary').textContent({ timeout: 5_000 })).toMatch(/^1 new/);
    await page.getByRole('button', { name: 'Upload 1 matched file' }).click();
    await page.getByText('Upload Complete', { exact: true }).waitFor({ timeout: 60_000 });
    await page.fill('#aum-search', `${name}.mp4`);
    const row = page.locator('.admin-upload-manager__target', { hasText: `${name}.mp4` });
    // Queued or Processing first (the manager asks again every few seconds), then Web-ready.
    await row.locator('.admin-upload-manager__video--done').waitFor({ timeout: 90_000 });
    expect(await row.locator('.admin-upload-manager__video').textContent()).toMatch(/^Web-ready/);
    expectNoErrors(page);

    const video = await page.request.get(url(`/uploads/prefab-units/public/library/hero/${name}.mp4`));
    expect(video.headers()['content-type']).toBe('video/mp4');
    const file = join(root, 'served.mp4');
    writeFileSync(file, await video.body());
    const served = await inspectVideo(file);
    expect(served.info).toMatchObject({ codec: 'h264', hasAudio: false });
    expect(served.faststart).toBe(true);
    expect(JSON.stringify(served.formatTags)).not.toContain('036.8219');
    // The hero's only slide: its poster is the page's preloaded main image, shown as a picture beneath the video
    // (which then names no poster of its own: the same picture would be fetched twice).
    const preload = new RegExp(
      `<link rel="preload" as="image" imagesrcset="/uploads/_variants/_posters/prefab-units/public/library/hero/${name}-\\d+w\\.avif`,
    );
    const poster = new RegExp(`<img[^>]*src="/uploads/_posters/prefab-units/public/library/hero/${name}\\.jpg\\?v=`);
    // "Web-ready" is the job's row, which the pipeline marks done before it stores the poster and its sizes and
    // before the site forgets what it knew of the slot (media/video/job-work.ts, commitJob): the page is read
    // until it names the poster, not once.
    const html = await vi.waitFor(
      async () => {
        const text = await (await page.request.get(url(PAGE), { timeout: 5_000 })).text();
        if (!preload.test(text) || !poster.test(text)) throw new Error(`${PAGE} names no poster of ${name} yet`);
        return text;
      },
      { timeout: 15_000, interval: 250 },
    );
    expect(html).toMatch(preload);
    expect(html).toMatch(poster);
  }, 150_000);
});
