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
  shot,
  url,
} from './harness';
import { formatPa11y, pa11yErrors } from './pa11y';

/**
 * A sideways phone photo on a live page, put right in the media library:
 * staff turn it a quarter to the right and crop it with a drag; saved, the
 * crop is a draft and the public page still shows the photo as uploaded;
 * published, the page shows the crop (its shape and its colour); Reset to
 * original, published, brings the photo back. The page goes to the trash and
 * the file out of the library at the end.
 */
const PATH = '/crop-walkthrough';
const FILE = 'Sideways kitchen IMG_5120.jpg';
let page: Page;
let asset: { id: string; url: string };
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) =>
  page.request.fetch(url(path), { method, data, headers: { Origin: baseUrl } });
const q = `?path=${encodeURIComponent(PATH)}`;

/** 1200 × 800, taken sideways: the left half blue, the right half red (turned right, blue is on top). */
async function sidewaysPhoto() {
  const half = (color: string) =>
    sharp({ create: { width: 600, height: 800, channels: 3, background: color } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#000000' } })
    .composite([
      { input: await half('#1d4ed8'), top: 0, left: 0 },
      { input: await half('#dc2626'), top: 0, left: 600 },
    ])
    .jpeg()
    .toBuffer();
}

async function openRow() {
  await page.goto(url(`/admin/media?q=${encodeURIComponent('sideways kitchen')}`));
  const row = page.locator('li.media-lib__row', { hasText: FILE });
  await row.waitFor();
  return row;
}

/** The public page's hero picture: the shape of the file the browser drew it from, and its colours across. */
async function heroPicture(pub: Page) {
  await pub.goto(url(PATH));
  const img = pub.locator('main img').first();
  await hydrated(img);
  await img.evaluate((el: HTMLImageElement) => el.decode());
  return img.evaluate((el: HTMLImageElement) => {
    const c = document.createElement('canvas');
    c.width = el.naturalWidth;
    c.height = el.naturalHeight;
    const g = c.getContext('2d')!;
    g.drawImage(el, 0, 0);
    const at = (fx: number) => {
      const [r, , b] = g.getImageData(Math.floor(c.width * fx), Math.floor(c.height / 2), 1, 1).data;
      return r > 150 && b < 100 ? 'red' : b > 150 && r < 100 ? 'blue' : '?';
    };
    // A quarter and three quarters across: blue and red for the photo as uploaded, blue and blue for the crop.
    return { ratio: el.naturalWidth / el.naturalHeight, colour: `${at(0.25)} ${at(0.75)}` };
  });
}

describe('crop and rotate in the media library', () => {
  beforeAll(async () => {
    page = await newPage({ width: 1366 });
    await login(page);
    const up = await page.request.post(url('/api/admin/media'), {
      headers: { Origin: baseUrl },
      multipart: { file: { name: FILE, mimeType: 'image/jpeg', buffer: await sidewaysPhoto() } },
    });
    expect(up.status()).toBe(201);
    asset = await up.json();
    expect((await api('POST', `/api/admin/page${q}`, { title: 'Crop walk-through' })).status()).toBe(201);
    const detail = await (await api('GET', `/api/admin/page${q}`)).json();
    const doc = structuredClone(detail.draft);
    doc.blocks[0].props.slides = [{ media: asset.url, alt: 'A kitchen fit-out in Lavington' }];
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

  it('turns a sideways photo on a live page and crops it with a drag: a draft until published, then the public page shows it; Reset brings it back', async () => {
    const row = await openRow();
    await row.getByRole('button', { name: /Crop and rotate \(as uploaded\)/ }).click();
    await row.getByRole('button', { name: /Turn right/ }).click();
    const pic = row.getByTestId('crop-picture');
    const box = (await pic.boundingBox())!;
    // Turned, the photo is tall; a drag over its top half (the blue one), from 5 % to 95 % across.
    // The box is the turned picture's shape (800 × 1200), not stretched by the buttons beside it: a drag's
    // percentages are the picture's.
    expect(box.width / box.height).toBeCloseTo(800 / 1200, 1);
    await page.mouse.move(box.x + box.width * 0.05, box.y + box.height * 0.05);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.25, { steps: 4 });
    await page.mouse.move(box.x + box.width * 0.95, box.y + box.height * 0.45, { steps: 4 });
    await page.mouse.up();
    const value = (label: string) => row.getByLabel(label, { exact: true }).inputValue().then(Number);
    expect(Math.abs((await value('Top')) - 5)).toBeLessThanOrEqual(1);
    expect(Math.abs((await value('Height')) - 40)).toBeLessThanOrEqual(1);
    await shot(page, 'crop-1366.png');
    expect(formatAxe('media library, crop', await axeSerious(page))).toBe('');
    expect(formatPa11y('/admin/media, crop panel', await pa11yErrors(page))).toBe('');
    const pub = await newPage({ width: 390 });
    // Saved, the crop is a draft: the live page keeps the photo as uploaded, and the panel shows the draft crop.
    await row.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved').first().waitFor();
    await row.locator('.media-lib__crop-draft img').waitFor();
    await row.scrollIntoViewIfNeeded();
    await shot(page, 'crop-draft-1366.png', { fullPage: true });
    expect(await heroPicture(pub)).toMatchObject({ colour: 'blue red' });
    expect((await heroPicture(pub)).ratio).toBeCloseTo(1.5, 1);

    await row.getByRole('button', { name: 'Publish picture change' }).click();
    await page.getByText(`Crop of ${FILE} published`).first().waitFor();
    await row.getByRole('button', { name: /Crop and rotate \(edited\)/ }).waitFor();
    // 800 × 1200 turned; 90 % of its width by 40 % of its height: 720 × 480, wide and blue.
    await expect
      .poll(async () => (await heroPicture(pub)).colour, { message: 'the live hero with the saved crop' })
      .toBe('blue blue');
    expect((await heroPicture(pub)).ratio).toBeCloseTo(1.5, 1);

    // The undo: back to the original, published; both halves again, side by side as uploaded.
    await row.getByRole('button', { name: 'Reset to original' }).click();
    await row.getByRole('button', { name: 'Publish picture change' }).click();
    await expect
      .poll(async () => (await heroPicture(pub)).colour, { message: 'the live hero as uploaded again' })
      .toBe('blue red');
    expectNoErrors(page);
    expectNoErrors(pub);
    await pub.close();
  });

  it('fits a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const row = await openRow();
    await row.getByRole('button', { name: /Crop and rotate/ }).click();
    await row.locator('.media-lib__crop-panel').waitFor();
    // With the focal point panel open too: a wide photo's picture there was 320 px whatever the screen.
    await row.getByRole('button', { name: /Focal point/ }).click();
    await row.locator('.media-lib__focus-panel').waitFor();
    await row.scrollIntoViewIfNeeded();
    await shot(page, 'crop-390.png', { fullPage: true });
    const overflow = await horizontalOverflow(page);
    expect(overflow.px, overflow.culprits.join(', ')).toBe(0);
    expect(formatAxe('media library, crop at 390 px', await axeSerious(page))).toBe('');
    await page.setViewportSize({ width: 1366, height: 900 });
  });
});
