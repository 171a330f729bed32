import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeSerious,
  baseUrl,
  expectNoErrors,
  formatAxe,
  horizontalOverflow,
  hydrated,
  login,
  newPage,
  url,
  shot,
} from './harness';

/**
 * A focal point as staff set it: a tall phone photo in the library, shown in
 * a page's hero; staff click on the subject in the media library, nudge the
 * marker with an arrow key and save, and the public page's picture keeps
 * that point in view (object-position). The page goes to the trash and the
 * file out of the library at the end.
 */
const PATH = '/focal-point-walkthrough';
const FILE = 'Foreman on site IMG_2231.jpg';
let page: Page;
let asset: { id: string; url: string };
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) =>
  page.request.fetch(url(path), { method, data, headers: { Origin: baseUrl } });
const q = `?path=${encodeURIComponent(PATH)}`;

/** The library's row of the file, found by searching two words of its name. */
async function openRow() {
  await page.goto(url(`/admin/media?q=${encodeURIComponent('foreman site')}`));
  const row = page.locator('li.media-lib__row', { hasText: FILE });
  await row.waitFor();
  return row;
}

describe('the focal point of a library picture', () => {
  beforeAll(async () => {
    page = await newPage({ width: 1366 });
    await login(page);
    // A portrait photo, its subject (a light band) low in the frame.
    const photo = await sharp({ create: { width: 600, height: 1000, channels: 3, background: '#334155' } })
      .composite([
        {
          input: await sharp({ create: { width: 600, height: 200, channels: 3, background: '#f59e0b' } })
            .png()
            .toBuffer(),
          top: 700,
          left: 0,
        },
      ])
      .jpeg()
      .toBuffer();
    const up = await page.request.post(url('/api/admin/media'), {
      headers: { Origin: baseUrl },
      multipart: { file: { name: FILE, mimeType: 'image/jpeg', buffer: photo } },
    });
    expect(up.status()).toBe(201);
    asset = await up.json();
    expect((await api('POST', `/api/admin/page${q}`, { title: 'Focal point walk-through' })).status()).toBe(201);
    const detail = await (await api('GET', `/api/admin/page${q}`)).json();
    const doc = structuredClone(detail.draft);
    doc.blocks[0].props.slides = [{ media: asset.url, alt: 'Our foreman on a site in Kilimani' }];
    const saved = await (
      await api('PUT', `/api/admin/page/draft${q}`, { page: doc, baseVersion: detail.version })
    ).json();
    expect(saved.issues).toEqual([]);
    expect((await api('POST', `/api/admin/page/publish${q}`, { baseVersion: saved.version })).status()).toBe(200);
  });

  afterAll(async () => {
    await api('DELETE', `/api/admin/page${q}`, { gone: true });
    if (asset) await api('DELETE', `/api/admin/media/${asset.id}?confirm=1`);
  });

  it('is set by clicking on the picture and an arrow key; the live page crops around it once published, and History undoes it', async () => {
    const row = await openRow();
    await row.getByRole('button', { name: /Focal point \(centre\)/ }).click();
    const pic = row.locator('.media-lib__focus-pic');
    await pic.waitFor();
    const box = (await pic.boundingBox())!;
    // A click 30% across and 80% down, where the light band is.
    await pic.click({ position: { x: box.width * 0.3, y: box.height * 0.8 } });
    const dot = row.getByRole('button', { name: /Focal point of .*from the left/ });
    await dot.focus();
    await page.keyboard.press('ArrowRight');
    const label = (await dot.getAttribute('aria-label')) ?? '';
    const [, x, y] = /(\d+)% from the left, (\d+)% from the top/.exec(label) ?? [];
    expect(Math.abs(Number(x) - 32)).toBeLessThanOrEqual(1);
    expect(Math.abs(Number(y) - 80)).toBeLessThanOrEqual(1);
    await shot(page, 'focal-point-1366.png');
    expect(formatAxe('media library, focal point', await axeSerious(page))).toBe('');

    const pub = await newPage({ width: 390 });
    const livePosition = async () => {
      await pub.goto(url(PATH));
      const img = pub.locator(`img[src^="${asset.url}?v="]`).first();
      await hydrated(img);
      return img.evaluate((el) => getComputedStyle(el).objectPosition);
    };
    // The page is live: a saved draft leaves it as it was.
    await row.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved').first().waitFor();
    expect(await livePosition()).toBe('50% 50%');
    await row.getByRole('button', { name: 'Publish picture change' }).click();
    await page.getByText(`Focal point of ${FILE} published`).first().waitFor();
    await row.getByRole('button', { name: `Focal point (${x}% ${y}%)` }).waitFor();
    await expect.poll(livePosition, { message: 'the live page with the published focal point' }).toBe(`${x}% ${y}%`);

    // Undo: the first version (the photo before the change) is restored as the draft, then published.
    await row.getByRole('button', { name: 'History' }).click();
    await row.getByRole('button', { name: 'Restore version 1' }).click();
    await page.getByText('Version 1 is the draft').first().waitFor();
    await row.getByRole('button', { name: /50% from the left, 50% from the top/ }).waitFor();
    expect(await livePosition()).toBe(`${x}% ${y}%`);
    await row.getByRole('button', { name: 'Publish picture change' }).click();
    await expect.poll(livePosition, { message: 'the live page with version 1 published again' }).toBe('50% 50%');
    expectNoErrors(page);
    expectNoErrors(pub);
    await pub.close();
  });

  it('is saved where the marker is drawn, at a desktop width: clicks at 20 % and 88 % of a wide photo', async () => {
    // A landscape photo's box was wider than the picture at 1024 px and up (its own pixels, capped only by a
    // percentage the flex row could not resolve), and the click was measured against the box: a click at
    // 20 % saved 13 %, one at 88 % saved 59 %.
    const wideName = 'Wide yard photo IMG_9001.jpg';
    const wide = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0f766e' } })
      .jpeg()
      .toBuffer();
    const up = await page.request.post(url('/api/admin/media'), {
      headers: { Origin: baseUrl },
      multipart: { file: { name: wideName, mimeType: 'image/jpeg', buffer: wide } },
    });
    expect(up.status()).toBe(201);
    const wideAsset = (await up.json()) as { id: string };
    try {
      for (const [fx, fy] of [
        [0.2, 0.3],
        [0.88, 0.7],
      ]) {
        await page.goto(url(`/admin/media?q=${encodeURIComponent('wide yard')}`));
        const row = page.locator('li.media-lib__row', { hasText: wideName });
        await row.getByRole('button', { name: /Focal point \(/ }).click();
        const img = row.locator('.media-lib__focus-pic img');
        const box = (await img.boundingBox())!;
        await img.click({ position: { x: box.width * fx, y: box.height * fy } });
        const dot = (await row.locator('.media-lib__focus-dot').boundingBox())!;
        // The marker's centre is where the click was.
        expect(Math.abs(dot.x + dot.width / 2 - (box.x + box.width * fx))).toBeLessThanOrEqual(2);
        await row.getByRole('button', { name: 'Save focal point' }).click();
        await page.getByText(`Focal point of ${wideName} saved`).first().waitFor();
        const stored = await (await api('GET', `/api/admin/media/${wideAsset.id}`)).json();
        // The panel keeps whole percents, so a click lands within one of them (the defect was 7 to 29 off).
        expect(Math.abs(stored.focus.x - fx), `x after a click at ${fx * 100} %`).toBeLessThanOrEqual(0.015);
        expect(Math.abs(stored.focus.y - fy), `y after a click at ${fy * 100} %`).toBeLessThanOrEqual(0.015);
      }
    } finally {
      await api('DELETE', `/api/admin/media/${wideAsset.id}?confirm=1`);
    }
  });

  it('fits a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const row = await openRow();
    await row.getByRole('button', { name: /Focal point \(/ }).click();
    await row.locator('.media-lib__focus-panel').waitFor();
    await row.scrollIntoViewIfNeeded();
    await shot(page, 'focal-point-390.png', { fullPage: true });
    const overflow = await horizontalOverflow(page);
    expect(overflow.px, overflow.culprits.join(', ')).toBe(0);
    await page.setViewportSize({ width: 1366, height: 900 });
  });
});
