import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeSerious, baseUrl, formatAxe, horizontalOverflow, login, newPage, pageProblems, shot, url } from './harness';
import { formatPa11y, pa11yErrors } from './pa11y';

/**
 * Pictures belong to pages: staff pick them from the media library in the
 * editor, and they go through draft, publish and history like words. One
 * admin page made here, deleted at the end; the files it used stay in the
 * library (the library is the server's, shared by the later test files).
 * With SHOTS_DIR set, the picker and the Library are photographed at 1366
 * and 390 px for a person to look at.
 */
const NEW_PATH = '/media-library-check';
const ASSET = /^\/uploads\/_assets\/[0-9a-f]{32}\.jpg$/;

let page: Page;
const jpeg = (color: string, label: string) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: color } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><text x="60" y="420" font-size="96" font-family="sans-serif" fill="#fff">${label}</text></svg>`,
        ),
      },
    ])
    .jpeg()
    .toBuffer();
const file = async (name: string, color: string) => ({ name, mimeType: 'image/jpeg', buffer: await jpeg(color, name) });

const publicHtml = async (path: string) => (await fetch(url(path))).text();
/** Every file address a page shows (what an upload elsewhere must never change). */
const mediaOf = async (path: string) =>
  [...(await publicHtml(path)).matchAll(/\/uploads\/[^"'\s,?]+/g)].map((m) => m[0]).sort();
const status = () => page.locator('.page-editor__status');
const waitSaved = () =>
  expect
    .poll(() => status().textContent({ timeout: 5_000 }), { timeout: 10_000 })
    .toMatch(/^(Draft saved|All changes saved)/);
const toast = (title: string | RegExp) => page.locator('.admin-toast__title', { hasText: title }).first().waitFor();

async function publish() {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Publish now' }).click();
  await expect.poll(() => page.locator('.page-editor__meta .admin-badge').textContent({ timeout: 5_000 })).toBe('Live');
}

/** Opens the picker of a media field, uploads `upload` in it, and answers the address the field then holds. */
async function pickNew(
  field: ReturnType<Page['locator']>,
  upload: Awaited<ReturnType<typeof file>>,
  shotName?: string,
) {
  await field.getByRole('button', { name: 'Choose from library' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a file' });
  await dialog.waitFor();
  if (shotName) {
    await dialog.locator('.media-lib__tile, .admin-empty').first().waitFor();
    await shot(page, `${shotName}.png`);
  }
  await dialog.locator('input[type=file]').setInputFiles(upload);
  await dialog.waitFor({ state: 'hidden' });
  // The field names the file; its address is the field's title.
  const input = field.locator('input.admin-field__input');
  expect(await input.inputValue()).toBe(upload.name);
  const value = (await input.getAttribute('title')) ?? '';
  expect(value).toMatch(ASSET);
  // The field shows the new file at once (its thumbnail), not the placeholder.
  await expect
    .poll(() => field.locator('.media-field__preview img').getAttribute('src', { timeout: 5_000 }))
    .not.toContain('placeholder');
  return value;
}

describe('the media library', () => {
  let homeMedia: string[];
  let first: string;
  let second: string;

  beforeAll(async () => {
    page = await newPage({ width: 1366 });
    await login(page);
    homeMedia = await mediaOf('/');
  });

  afterAll(async () => {
    await page.request.delete(url(`/api/admin/page?path=${encodeURIComponent(NEW_PATH)}`), {
      headers: { Origin: baseUrl },
    });
  });

  it('a new page gets its hero picture from the picker before its first publish; the live site is unchanged until publish', async () => {
    const made = await page.request.post(url(`/api/admin/page?path=${encodeURIComponent(NEW_PATH)}`), {
      headers: { Origin: baseUrl },
      data: { title: 'Media Library Check' },
    });
    expect(made.status()).toBe(201);
    await page.goto(url(`/admin/pages/edit?path=${encodeURIComponent(NEW_PATH)}`));
    await page.locator('.block-row__select', { hasText: 'Hero carousel' }).click();
    await page.getByRole('button', { name: '+ Add item' }).first().click();
    await page.locator('#block_slides_0_alt').fill('A walnut kitchen island');
    first = await pickNew(page.locator('.media-field').first(), await file('kitchen-a.jpg', '#7c4a2d'), 'picker-1366');
    await waitSaved();

    expect((await fetch(url(NEW_PATH))).status).toBe(404);
    expect(await mediaOf('/')).toEqual(homeMedia);
    await publish();
    expect(await publicHtml(NEW_PATH)).toContain(first);
    expect(await mediaOf('/')).toEqual(homeMedia);
  });

  it('restoring an older version brings back the older picture', async () => {
    second = await pickNew(
      page.locator('.media-field').first(),
      await file('kitchen-b.jpg', '#2f6f4f'),
      'picker-1366-with-files',
    );
    expect(second).not.toBe(first);
    await waitSaved();
    // A draft: the live page still shows the first picture.
    expect(await publicHtml(NEW_PATH)).toContain(first);
    await publish();
    expect(await publicHtml(NEW_PATH)).toContain(second);

    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History' });
    await history
      .getByRole('button', { name: /^Restore version/ })
      .nth(1)
      .click();
    await toast(/^Version \d+ restored$/);
    await page.locator('.block-row__select', { hasText: 'Hero carousel' }).click();
    await expect
      .poll(() => page.locator('#block_slides_0_media').getAttribute('title', { timeout: 5_000 }))
      .toBe(first);
    // Named by the library once it answered.
    await expect.poll(() => page.locator('#block_slides_0_media').inputValue({ timeout: 5_000 })).toBe('kitchen-a.jpg');
    await page.locator('.media-field').first().scrollIntoViewIfNeeded();
    await shot(page, 'media-field-1366.png');
    await publish();
    const html = await publicHtml(NEW_PATH);
    expect(html).toContain(first);
    expect(html).not.toContain(second);
  });

  it('uploads into a new page’s Card grid leave the home page as it was', async () => {
    await page.getByRole('button', { name: '+ Add a section' }).click();
    await page
      .getByRole('dialog', { name: 'Add a section' })
      .getByRole('button', { name: /^Card grid/ })
      .click();
    await page.locator('.block-row__select', { hasText: 'Card grid' }).click();
    // The new section shows no other page's files: its cards start with no pictures.
    expect(await page.locator('.media-field input.admin-field__input').count()).toBe(0);
    await page.locator('#block_cards_0_media__add').click();
    const card = await pickNew(page.locator('.media-field').first(), await file('card-1.jpg', '#a16207'));
    await waitSaved();
    await publish();
    expect(await publicHtml(NEW_PATH)).toContain(card);
    expect(await mediaOf('/')).toEqual(homeMedia);
  });

  it('deletes an unused file, and refuses to delete a used one, naming the page', async () => {
    await page.goto(url('/admin/media'));
    await page.locator('.media-lib__row').first().waitFor();
    await shot(page, 'library-1366.png');
    const a11y = await axeSerious(page);
    expect(a11y, formatAxe('/admin/media', a11y)).toEqual([]);
    expect(formatPa11y('/admin/media', await pa11yErrors(page))).toBe('');
    const row = (name: string) => page.locator('.media-lib__row', { has: page.locator('strong', { hasText: name }) });

    // kitchen-b.jpg was on the page until the restore: only an earlier version in History keeps it now,
    // so deleting it asks first, naming that.
    await row('kitchen-b.jpg').getByText('in History').waitFor();
    await row('kitchen-b.jpg')
      .getByRole('button', { name: /^Delete/ })
      .click();
    const ask = page.getByRole('alertdialog');
    expect(await ask.textContent()).toContain(NEW_PATH);
    await ask.getByRole('button', { name: 'Delete anyway' }).click();
    await toast('kitchen-b.jpg deleted');
    await expect.poll(() => row('kitchen-b.jpg').count()).toBe(0);
    expect((await fetch(url(second))).status).toBe(404);

    await row('kitchen-a.jpg').getByRole('link', { name: NEW_PATH }).waitFor();
    // A file a page shows is refused at once, naming the page, with no question first.
    await row('kitchen-a.jpg')
      .getByRole('button', { name: /^Delete/ })
      .click();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    const refusal = row('kitchen-a.jpg').getByRole('alert');
    await expect.poll(() => refusal.textContent({ timeout: 5_000 })).toContain(NEW_PATH);
    pageProblems(page).clear(); // the 409 was the point
    expect((await fetch(url(first))).status).toBe(200);

    // The deletion is on record in the activity log.
    await page.goto(url('/admin/pages'));
    await page.locator('.page-activity li', { hasText: 'Deleted from the media library' }).first().waitFor();
  });

  it('fits a phone; the picker shows the whole of names that differ only at the end', async () => {
    const phone = await newPage({ width: 390 });
    await login(phone);
    const similar = [
      'Westlands showroom kitchen island walnut before.jpg',
      'Westlands showroom kitchen island walnut after.jpg',
    ];
    const ids: string[] = [];
    for (const [i, name] of similar.entries()) {
      const res = await phone.request.post(url('/api/admin/media'), {
        headers: { Origin: baseUrl },
        multipart: { file: await file(name, i ? '#14532d' : '#1e3a8a') },
      });
      expect(res.status(), await res.text()).toBe(201);
      ids.push((await res.json()).id);
    }
    await phone.goto(url('/admin/media'));
    await phone.locator('.media-lib__row').first().waitFor();
    const overflow = await horizontalOverflow(phone);
    expect(overflow.px, overflow.culprits.join(', ')).toBeLessThanOrEqual(0);
    await shot(phone, 'library-390.png');
    await phone.goto(url(`/admin/pages/edit?path=${encodeURIComponent(NEW_PATH)}`));
    await phone.locator('.block-row__select', { hasText: 'Hero carousel' }).click();
    await expect
      .poll(() => phone.locator('#block_slides_0_media').inputValue({ timeout: 5_000 }))
      .toBe('kitchen-a.jpg');
    await phone.locator('.media-field').first().scrollIntoViewIfNeeded();
    await shot(phone, 'media-field-390.png');
    await phone.locator('.media-field').first().getByRole('button', { name: 'Choose from library' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Choose a file' });
    await dialog.locator('.media-lib__tile').first().waitFor();
    const pickerA11y = await axeSerious(phone);
    expect(pickerA11y, formatAxe('the picker', pickerA11y)).toEqual([]);
    expect(formatPa11y('the picker', await pa11yErrors(phone))).toBe('');
    const inDialog = await horizontalOverflow(phone);
    expect(inDialog.px, inDialog.culprits.join(', ')).toBeLessThanOrEqual(0);
    for (const name of similar) {
      const label = dialog.locator('.media-lib__name', { hasText: name });
      // Nothing of the name is cut off: no ellipsis across, no lines hidden below.
      const cut = await label.evaluate((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight);
      expect(cut, `${name} is shown whole`).toBe(false);
    }
    await dialog.locator('.media-lib__name', { hasText: similar[1] }).scrollIntoViewIfNeeded();
    await shot(phone, 'picker-390.png');
    for (const id of ids) await phone.request.delete(url(`/api/admin/media/${id}`), { headers: { Origin: baseUrl } });
  });
});
